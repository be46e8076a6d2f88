import { describe, expect, it, vi } from 'vitest';
import { texts } from '../../../src/i18n/texts';
import type { Conversation } from '../../../src/model/conversation';
import type { AssistantMessage } from '../../../src/model/message';
import type { Clock } from '../../../src/platform/clock';
import type { OpenTabChannel } from '../../../src/platform/tab-channel';
import { selectConversationAtom } from '../../../src/state/actions/conversations';
import {
  deleteConversationAtom,
  renameConversationAtom,
} from '../../../src/state/actions/manage-conversations';
import { markCurrentConversationReadAtom } from '../../../src/state/actions/mark-read';
import { sendMessageAtom } from '../../../src/state/actions/send-message';
import { type ChatConfig, connectionKey } from '../../../src/state/chat-config';
import {
  agentUnreadCountAtom,
  type ChatStore,
  conversationChosenAtom,
  conversationsAtom,
  createChatStore,
  currentConversationIdAtom,
  EMPTY_CHAT_CONFIG,
  generatingAtom,
  messagesAtom,
} from '../../../src/state/chat-store';
import { HEARTBEAT_MS } from '../../../src/state/tabs/answer-relay';
import {
  connectTabsAtom,
  GONE_RELOAD_DELAY_MS,
  LIVENESS_TIMEOUT_MS,
  stopAnswerAtom,
  tabChannelName,
} from '../../../src/state/tabs/tab-sync';
import { createFakeFetch, ok } from '../../helpers/fake-server';
import { createManualClock } from '../../helpers/manual-clock';
import { createControlledStream, sse } from '../../helpers/stream-response';

const CONFIG: ChatConfig = {
  ...EMPTY_CHAT_CONFIG,
  agentId: 'agent-1',
  workspaceId: 'ws',
  accessKey: 'secret-access-key',
};

/** Tabs of one browser: what one posts reaches every other member of the same name, as a copy, later. */
function createTabBus() {
  const members: { name: string; receive(data: unknown): void; leave(): void }[] = [];
  const posted: unknown[] = [];
  const open: OpenTabChannel = (name, receive, leave) => {
    const member = { name, receive, leave };
    members.push(member);
    return {
      post(message) {
        posted.push(message);
        const copy = structuredClone(message);
        for (const other of members)
          if (other !== member && other.name === name) setTimeout(() => other.receive(copy), 0);
      },
      close: () => members.splice(members.indexOf(member), 1),
    };
  };
  return { open, members, posted };
}

const item = (id: string, fields: Partial<Conversation> = {}): Conversation => ({
  id,
  title: id,
  latestCreateTime: 1,
  runType: 'CHAT_CLIENT',
  unreadCount: 0,
  modelConfig: null,
  ...fields,
});

interface TabOptions {
  clock?: Clock;
  records?: unknown[];
  /** The records' answer, when the test holds it back. */
  heldRecords?: () => Promise<Response>;
  /** null: a chat showing no conversation. */
  conversationId?: string | null;
  chosen?: boolean;
}

function openTab(bus: ReturnType<typeof createTabBus>, options: TabOptions = {}) {
  const stream = createControlledStream();
  const server = createFakeFetch({
    chat_messages: () => stream.response,
    'chat/records': () => options.heldRecords?.() ?? ok({ data_list: options.records ?? [], total_pages: 1 }),
    'chat/session/current': () => ok({ session_id: 's1' }),
    'chat/conversation/list': () => ok({ data_list: [] }),
    'chat/conversation': () => ok(null),
    'mark_conversation_read/c1': () => ok(null),
    'count_bot_unread_msgs/agent-1': () => ok(3),
    'chat/get_title': () => ok({ title: '' }),
  });
  const store = createChatStore(
    { fetch: server.fetch, openTabChannel: bus.open, ...(options.clock ? { clock: options.clock } : {}) },
    CONFIG,
  );
  store.set(conversationsAtom, [item('c1', { unreadCount: 2 }), item('c2')]);
  store.set(currentConversationIdAtom, options.conversationId === undefined ? 'c1' : options.conversationId);
  store.set(conversationChosenAtom, options.chosen ?? true);
  const close = store.set(connectTabsAtom);
  return { store, stream, server, close };
}

const lastAnswer = ({ store }: { store: ChatStore }) => store.get(messagesAtom).at(-1) as AssistantMessage;
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('an answer streaming in one tab', () => {
  it('shows in the other tab with its question as it streams, and ends there the same', async () => {
    const bus = createTabBus();
    const sender = openTab(bus);
    const watcher = openTab(bus);
    const sent = sender.store.set(sendMessageAtom, { content: '你好吗' });
    await vi.waitFor(() =>
      expect(watcher.store.get(messagesAtom).map((message) => message.role)).toEqual(['USER', 'ASSISTANT']),
    );
    expect(watcher.store.get(messagesAtom)[0]).toMatchObject({ role: 'USER', content: '你好吗' });
    expect(watcher.store.get(generatingAtom)).toBe(true);
    sender.stream.push(sse({ type: 'THINKING', content: '想' }) + sse({ type: 'TEXT', content: '很' }));
    await vi.waitFor(() => expect(lastAnswer(watcher).content).toBe('很'));
    expect(lastAnswer(watcher).think?.content).toBe('想');
    sender.stream.push(sse({ type: 'TEXT', content: '好' }));
    await vi.waitFor(() => expect(lastAnswer(watcher).content).toBe('很好'));
    expect(watcher.store.get(generatingAtom)).toBe(true);
    sender.stream.push(sse({ type: 'RESULT', status: 'SUCCEEDED' }));
    sender.stream.close();
    await sent;
    await vi.waitFor(() => expect(watcher.store.get(generatingAtom)).toBe(false));
    expect(watcher.store.get(messagesAtom)).toEqual(sender.store.get(messagesAtom));
    expect(lastAnswer(watcher).isStreaming).toBe(false);
  });

  it('is not copied to the channel while the chat is alone in the browser: only its hello goes out', async () => {
    const bus = createTabBus();
    const alone = openTab(bus);
    const sent = alone.store.set(sendMessageAtom, { content: '问' });
    alone.stream.push(
      sse({ type: 'TEXT', content: '答'.repeat(1_000) }) + sse({ type: 'RESULT', status: 'SUCCEEDED' }),
    );
    alone.stream.close();
    await sent;
    expect(bus.posted.map((message) => (message as { t: string }).t)).toEqual(['hello']);
  });

  it('is sent whole to a tab that opens while it streams, as soon as that tab says hello', async () => {
    const bus = createTabBus();
    const sender = openTab(bus);
    const sent = sender.store.set(sendMessageAtom, { content: '你好吗' });
    sender.stream.push(sse({ type: 'TEXT', content: '很' }));
    await vi.waitFor(() => expect(lastAnswer(sender).content).toBe('很'));
    const late = openTab(bus);
    await vi.waitFor(() => expect(lastAnswer(late)?.content).toBe('很'));
    expect(late.store.get(generatingAtom)).toBe(true);
    sender.stream.push(sse({ type: 'RESULT', status: 'SUCCEEDED' }));
    sender.stream.close();
    await sent;
    await vi.waitFor(() => expect(late.store.get(messagesAtom)).toEqual(sender.store.get(messagesAtom)));
  });

  it('leaves a tab showing another conversation alone', async () => {
    const bus = createTabBus();
    const sender = openTab(bus);
    const elsewhere = openTab(bus, { conversationId: 'c2' });
    const sent = sender.store.set(sendMessageAtom, { content: '问' });
    sender.stream.push(sse({ type: 'TEXT', content: '答' }) + sse({ type: 'RESULT', status: 'SUCCEEDED' }));
    sender.stream.close();
    await sent;
    await settle();
    expect(elsewhere.store.get(messagesAtom)).toEqual([]);
    expect(elsewhere.store.get(generatingAtom)).toBe(false);
  });

  it('takes a chat that shows no conversation to it, but not a launcher that has chosen none yet', async () => {
    const bus = createTabBus();
    const sender = openTab(bus);
    const empty = openTab(bus, { conversationId: null });
    const unopened = openTab(bus, { conversationId: null, chosen: false });
    const sent = sender.store.set(sendMessageAtom, { content: '第一句' });
    sender.stream.push(sse({ type: 'TEXT', content: '回答' }));
    await vi.waitFor(() => expect(lastAnswer(empty)?.content).toBe('回答'));
    expect(empty.store.get(currentConversationIdAtom)).toBe('c1');
    expect(empty.store.get(generatingAtom)).toBe(true);
    sender.stream.push(sse({ type: 'RESULT', status: 'SUCCEEDED' }));
    sender.stream.close();
    await sent;
    await vi.waitFor(() => expect(empty.store.get(messagesAtom)).toEqual(sender.store.get(messagesAtom)));
    expect(unopened.store.get(currentConversationIdAtom)).toBeNull();
    expect(unopened.server.calls).toEqual([]);
  });

  it('stays in a tab whose records of the conversation were on their way when it came, whole or streaming', async () => {
    for (const finishedFirst of [true, false]) {
      const bus = createTabBus();
      const sender = openTab(bus);
      let answerRecords!: (response: Response) => void;
      // A snapshot taken before the server stored the question: it holds nothing.
      const heldRecords = () => new Promise<Response>((resolve) => (answerRecords = resolve));
      const watcher = openTab(bus, { conversationId: null, heldRecords });
      const sent = sender.store.set(sendMessageAtom, { content: '三个标签页' });
      // The question went out whole and took the watcher to its conversation, whose records it asked for.
      await vi.waitFor(() => expect(watcher.store.get(currentConversationIdAtom)).toBe('c1'));
      sender.stream.push(sse({ type: 'TEXT', content: '回答' }));
      await vi.waitFor(() => expect(lastAnswer(watcher)?.content).toBe('回答'));
      if (finishedFirst) {
        sender.stream.push(sse({ type: 'RESULT', status: 'SUCCEEDED' }));
        sender.stream.close();
        await sent;
        await vi.waitFor(() => expect(watcher.store.get(generatingAtom)).toBe(false));
      }
      answerRecords(ok({ data_list: [], total_pages: 1 }));
      await settle();
      expect(watcher.store.get(messagesAtom).map((message) => message.content)).toEqual([
        '三个标签页',
        '回答',
      ]);
      if (!finishedFirst) {
        sender.stream.push(
          sse({ type: 'TEXT', content: '完' }) + sse({ type: 'RESULT', status: 'SUCCEEDED' }),
        );
        sender.stream.close();
        await sent;
      }
      await vi.waitFor(() => expect(watcher.store.get(messagesAtom)).toEqual(sender.store.get(messagesAtom)));
    }
  });

  it('is caught up whole by a tab that opens its conversation while it streams', async () => {
    const bus = createTabBus();
    const sender = openTab(bus);
    const joiner = openTab(bus, { conversationId: 'c2' });
    const sent = sender.store.set(sendMessageAtom, { content: '问' });
    sender.stream.push(sse({ type: 'TEXT', content: '已经说了' }));
    await vi.waitFor(() => expect(lastAnswer(sender).content).toBe('已经说了'));
    await joiner.store.set(selectConversationAtom, 'c1');
    await vi.waitFor(() => expect(lastAnswer(joiner)?.content).toBe('已经说了'));
    expect(joiner.store.get(generatingAtom)).toBe(true);
    sender.stream.push(
      sse({ type: 'TEXT', content: '，还有' }) + sse({ type: 'RESULT', status: 'SUCCEEDED' }),
    );
    sender.stream.close();
    await sent;
    await vi.waitFor(() => expect(joiner.store.get(generatingAtom)).toBe(false));
    expect(joiner.store.get(messagesAtom)).toEqual(sender.store.get(messagesAtom));
  });

  it('is stopped by the stop of another tab; both end it as stopped', async () => {
    const bus = createTabBus();
    const sender = openTab(bus);
    const watcher = openTab(bus);
    const sent = sender.store.set(sendMessageAtom, { content: '问' });
    sender.stream.push(sse({ type: 'TEXT', content: '一半' }));
    await vi.waitFor(() => expect(lastAnswer(watcher).content).toBe('一半'));
    watcher.store.set(stopAnswerAtom);
    await sent;
    expect(lastAnswer(sender)).toMatchObject({ finishReason: 'abort', isStreaming: false, content: '一半' });
    await vi.waitFor(() => expect(watcher.store.get(generatingAtom)).toBe(false));
    expect(lastAnswer(watcher)).toEqual(lastAnswer(sender));
  });

  it('ends as interrupted when its tab says goodbye, then takes the server’s record once', async () => {
    const bus = createTabBus();
    const clock = createManualClock(1_000);
    const record = {
      id: 'r1',
      user_content: '问',
      response: '一半，服务器还多记了一些',
      record_status: 'FAILED',
      finish_reason: 'abort',
      response_ext: { message: '用户已停止生成' },
      create_time: '2026-01-01T00:00:00Z',
    };
    const sender = openTab(bus);
    const watcher = openTab(bus, { clock, records: [record] });
    void sender.store.set(sendMessageAtom, { content: '问' });
    sender.stream.push(
      sse({ type: 'CHAT_RECORD', record_id: 'r1' }) + sse({ type: 'TEXT', content: '一半' }),
    );
    await vi.waitFor(() => expect(lastAnswer(watcher).content).toBe('一半'));
    bus.members[0]?.leave();
    await vi.waitFor(() => expect(watcher.store.get(generatingAtom)).toBe(false));
    expect(lastAnswer(watcher)).toMatchObject({
      content: '一半',
      isStreaming: false,
      success: false,
      errorMessage: texts.streamInterrupted,
    });
    const reads = () => watcher.server.calls.filter((call) => call.path.endsWith('chat/records')).length;
    expect(reads()).toBe(0);
    clock.advance(GONE_RELOAD_DELAY_MS);
    await vi.waitFor(() => expect(lastAnswer(watcher).content).toBe('一半，服务器还多记了一些'));
    expect(lastAnswer(watcher).errorMessage).toBe('用户已停止生成');
    // Once: the first read finds the record, the second loads it.
    expect(reads()).toBe(2);
  });

  it('is given up after the liveness time-out when its tab stops saying it is alive', async () => {
    const bus = createTabBus();
    const senderClock = createManualClock(1_000);
    const watcherClock = createManualClock(1_000);
    const sender = openTab(bus, { clock: senderClock });
    const watcher = openTab(bus, { clock: watcherClock });
    void sender.store.set(sendMessageAtom, { content: '问' });
    await vi.waitFor(() => expect(watcher.store.get(generatingAtom)).toBe(true));
    // A slow tool: no event for 15 s, but the heartbeat keeps the answer followed.
    for (let waited = 0; waited < 15_000; waited += HEARTBEAT_MS) {
      senderClock.advance(HEARTBEAT_MS);
      await settle();
      watcherClock.advance(HEARTBEAT_MS);
    }
    expect(watcher.store.get(generatingAtom)).toBe(true);
    // Now the streaming tab hangs: nothing more comes.
    watcherClock.advance(LIVENESS_TIMEOUT_MS);
    expect(watcher.store.get(generatingAtom)).toBe(false);
    expect(lastAnswer(watcher).errorMessage).toBe(texts.streamInterrupted);
  });
});

describe('conversation changes in one tab', () => {
  it('reach the other tab: a rename, a deletion of the one it shows, a read', async () => {
    const bus = createTabBus();
    const actor = openTab(bus);
    const other = openTab(bus, { conversationId: 'c2' });
    await actor.store.set(renameConversationAtom, { conversationId: 'c1', title: '新名字' });
    await vi.waitFor(() => expect(other.store.get(conversationsAtom)[0]?.title).toBe('新名字'));
    await actor.store.set(deleteConversationAtom, 'c2');
    await vi.waitFor(() => expect(other.store.get(conversationsAtom).map((item) => item.id)).toEqual(['c1']));
    await vi.waitFor(() => expect(other.store.get(currentConversationIdAtom)).toBe('c1'));
    await actor.store.set(markCurrentConversationReadAtom);
    await vi.waitFor(() => expect(other.store.get(conversationsAtom)[0]?.unreadCount).toBe(0));
    expect(other.store.get(agentUnreadCountAtom)).toBe(3);
  });
});

describe('the channel of a chat', () => {
  it('is shared by tabs of the same agent, workspace, base URL and visitor, and named without a credential', () => {
    const name = tabChannelName(connectionKey(CONFIG));
    expect(tabChannelName(connectionKey({ ...CONFIG }))).toBe(name);
    expect(name).not.toContain('secret');
    expect(name).not.toContain('agent-1');
    for (const other of [
      { accessKey: 'another-key' },
      { agentId: 'agent-2' },
      { workspaceId: 'ws-2' },
      { baseUrl: 'https://other.example' },
      { userId: 'u2' },
      { bizKey: 'shop' },
      { accessKey: undefined, token: 'visitor-token' },
    ])
      expect(tabChannelName(connectionKey({ ...CONFIG, ...other }))).not.toBe(name);
  });

  it('never carries a credential in a message', async () => {
    const bus = createTabBus();
    const sender = openTab(bus);
    openTab(bus);
    expect(bus.members.map((member) => member.name)).toEqual([
      tabChannelName(connectionKey(CONFIG)),
      tabChannelName(connectionKey(CONFIG)),
    ]);
    const sent = sender.store.set(sendMessageAtom, { content: '问' });
    sender.stream.push(sse({ type: 'TEXT', content: '答' }) + sse({ type: 'RESULT', status: 'SUCCEEDED' }));
    sender.stream.close();
    await sent;
    await sender.store.set(renameConversationAtom, { conversationId: 'c1', title: '名' });
    expect(bus.posted.length).toBeGreaterThan(2);
    expect(JSON.stringify(bus.posted)).not.toContain('secret-access-key');
  });

  it('closes when the chat disconnects: nothing more comes in or goes out', async () => {
    const bus = createTabBus();
    const first = openTab(bus);
    openTab(bus);
    first.close();
    expect(bus.members).toHaveLength(1);
  });
});
