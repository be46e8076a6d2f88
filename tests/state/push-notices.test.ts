import { describe, expect, it } from 'vitest';
import { selectConversationAtom } from '../../src/state/actions/conversations';
import { connectPushAtom } from '../../src/state/actions/read-state';
import {
  agentUnreadCountAtom,
  configAtom,
  conversationsAtom,
  createChatStore,
  EMPTY_CHAT_CONFIG,
  messagesAtom,
  sendingAtom,
  servicesAtom,
} from '../../src/state/chat-store';
import { createFakePageWake } from '../helpers/fake-page-wake';
import { createFakeFetch, json, ok } from '../helpers/fake-server';
import { createSocketFactory, FakeWebSocket } from '../helpers/fake-websocket';
import { createManualClock } from '../helpers/manual-clock';
import { flush } from '../helpers/stream-response';

function setup() {
  let records: unknown[] = [];
  let unread = 0;
  const server = createFakeFetch({
    'chat/records': () => ok({ data_list: records, total_pages: 1 }),
    'chat/session/current': () => ok('s1'),
    'chat/conversation/list': () =>
      ok({ data_list: [{ conversation_id: 'c1', title: '一', unread_count: unread }] }),
    'count_bot_unread_msgs/a': () => ok(unread),
    'agent/detail': () => json({ code: 401, message: '鉴权失败' }, 401),
    'mark_conversation_read/c1': () => {
      unread = 0;
      return ok(null);
    },
  });
  const clock = createManualClock();
  const store = createChatStore({
    fetch: server.fetch,
    clock,
    createSocket: createSocketFactory(),
    pageOrigin: 'http://host',
    pageWake: createFakePageWake(),
  });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
  const push = (conversationId: string) => {
    records = [{ id: 'p1', response: '推送', record_status: 'SUCCEEDED', is_push: true, create_time: 5 }];
    unread = 1;
    FakeWebSocket.instances
      .at(-1)!
      .serverSend(JSON.stringify({ type: 'NEW_MESSAGE', conversation_id: conversationId }));
  };
  /** A pushed answer whose notice never arrived: the socket was down when it was sent. */
  const missPush = () => {
    records = [{ id: 'p1', response: '推送', record_status: 'SUCCEEDED', is_push: true, create_time: 5 }];
    unread = 1;
  };
  return { store, server, clock, push, missPush };
}

const settle = async () => {
  for (let index = 0; index < 10; index += 1) await flush();
};

describe('push notices', () => {
  it('connects to the unread socket path of the agent', () => {
    const { store } = setup();
    store.set(connectPushAtom);
    expect(FakeWebSocket.instances[0]?.url).toBe('ws://host/v1/chat/record/count_unread_msgs/a');
  });

  it('debounces refetches by 300 ms, reloads the shown conversation and marks it read', async () => {
    const { store, server, clock, push } = setup();
    await store.set(selectConversationAtom, 'c1');
    store.set(connectPushAtom);
    await settle();
    const recordCalls = () => server.calls.filter((call) => call.path.endsWith('chat/records')).length;
    const before = recordCalls();
    push('c1');
    push('c1');
    clock.advance(299);
    await settle();
    expect(recordCalls()).toBe(before);
    clock.advance(1);
    await settle();
    expect(recordCalls()).toBe(before + 1);
    expect(store.get(messagesAtom).map((message) => message.content)).toEqual(['推送']);
    expect(server.calls.some((call) => call.path.endsWith('mark_conversation_read/c1'))).toBe(true);
    expect(store.get(agentUnreadCountAtom)).toBe(0);
  });

  it('only refreshes counts while an answer is being generated', async () => {
    const { store, server, clock, push } = setup();
    await store.set(selectConversationAtom, 'c1');
    store.set(connectPushAtom);
    await settle();
    store.set(sendingAtom, true);
    const before = server.calls.filter((call) => call.path.endsWith('chat/records')).length;
    push('c1');
    clock.advance(300);
    await settle();
    expect(server.calls.filter((call) => call.path.endsWith('chat/records')).length).toBe(before);
    expect(store.get(conversationsAtom)[0]?.unreadCount).toBe(1);
    expect(store.get(agentUnreadCountAtom)).toBe(1);
  });

  it('after a reconnect, fetches the counts and the shown conversation once: a missed push is not lost', async () => {
    const { store, server, clock, missPush } = setup();
    await store.set(selectConversationAtom, 'c1');
    store.set(connectPushAtom);
    FakeWebSocket.instances[0]!.serverOpen();
    await settle();
    const recordCalls = () => server.calls.filter((call) => call.path.endsWith('chat/records')).length;
    const before = recordCalls();
    FakeWebSocket.instances[0]!.serverClose();
    missPush();
    clock.advance(3000);
    FakeWebSocket.instances[1]!.serverOpen();
    await settle();
    clock.advance(300);
    await settle();
    expect(recordCalls()).toBe(before + 1);
    expect(store.get(messagesAtom).map((message) => message.content)).toEqual(['推送']);
    expect(store.get(conversationsAtom)[0]?.unreadCount).toBe(0);
  });

  it('stops the push socket’s retries once the platform answers an Open API call with 401', async () => {
    const { store, clock } = setup();
    store.set(connectPushAtom);
    await expect(
      store.get(servicesAtom)!.client.request({ method: 'POST', path: 'agent/detail' }),
    ).rejects.toThrow();
    FakeWebSocket.instances[0]!.serverClose();
    clock.advance(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('stops on a 4401 close in Open API mode, and tries again when the attributes change', async () => {
    const { store, clock } = setup();
    const stop = store.set(connectPushAtom);
    FakeWebSocket.instances[0]!.serverClose(4401);
    clock.advance(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    stop();
    store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k2' });
    store.set(connectPushAtom);
    FakeWebSocket.instances[1]!.serverClose();
    clock.advance(3000);
    expect(FakeWebSocket.instances).toHaveLength(3);
  });

  it('in inner mode, tries once more after a 4401 (its first frame asks getToken), not after a second', async () => {
    const { store, clock } = setup();
    store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', getToken: () => 't' });
    store.set(connectPushAtom);
    const refuse = () => {
      FakeWebSocket.instances.at(-1)!.serverOpen();
      FakeWebSocket.instances.at(-1)!.serverClose(4401);
    };
    refuse();
    clock.advance(3000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    refuse();
    clock.advance(60_000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('in inner mode, counts only 4401s in a row: a connection that worked between them starts over', async () => {
    const { store, clock } = setup();
    store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', getToken: () => 't' });
    store.set(connectPushAtom);
    for (const code of [4401, 1006, 4401]) {
      FakeWebSocket.instances.at(-1)!.serverOpen();
      FakeWebSocket.instances.at(-1)!.serverClose(code);
      clock.advance(3000);
    }
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('stops on a 4401 for a fixed token attribute, which no retry can renew', async () => {
    const { store, clock } = setup();
    store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', token: 'old' });
    store.set(connectPushAtom);
    FakeWebSocket.instances[0]!.serverClose(4401);
    clock.advance(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
