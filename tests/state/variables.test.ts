import { describe, expect, it } from 'vitest';
import { agentFromDetail } from '../../src/model/agent';
import { loadVariablesAtom, saveVariablesAtom } from '../../src/state/actions/variables';
import {
  agentAtom,
  configAtom,
  createChatStore,
  currentConversationIdAtom,
  currentSessionIdAtom,
  EMPTY_CHAT_CONFIG,
  variablesDialogOpenAtom,
  variablesMissingAtom,
  variableValuesAtom,
} from '../../src/state/chat-store';
import { createFakeFetch, ok } from '../helpers/fake-server';

const agent = agentFromDetail('a', {
  application: { name: '小智' },
  config: { rule: { agent_variables: [{ variable_name: 'city', label: '城市', required: true }] } },
});

/** A store on conversation c1, session s1, whose variable reads wait until the test answers them. */
function storeWithHeldReads() {
  let stored: Record<string, string> = {};
  const heldReads: (() => void)[] = [];
  const server = createFakeFetch({
    'agent_variables/c1/s1': () => {
      // The read answers with what the server held when it was asked.
      const answer = ok({ ...stored });
      return new Promise((resolve) => heldReads.push(() => resolve(answer)));
    },
    agent_variables: (body) => {
      stored = (body as { agent_variables: Record<string, string> }).agent_variables;
      return ok(null);
    },
  });
  const store = createChatStore({ fetch: server.fetch });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
  store.set(agentAtom, agent);
  store.set(currentConversationIdAtom, 'c1');
  store.set(currentSessionIdAtom, 's1');
  const answerReads = () => {
    for (const answer of heldReads.splice(0)) answer();
  };
  return { store, answerReads, heldReads };
}

describe('agent variables', () => {
  it('opens the dialog by itself when a required variable has no value', async () => {
    const { store, answerReads, heldReads } = storeWithHeldReads();
    const loading = store.set(loadVariablesAtom);
    await expect.poll(() => heldReads.length).toBe(1);
    answerReads();
    await loading;
    expect(store.get(variablesDialogOpenAtom)).toBe('required');
  });

  it('disables the composer while a required variable has no value, until the visitor saves one', async () => {
    const { store, answerReads, heldReads } = storeWithHeldReads();
    const loading = store.set(loadVariablesAtom);
    await expect.poll(() => heldReads.length).toBe(1);
    // Not before the read answers: the values may well be there.
    expect(store.get(variablesMissingAtom)).toBe(false);
    answerReads();
    await loading;
    expect(store.get(variablesMissingAtom)).toBe(true);
    // Closing the dialog without saving leaves the composer disabled.
    store.set(variablesDialogOpenAtom, false);
    expect(store.get(variablesMissingAtom)).toBe(true);
    expect(await store.set(saveVariablesAtom, { city: '上海' })).toEqual({ ok: true });
    expect(store.get(variablesMissingAtom)).toBe(false);
  });

  it('drops a read that was asked before a save and answers after it, keeping the saved values', async () => {
    const { store, answerReads, heldReads } = storeWithHeldReads();
    const staleRead = store.set(loadVariablesAtom);
    await expect.poll(() => heldReads.length).toBe(1);
    store.set(variablesDialogOpenAtom, 'required');
    expect(await store.set(saveVariablesAtom, { city: '上海' })).toEqual({ ok: true });
    answerReads();
    await staleRead;
    expect(store.get(variableValuesAtom)).toEqual({ city: '上海' });
    expect(store.get(variablesDialogOpenAtom)).toBe(false);
  });

  it('drops a read asked while a save runs that answers after it', async () => {
    const { store, answerReads, heldReads } = storeWithHeldReads();
    const saving = store.set(saveVariablesAtom, { city: '上海' });
    const read = store.set(loadVariablesAtom);
    await saving;
    await expect.poll(() => heldReads.length).toBe(1);
    answerReads();
    await read;
    expect(store.get(variableValuesAtom)).toEqual({ city: '上海' });
  });

  it('takes a read asked after the save finished', async () => {
    const { store, answerReads, heldReads } = storeWithHeldReads();
    await store.set(saveVariablesAtom, { city: '上海' });
    store.set(variableValuesAtom, {});
    const read = store.set(loadVariablesAtom);
    await expect.poll(() => heldReads.length).toBe(1);
    answerReads();
    await read;
    expect(store.get(variableValuesAtom)).toEqual({ city: '上海' });
  });
});
