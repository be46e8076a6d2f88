import { describe, expect, it } from 'vitest';
import type { AssistantMessage } from '../../src/model/message';
import { newConversationAtom, selectConversationAtom } from '../../src/state/actions/conversations';
import { loadHistoryAtom } from '../../src/state/actions/load-history';
import { sendMessageAtom } from '../../src/state/actions/send-message';
import { stopGenerationAtom } from '../../src/state/actions/stop-generation';
import {
  configAtom,
  conversationsAtom,
  createChatStore,
  currentConversationIdAtom,
  draftAtom,
  EMPTY_CHAT_CONFIG,
  generatingAtom,
  messagesAtom,
} from '../../src/state/chat-store';
import type { ChatErrorReport } from '../../src/state/error-report';
import { createFakeFetch, ok } from '../helpers/fake-server';
import { createControlledStream, flush, sse } from '../helpers/stream-response';

function setup(
  chat: () => Response | Promise<Response>,
  overrides = {},
  records: () => Response | Promise<Response> = () => ok({ data_list: [], total_pages: 1 }),
) {
  const errors: ChatErrorReport[] = [];
  const server = createFakeFetch({
    'chat/conversation/create': () => ok({ conversation_id: 'c-new' }),
    'chat/conversation/list': () => ok({ data_list: [] }),
    'chat/records': records,
    chat_messages: chat,
  });
  const store = createChatStore({ fetch: server.fetch, reportError: (report) => errors.push(report) });
  store.set(configAtom, {
    ...EMPTY_CHAT_CONFIG,
    agentId: 'agent-1',
    workspaceId: 'ws',
    accessKey: 'key',
    ...overrides,
  });
  return { store, server, errors };
}

const lastAnswer = (messages: unknown[]) => messages.at(-1) as AssistantMessage;

describe('sending a message', () => {
  it('creates a conversation when there is none, then streams the answer to the end', async () => {
    const { store, server } = setup(
      () =>
        new Response(sse({ type: 'TEXT', content: '你好' }) + sse({ type: 'RESULT', status: 'SUCCEEDED' })),
    );
    store.set(draftAtom, '问候');
    expect(await store.set(sendMessageAtom, { content: '问候' })).toBe(true);
    expect(store.get(currentConversationIdAtom)).toBe('c-new');
    const messages = store.get(messagesAtom);
    expect(messages.map((message) => message.role)).toEqual(['USER', 'ASSISTANT']);
    expect(lastAnswer(messages)).toMatchObject({ content: '你好', isStreaming: false, success: true });
    expect(store.get(generatingAtom)).toBe(false);
    expect(store.get(draftAtom)).toBe('');
    const chatCall = server.calls.find((call) => call.path.endsWith('chat_messages'));
    expect(chatCall?.body).toMatchObject({
      content: '问候',
      conversation_id: 'c-new',
      robot_id: 'agent-1',
      response_mode: 'streaming',
      inputs: { userMessage: '问候' },
    });
  });

  it("titles the first conversation '新会话'", async () => {
    const { store, server } = setup(() => new Response(sse({ type: 'RESULT', status: 'SUCCEEDED' })));
    await store.set(sendMessageAtom, { content: 'x' });
    const create = server.calls.find((call) => call.path.endsWith('chat/conversation/create'));
    expect(create?.body).toMatchObject({ title: '新会话', robot_id: 'agent-1', run_type: 'CHAT_CLIENT' });
  });

  it('refuses a second message while one is in flight and reports why', async () => {
    const stream = createControlledStream();
    const { store, errors } = setup(() => stream.response);
    const first = store.set(sendMessageAtom, { content: '一' });
    await flush();
    expect(store.get(generatingAtom)).toBe(true);
    expect(await store.set(sendMessageAtom, { content: '二' })).toBe(false);
    expect(errors.at(-1)).toMatchObject({ module: 'message', message: '上一条消息尚未完成，请稍后再试' });
    stream.push(sse({ type: 'RESULT', status: 'SUCCEEDED' }));
    await first;
    expect(store.get(messagesAtom).filter((message) => message.role === 'USER')).toHaveLength(1);
  });

  it('stops on request: keeps the text, sets finishReason abort and ends generation', async () => {
    const stream = createControlledStream();
    const { store } = setup(() => stream.response);
    const sending = store.set(sendMessageAtom, { content: '写长文' });
    for (let i = 0; i < 5; i += 1) await flush();
    stream.push(sse({ type: 'TEXT', content: '第一段' }));
    for (let i = 0; i < 5; i += 1) await flush();
    store.set(stopGenerationAtom);
    await sending;
    expect(lastAnswer(store.get(messagesAtom))).toMatchObject({
      content: '第一段',
      finishReason: 'abort',
      isStreaming: false,
    });
    expect(store.get(generatingAtom)).toBe(false);
  });

  it('shows the server message for an HTTP error and gives the visitor their words back', async () => {
    const { store, errors } = setup(
      () => new Response(JSON.stringify({ code: 500, message: '服务器内部错误' }), { status: 500 }),
    );
    store.set(draftAtom, '我的问题');
    await store.set(sendMessageAtom, { content: '我的问题' });
    expect(lastAnswer(store.get(messagesAtom))).toMatchObject({
      success: false,
      errorMessage: '服务器内部错误',
    });
    expect(store.get(draftAtom)).toBe('我的问题');
    expect(errors.at(-1)).toMatchObject({ module: 'message', message: '服务器内部错误', status: 500 });
    expect(errors.at(-1)?.assistantMessageId).toMatch(/^ASSISTANT-/);
    expect(errors.at(-1)?.userMessageId).toMatch(/^USER-/);
  });

  it("marks the answer failed with '回答超时，请重试' when the first event is late", async () => {
    const stream = createControlledStream();
    const { store } = setup(
      async () => {
        return stream.response;
      },
      { firstEventTimeoutMs: 30 },
    );
    await store.set(sendMessageAtom, { content: '等等' });
    expect(lastAnswer(store.get(messagesAtom))).toMatchObject({
      success: false,
      errorMessage: '回答超时，请重试',
    });
    expect(store.get(generatingAtom)).toBe(false);
  });

  it('keeps what was shown when the connection breaks mid-answer', async () => {
    const stream = createControlledStream();
    const { store } = setup(() => stream.response);
    const sending = store.set(sendMessageAtom, { content: '问' });
    for (let i = 0; i < 5; i += 1) await flush();
    stream.push(sse({ type: 'TEXT', content: '已经显示的部分' }));
    for (let i = 0; i < 5; i += 1) await flush();
    stream.fail();
    await sending;
    expect(lastAnswer(store.get(messagesAtom))).toMatchObject({
      content: '已经显示的部分',
      success: false,
      errorMessage: '回答中断，请重试',
    });
  });

  describe('while the conversation opens', () => {
    const answer = () =>
      new Response(sse({ type: 'TEXT', content: '新回答' }) + sse({ type: 'RESULT', status: 'SUCCEEDED' }));
    const oldRecord = { id: 'r1', user_content: '旧问题', response: '旧回答', record_status: 'SUCCEEDED' };
    /** Each records request waits until the test answers it. */
    function heldRecords() {
      const waiting: ((response: Response) => void)[] = [];
      const records = () => new Promise<Response>((resolve) => waiting.push(resolve));
      return {
        records,
        answer: (data: unknown[]) => waiting.shift()?.(ok({ data_list: data, total_pages: 1 })),
      };
    }
    /** The old records first, then the question sent while they came and its answer. */
    const OLD_THEN_NEW = ['旧问题', '旧回答', '新问题', '新回答'];
    const contents = (store: ReturnType<typeof setup>['store']) =>
      store.get(messagesAtom).map((message) => message.content);
    const chatCalls = (server: ReturnType<typeof setup>['server']) =>
      server.calls.filter((call) => call.path.endsWith('chat_messages'));

    it('sends a question after the records arrive, below them: they no longer replace it', async () => {
      const held = heldRecords();
      const { store, server } = setup(answer, {}, held.records);
      const opening = store.set(selectConversationAtom, 'c-old');
      store.set(draftAtom, '新问题');
      const sent = store.set(sendMessageAtom, { content: '新问题' });
      await flush();
      expect(chatCalls(server)).toEqual([]);
      expect(store.get(generatingAtom)).toBe(true);
      held.answer([oldRecord]);
      await opening;
      expect(await sent).toBe(true);
      expect(contents(store)).toEqual(OLD_THEN_NEW);
      expect(chatCalls(server)[0]?.body).toMatchObject({ conversation_id: 'c-old', content: '新问题' });
    });

    it('waits for a reload of the newest records too, as a push or a sync starts one', async () => {
      const held = heldRecords();
      const { store, server } = setup(answer, {}, held.records);
      const opening = store.set(selectConversationAtom, 'c-old');
      await flush();
      held.answer([]);
      await opening;
      const reload = store.set(loadHistoryAtom, { older: false });
      const sent = store.set(sendMessageAtom, { content: '新问题' });
      await flush();
      expect(chatCalls(server)).toEqual([]);
      held.answer([oldRecord]);
      await reload;
      expect(await sent).toBe(true);
      expect(contents(store)).toEqual(OLD_THEN_NEW);
    });

    it('sends a question asked while a new conversation is being created to that one, not the one shown', async () => {
      const held = heldRecords();
      const { store, server } = setup(answer, {}, held.records);
      const opening = store.set(selectConversationAtom, 'c-old');
      await flush();
      held.answer([oldRecord]);
      await opening;
      // 新建会话 pressed; the server has not answered when the visitor presses Enter.
      const creating = store.set(newConversationAtom);
      const sent = store.set(sendMessageAtom, { content: '新问题' });
      await creating;
      expect(await sent).toBe(true);
      expect(chatCalls(server)[0]?.body).toMatchObject({ conversation_id: 'c-new', content: '新问题' });
      expect(contents(store)).toEqual(['新问题', '新回答']);
    });

    it('sends nothing when another conversation is opened before the records arrive', async () => {
      const held = heldRecords();
      const { store, server } = setup(answer, {}, held.records);
      void store.set(selectConversationAtom, 'c-old');
      const sent = store.set(sendMessageAtom, { content: '新问题' });
      await flush();
      const other = store.set(selectConversationAtom, 'c-other');
      await flush();
      held.answer([oldRecord]);
      held.answer([]);
      await other;
      expect(await sent).toBe(false);
      expect(chatCalls(server)).toEqual([]);
      expect(store.get(messagesAtom)).toEqual([]);
      expect(store.get(generatingAtom)).toBe(false);
    });
  });

  it('keeps two stores fully independent', async () => {
    const first = setup(() => new Response(sse({ type: 'TEXT', content: 'A' })));
    const second = setup(() => new Response(sse({ type: 'TEXT', content: 'B' })));
    await Promise.all([
      first.store.set(sendMessageAtom, { content: '1' }),
      second.store.set(sendMessageAtom, { content: '2' }),
    ]);
    expect(lastAnswer(first.store.get(messagesAtom)).content).toBe('A');
    expect(lastAnswer(second.store.get(messagesAtom)).content).toBe('B');
    expect(first.store.get(conversationsAtom)).not.toBe(second.store.get(conversationsAtom));
  });
});
