import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../src/model/message';
import {
  ensureConversationAtom,
  newConversationAtom,
  refreshConversationsAtom,
  selectConversationAtom,
} from '../../src/state/actions/conversations';
import {
  deleteConversationAtom,
  generateTitleAtom,
  renameConversationAtom,
} from '../../src/state/actions/manage-conversations';
import { activeStreamAtom } from '../../src/state/actions/stop-generation';
import {
  configAtom,
  conversationsAtom,
  createChatStore,
  currentConversationIdAtom,
  currentSessionIdAtom,
  EMPTY_CHAT_CONFIG,
  focusRequestAtom,
  historyStatusAtom,
  messagesAtom,
  toastAtom,
  welcomeShownAtom,
} from '../../src/state/chat-store';
import type { ChatErrorReport } from '../../src/state/error-report';
import { conversationTaskCountAtom } from '../../src/state/panels';
import { tabChannelAtom } from '../../src/state/tabs/tab-state';
import { createFakeFetch, json, ok } from '../helpers/fake-server';

function setup(list: { conversation_id: string; title: string }[], mode: 'open' | 'inner' = 'open') {
  let conversations = [...list];
  const server = createFakeFetch({
    'chat/conversation/list': () => ok({ data_list: conversations }),
    'chat/conversation/create': (body) => {
      const created = {
        conversation_id: `c${conversations.length + 1}`,
        title: (body as { title: string }).title,
      };
      conversations = [created, ...conversations];
      return ok({ conversation_id: created.conversation_id });
    },
    'chat/conversation': (_body, url) => {
      const id = url.searchParams.get('conversation_id');
      if (id) conversations = conversations.filter((item) => item.conversation_id !== id);
      return ok(null);
    },
    'chat/records': () => ok([]),
    'chat/session/current': () => ok('s1'),
    'chat/get_title': () => ok({ title: '生成的标题' }),
  });
  const store = createChatStore({ fetch: server.fetch });
  const credentials = mode === 'open' ? { accessKey: 'k' } : { token: 't' };
  store.set(configAtom, {
    ...EMPTY_CHAT_CONFIG,
    agentId: 'a',
    workspaceId: 'w',
    ...credentials,
    conversationPageSize: 25,
  });
  return { store, server };
}

describe('conversation rules', () => {
  it('lists with POST in Open mode and GET in inner mode, with the run types and page size', async () => {
    const open = setup([]);
    await open.store.set(refreshConversationsAtom);
    const openCall = open.server.calls.find((call) => call.path.endsWith('chat/conversation/list'));
    expect(openCall?.body).toEqual({
      robot_id: 'a',
      run_type: 'CHATBOT,CLIENT_SMART_TOOLS,CHAT_CLIENT',
      pageNo: 1,
      pageSize: 25,
    });
    const inner = setup([], 'inner');
    await inner.store.set(refreshConversationsAtom);
    const innerCall = inner.server.calls.find((call) => call.path.endsWith('chat/conversation/list'));
    expect(innerCall?.body).toBeUndefined();
    expect(innerCall?.path).toBe('/v1/chat/conversation/list');
  });

  it("titles a new conversation '新会话' plus the count of existing ones and selects it", async () => {
    const { store, server } = setup([
      { conversation_id: 'x', title: 'x' },
      { conversation_id: 'y', title: 'y' },
    ]);
    await store.set(refreshConversationsAtom);
    const id = await store.set(newConversationAtom);
    expect(server.calls.find((call) => call.path.endsWith('create'))?.body).toMatchObject({
      title: '新会话2',
    });
    expect(store.get(currentConversationIdAtom)).toBe(id);
    expect(store.get(conversationsAtom)[0]?.id).toBe(id);
  });

  it('opens a conversation it just made without asking for its records, its session and the list asked side by side', async () => {
    const { store, server } = setup([{ conversation_id: 'x', title: 'x' }]);
    let answerSession!: () => void;
    server.calls.length = 0;
    const handlers = server.fetch;
    // The session answers only once the list was asked: the two go out together, not one after the other.
    const held: typeof fetch = async (input, init) => {
      if (String(input).includes('chat/session/current')) {
        await new Promise<void>((resolve) => {
          answerSession = resolve;
        });
      }
      return handlers(input, init);
    };
    const heldStore = createChatStore({ fetch: held });
    heldStore.set(configAtom, store.get(configAtom));
    const created = heldStore.set(newConversationAtom);
    await vi.waitFor(() => expect(answerSession).toBeTypeOf('function'));
    await vi.waitFor(() =>
      expect(server.calls.some((call) => call.path.endsWith('chat/conversation/list'))).toBe(true),
    );
    answerSession();
    const id = await created;
    expect(server.calls.filter((call) => call.path.endsWith('chat/records'))).toEqual([]);
    expect(heldStore.get(historyStatusAtom)).toBe('ready');
    expect(heldStore.get(messagesAtom)).toEqual([]);
    expect(heldStore.get(currentSessionIdAtom)).toBe('s1');
    expect(heldStore.get(conversationsAtom)[0]?.id).toBe(id);
  });

  it('counts no tasks and asks no other tab for its answer in a conversation it just made, and does both for one it opens', async () => {
    const { store, server } = setup([{ conversation_id: 'x', title: 'x' }]);
    const posted: Record<string, unknown>[] = [];
    store.set(tabChannelAtom, { post: (message) => posted.push(message as Record<string, unknown>) });
    // The conversation left behind had tasks: the new one must not show its count.
    store.set(conversationTaskCountAtom, 3);
    server.calls.length = 0;
    await store.set(newConversationAtom);
    expect(server.calls.filter((call) => call.path.endsWith('task_count'))).toEqual([]);
    expect(store.get(conversationTaskCountAtom)).toBe(0);
    expect(posted.filter((message) => message.t === 'sync')).toEqual([]);
    await store.set(selectConversationAtom, 'x');
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.path.endsWith('task_count')).length).toBe(1),
    );
    expect(posted.filter((message) => message.t === 'sync')).toEqual([expect.objectContaining({ c: 'x' })]);
  });

  it('shows the welcome screen from the press of 新建会话, and the conversation before again if the server refuses', async () => {
    const { store, server } = setup([{ conversation_id: 'x', title: 'x' }]);
    const shown: ChatMessage[] = [{ role: 'USER', id: 'q1', content: '之前的问题', createTime: 0 }];
    let answer: ((response: Response) => void) | undefined;
    const reply = async (response: Response) => {
      await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
      answer?.(response);
      answer = undefined;
    };
    const held: typeof fetch = (input, init) =>
      String(input).includes('chat/conversation/create')
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : server.fetch(input, init);
    const heldStore = createChatStore({ fetch: held });
    heldStore.set(configAtom, store.get(configAtom));
    heldStore.set(currentConversationIdAtom, 'x');
    heldStore.set(historyStatusAtom, 'ready');
    heldStore.set(messagesAtom, shown);
    expect(heldStore.get(welcomeShownAtom)).toBe(false);
    // Pressed: the new conversation shows at once, while the server has not answered.
    const refused = heldStore.set(newConversationAtom);
    expect(heldStore.get(welcomeShownAtom)).toBe(true);
    await reply(new Response(JSON.stringify({ code: 500, message: '创建失败' }), { status: 200 }));
    await expect(refused).rejects.toThrow();
    expect(heldStore.get(welcomeShownAtom)).toBe(false);
    expect(heldStore.get(currentConversationIdAtom)).toBe('x');
    expect(heldStore.get(messagesAtom)).toEqual(shown);
    // Accepted: it stays shown, now as the conversation made.
    const created = heldStore.set(newConversationAtom);
    expect(heldStore.get(welcomeShownAtom)).toBe(true);
    await reply(
      await server.fetch('/v1/chat/conversation/create', { method: 'POST', body: '{"title":"新会话"}' }),
    );
    const id = await created;
    expect(heldStore.get(currentConversationIdAtom)).toBe(id);
    expect(heldStore.get(welcomeShownAtom)).toBe(true);
  });

  it('tells the visitor in a toast when the server refuses 新建会话, a rename or a delete, and the host page in chat-error', async () => {
    const refusal = () => json({ code: 40001, message: '会话服务维护中' });
    const server = createFakeFetch({
      'chat/conversation/list': () => ok({ data_list: [{ conversation_id: 'x', title: '原标题' }] }),
      'chat/conversation/create': refusal,
      'chat/conversation': refusal,
    });
    const reports: ChatErrorReport[] = [];
    const store = createChatStore({ fetch: server.fetch, reportError: (report) => reports.push(report) });
    store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
    await store.set(refreshConversationsAtom);
    const toasts: (string | undefined)[] = [];
    store.sub(toastAtom, () => toasts.push(store.get(toastAtom)?.text));
    await expect(store.set(newConversationAtom)).rejects.toThrow();
    expect(await store.set(renameConversationAtom, { conversationId: 'x', title: '新标题' })).toBe(false);
    expect(store.get(conversationsAtom)[0]?.title).toBe('原标题');
    expect(await store.set(deleteConversationAtom, 'x')).toBe(false);
    expect(toasts).toEqual(['会话服务维护中', '会话服务维护中', '会话服务维护中']);
    expect(reports.map((report) => [report.module, report.message])).toEqual(
      Array(3).fill(['conversation', '会话服务维护中']),
    );
  });

  it('stops a running answer and asks the input to take focus when a new conversation starts', async () => {
    const { store } = setup([]);
    const controller = new AbortController();
    store.set(activeStreamAtom, controller);
    const focusBefore = store.get(focusRequestAtom);
    await store.set(newConversationAtom);
    expect(controller.signal.aborted).toBe(true);
    expect(store.get(focusRequestAtom)).toBe(focusBefore + 1);
  });

  it('uses the first conversation when none is current, and creates one when the list is empty', async () => {
    const listed = setup([{ conversation_id: 'first', title: '1' }]);
    await listed.store.set(refreshConversationsAtom);
    expect(await listed.store.set(ensureConversationAtom)).toBe('first');
    const empty = setup([]);
    await empty.store.set(refreshConversationsAtom);
    expect(await empty.store.set(ensureConversationAtom)).toBe('c1');
  });

  it('never saves an empty title', async () => {
    const { store, server } = setup([{ conversation_id: 'a1', title: '原标题' }]);
    await store.set(refreshConversationsAtom);
    expect(await store.set(renameConversationAtom, { conversationId: 'a1', title: '   ' })).toBe(false);
    expect(server.calls.some((call) => call.path.endsWith('chat/conversation') && call.body)).toBe(false);
    expect(await store.set(renameConversationAtom, { conversationId: 'a1', title: ' 新标题 ' })).toBe(true);
    expect(store.get(conversationsAtom)[0]?.title).toBe('新标题');
  });

  it('keeps a rename when a list read that began before it lands after it, and reads the list again', async () => {
    let title = '新的对话';
    let hold: Promise<void> | null = null;
    const server = createFakeFetch({
      'chat/conversation/list': async () => {
        // The answer is the list as it was when the read reached the server.
        const answer = ok({ data_list: [{ conversation_id: 'a1', title }] });
        await hold;
        return answer;
      },
      'chat/conversation': (body) => {
        title = (body as { title: string }).title;
        return ok(null);
      },
    });
    const store = createChatStore({ fetch: server.fetch });
    store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
    await store.set(refreshConversationsAtom);
    let release!: () => void;
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const staleRead = store.set(refreshConversationsAtom);
    await Promise.resolve();
    expect(await store.set(renameConversationAtom, { conversationId: 'a1', title: '新的名字' })).toBe(true);
    hold = null;
    release();
    await staleRead;
    expect(store.get(conversationsAtom)[0]?.title).toBe('新的名字');
    // The dropped read is made again, after the rename: it has the server's title.
    await vi.waitFor(() =>
      expect(server.calls.filter((call) => call.path.endsWith('chat/conversation/list'))).toHaveLength(3),
    );
    await store.set(refreshConversationsAtom);
    expect(store.get(conversationsAtom)[0]?.title).toBe('新的名字');
  });

  it('selects the first remaining conversation after deleting the current one, or none', async () => {
    const { store } = setup([
      { conversation_id: 'a1', title: '1' },
      { conversation_id: 'a2', title: '2' },
    ]);
    await store.set(refreshConversationsAtom);
    await store.set(selectConversationAtom, 'a1');
    await store.set(deleteConversationAtom, 'a1');
    expect(store.get(currentConversationIdAtom)).toBe('a2');
    await store.set(deleteConversationAtom, 'a2');
    expect(store.get(currentConversationIdAtom)).toBeNull();
  });

  it('generates a title only while the list has 3 or fewer messages', async () => {
    const { store, server } = setup([{ conversation_id: 'a1', title: '新会话' }]);
    await store.set(refreshConversationsAtom);
    const message = (id: string): ChatMessage => ({ role: 'USER', id, content: id, createTime: 0 });
    store.set(messagesAtom, [message('1'), message('2')]);
    await store.set(generateTitleAtom, { conversationId: 'a1', question: 'q', answer: 'a' });
    expect(store.get(conversationsAtom)[0]?.title).toBe('生成的标题');
    store.set(messagesAtom, [message('1'), message('2'), message('3'), message('4')]);
    await store.set(generateTitleAtom, { conversationId: 'a1', question: 'q', answer: 'a' });
    expect(server.calls.filter((call) => call.path.endsWith('get_title'))).toHaveLength(1);
  });
});
