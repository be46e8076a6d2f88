import { describe, expect, it } from 'vitest';
import { initializeChatAtom } from '../../src/state/actions/initialize-chat';
import { sendMessageAtom } from '../../src/state/actions/send-message';
import {
  agentAtom,
  configAtom,
  conversationsAtom,
  createChatStore,
  currentConversationIdAtom,
  EMPTY_CHAT_CONFIG,
  messagesAtom,
} from '../../src/state/chat-store';
import { createFakeFetch, ok } from '../helpers/fake-server';
import { sse } from '../helpers/stream-response';

function setup(conversations: unknown[]) {
  const server = createFakeFetch({
    'agent/detail': () => ok({ application: { name: '小智助手' }, config: { rule: { welcome: 'hi' } } }),
    'chat/conversation/list': () => ok({ data_list: conversations }),
    'chat/conversation/create': () => ok({ conversation_id: 'c-new' }),
    'chat/records': (_body, url) => {
      const old = {
        id: 'r1',
        user_content: '旧问题',
        response: '旧回答',
        record_status: 'SUCCEEDED',
        create_time: 1,
      };
      return ok({ data_list: url.searchParams.get('conversation_id') === 'c1' ? [old] : [], total_pages: 1 });
    },
    'chat/get_title': () => ok({ title: 't' }),
    chat_messages: () => new Response(sse({ type: 'TEXT', content: '答' })),
  });
  const store = createChatStore({ fetch: server.fetch });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
  return { store, server };
}

describe('initializing the chat', () => {
  it('loads the agent, the list and the first conversation history', async () => {
    const { store } = setup([
      { conversation_id: 'c1', title: '一' },
      { conversation_id: 'c2', title: '二' },
    ]);
    await store.set(initializeChatAtom);
    expect(store.get(agentAtom)?.name).toBe('小智助手');
    expect(store.get(conversationsAtom).map((item) => item.id)).toEqual(['c1', 'c2']);
    expect(store.get(currentConversationIdAtom)).toBe('c1');
    expect(store.get(messagesAtom).map((message) => message.content)).toEqual(['旧问题', '旧回答']);
  });

  it('does not create a conversation for a visitor who only looks (created on first send instead)', async () => {
    const { store, server } = setup([]);
    await store.set(initializeChatAtom);
    expect(store.get(currentConversationIdAtom)).toBeNull();
    expect(server.calls.some((call) => call.path.endsWith('chat/conversation/create'))).toBe(false);
  });

  it('keeps a message sent before a deferred initialization runs', async () => {
    const { store } = setup([]);
    await store.set(sendMessageAtom, { content: '抢先发送' });
    await store.set(initializeChatAtom);
    expect(store.get(messagesAtom).map((message) => message.content)).toEqual(['抢先发送', '答']);
    expect(store.get(currentConversationIdAtom)).toBe('c-new');
  });

  it('resets the view when the connection changes to another agent', async () => {
    const { store } = setup([{ conversation_id: 'c1', title: '一' }]);
    await store.set(initializeChatAtom);
    store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'b', workspaceId: 'w', accessKey: 'k' });
    const pending = store.set(initializeChatAtom);
    expect(store.get(messagesAtom)).toEqual([]);
    await pending;
  });
});
