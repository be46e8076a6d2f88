import { describe, expect, it } from 'vitest';
import { agentFromDetail } from '../../src/model/agent';
import { sendComposerAtom } from '../../src/state/actions/send-composer';
import {
  agentAtom,
  configAtom,
  createChatStore,
  draftAtom,
  EMPTY_CHAT_CONFIG,
} from '../../src/state/chat-store';
import { createFakeFetch, ok } from '../helpers/fake-server';
import { sse } from '../helpers/stream-response';

function setup() {
  const server = createFakeFetch({
    'chat/conversation/create': () => ok({ conversation_id: 'c-new' }),
    'chat/conversation/list': () => ok({ data_list: [] }),
    'chat/records': () => ok({ data_list: [], total_pages: 1 }),
    chat_messages: () => new Response(sse({ type: 'RESULT', status: 'SUCCEEDED' })),
  });
  const store = createChatStore({ fetch: server.fetch });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'agent-1', workspaceId: 'ws', accessKey: 'key' });
  store.set(
    agentAtom,
    agentFromDetail('agent-1', {
      agents: [{ id: 'sub-1', name: '翻译助手' }],
      a2a: [{ id: 'ext-1', name: '外部法务' }],
    }),
  );
  const sentBody = () =>
    server.calls.find((call) => call.path.endsWith('chat_messages'))?.body as Record<string, unknown>;
  return { store, sentBody };
}

describe('sending a mention from the composer', () => {
  it('forces the one mentioned agent’s tool call', async () => {
    const { store, sentBody } = setup();
    store.set(draftAtom, '@外部法务 看看合同');
    expect(await store.set(sendComposerAtom)).toBe(true);
    expect(sentBody().enforce_tool_call_params).toEqual({ tool_type: 'A2A', tool_id: 'ext-1' });
  });

  it('forces nothing when two distinct agents are mentioned', async () => {
    const { store, sentBody } = setup();
    store.set(draftAtom, '@外部法务 @翻译助手 一起看');
    expect(await store.set(sendComposerAtom)).toBe(true);
    expect(sentBody().enforce_tool_call_params).toBeUndefined();
    expect(store.get(draftAtom)).toBe('');
  });
});
