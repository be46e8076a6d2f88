import { describe, expect, it } from 'vitest';
import { newConversationAtom } from '../../src/state/actions/conversations';
import { refreshUnreadCountAtom, refreshWorkspaceUnreadCountAtom } from '../../src/state/actions/mark-read';
import { connectPushAtom } from '../../src/state/actions/read-state';
import type { ChatConfig } from '../../src/state/chat-config';
import {
  agentUnreadCountAtom,
  configAtom,
  createChatStore,
  EMPTY_CHAT_CONFIG,
} from '../../src/state/chat-store';
import type { ChatErrorReport } from '../../src/state/error-report';
import { workspaceUnreadCountAtom } from '../../src/state/unread-counts';
import { createFakeFetch, ok } from '../helpers/fake-server';
import { createSocketFactory, FakeWebSocket } from '../helpers/fake-websocket';

function setup(config: Partial<ChatConfig>) {
  const server = createFakeFetch({
    'count_bot_unread_msgs/a': () => ok(1),
    'count_bot_biz_unread_msgs/a/shop': () => ok(2),
    'count_agent_testing_unread_msgs/a': () => ok(3),
    count_unread_msgs: () => ok(9),
    'chat/conversation/create': () => ok({ conversation_id: 'c1' }),
    'chat/conversation/list': () => ok([]),
    'chat/records': () => ok([]),
    'chat/session/current': () => ok('s1'),
  });
  const errors: ChatErrorReport[] = [];
  const store = createChatStore({
    fetch: server.fetch,
    createSocket: createSocketFactory(),
    pageOrigin: 'http://host',
    reportError: (report) => errors.push(report),
  });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k', ...config });
  const lastUrl = () => {
    const call = server.calls.at(-1);
    return call ? call.path.replace('/v1/oapi/agent/', '') : '';
  };
  return { store, server, errors, lastUrl };
}

describe('the unread count of a chat', () => {
  it('is the biz key’s with biz-key, the AGENT_TESTING one with that run type, else the agent’s', async () => {
    const plain = setup({});
    await plain.store.set(refreshUnreadCountAtom);
    expect(plain.store.get(agentUnreadCountAtom)).toBe(1);
    const biz = setup({ bizKey: 'shop' });
    await biz.store.set(refreshUnreadCountAtom);
    expect([biz.lastUrl(), biz.store.get(agentUnreadCountAtom)]).toEqual([
      'count_bot_biz_unread_msgs/a/shop',
      2,
    ]);
    const testing = setup({ runType: 'AGENT_TESTING' });
    await testing.store.set(refreshUnreadCountAtom);
    expect(testing.store.get(agentUnreadCountAtom)).toBe(3);
  });

  it('keeps the workspace total apart', async () => {
    const { store } = setup({});
    await store.set(refreshWorkspaceUnreadCountAtom);
    expect(store.get(workspaceUnreadCountAtom)).toBe(9);
    expect(store.get(agentUnreadCountAtom)).toBe(0);
  });

  it('connects the push socket to {agent}_{user} when user-id is set', () => {
    const { store } = setup({ userId: 'u1' });
    store.set(connectPushAtom)();
    expect(FakeWebSocket.instances.at(-1)?.url).toBe('ws://host/v1/chat/record/count_unread_msgs/a_u1');
  });
});

describe('conversation-config', () => {
  it('reports invalid JSON under conversation and creates the conversation without it', async () => {
    const { store, server, errors } = setup({ conversationConfig: '{oops', clientType: 'WEB' });
    await store.set(newConversationAtom);
    expect(errors).toContainEqual(expect.objectContaining({ module: 'conversation' }));
    const create = server.calls.find((call) => call.path.endsWith('chat/conversation/create'));
    expect(create?.body).toEqual({
      robot_id: 'a',
      title: '新会话',
      run_type: 'CHAT_CLIENT',
      client_type: 'WEB',
    });
  });
});
