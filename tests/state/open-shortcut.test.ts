import { describe, expect, it } from 'vitest';
import { shortcutsFromRule } from '../../src/model/shortcuts';
import {
  applyPromptShortcutAtom,
  closeShortcutFormAtom,
  openShortcutFormAtom,
  shortcutFormAtom,
} from '../../src/state/actions/open-shortcut';
import {
  configAtom,
  createChatStore,
  draftAtom,
  EMPTY_CHAT_CONFIG,
  focusRequestAtom,
  sendingAtom,
  toastAtom,
} from '../../src/state/chat-store';
import { createFakeFetch, ok } from '../helpers/fake-server';

const [prompt, flow, plugin, hiddenOnly] = shortcutsFromRule([
  { type: 'prompt', short_name: '写周报', prompt: '帮我写周报' },
  { type: 'flows', function_id: 'flow-1', short_name: '预约' },
  { type: 'plugin', function_id: 'gone', short_name: '解析' },
  { type: 'flows', function_id: 'flow-hidden', short_name: '一键执行' },
]);
if (!prompt || !flow || !plugin || !hiddenOnly) throw new Error('fixture');

function setup() {
  const server = createFakeFetch({
    'flow/flow-1': () =>
      ok({ id: 'flow-1', name: '预约', inputs: [{ type: 'input', variableName: 'name' }] }),
    'flow/flow-hidden': () =>
      ok({
        id: 'flow-hidden',
        name: '一键执行',
        inputs: [{ type: 'input', variableName: 'x', hidden: true }],
      }),
    'flow/plugin_template': () => ok([{ function_id: 'other', function_code: 'vision_pdf', inputs: [] }]),
  });
  const store = createChatStore({ fetch: server.fetch, reportError: () => undefined });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
  return { store, server };
}

describe('shortcut actions', () => {
  it('a prompt puts its text in the composer and asks for focus', () => {
    const { store } = setup();
    store.set(applyPromptShortcutAtom, prompt);
    expect(store.get(draftAtom)).toBe('帮我写周报');
    expect(store.get(focusRequestAtom)).toBe(1);
  });

  it('a flow loads GET flow/{id} and opens its form; closing asks the input for focus', async () => {
    const { store, server } = setup();
    await store.set(openShortcutFormAtom, flow);
    expect(server.calls.map((call) => call.path)).toEqual([expect.stringMatching(/\/flow\/flow-1$/)]);
    expect(store.get(shortcutFormAtom)?.form.fields.map((field) => field.variableName)).toEqual(['name']);
    store.set(closeShortcutFormAtom);
    expect(store.get(shortcutFormAtom)).toBeNull();
    expect(store.get(focusRequestAtom)).toBe(1);
  });

  it('a form with no visible field is not sent while an answer streams, and says why', async () => {
    const { store, server } = setup();
    store.set(sendingAtom, true);
    await store.set(openShortcutFormAtom, hiddenOnly);
    expect(store.get(shortcutFormAtom)).toBeNull();
    expect(store.get(toastAtom)?.text).toBe('上一条消息尚未完成，请稍后再试');
    expect(server.calls.some((call) => call.path.endsWith('chat_messages'))).toBe(false);
  });

  it('a plugin missing from the templates opens nothing and says so', async () => {
    const { store } = setup();
    await store.set(openShortcutFormAtom, plugin);
    expect(store.get(shortcutFormAtom)).toBeNull();
    expect(store.get(toastAtom)?.text).toBeTruthy();
  });
});
