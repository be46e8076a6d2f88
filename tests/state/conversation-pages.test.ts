import { describe, expect, it } from 'vitest';
import {
  loadMoreConversationsAtom,
  newConversationAtom,
  refreshConversationsAtom,
} from '../../src/state/actions/conversations';
import {
  configAtom,
  conversationsAtom,
  createChatStore,
  EMPTY_CHAT_CONFIG,
} from '../../src/state/chat-store';
import { conversationPagingAtom, resetConversationListAtom } from '../../src/state/conversation-paging';
import { createFakeFetch, ok } from '../helpers/fake-server';

/** A server that pages `count` conversations c1 (newest) … cN for real, like the reference server. */
function setup(count: number, options: { totalPages?: boolean; pageSize?: number } = {}) {
  let conversations = Array.from({ length: count }, (_, index) => ({
    conversation_id: `c${index + 1}`,
    title: `会话${index + 1}`,
  }));
  let hold: Promise<void> | null = null;
  const server = createFakeFetch({
    'chat/conversation/list': async (body) => {
      if (hold) await hold;
      const { pageNo, pageSize } = body as { pageNo: number; pageSize: number };
      const data_list = conversations.slice((pageNo - 1) * pageSize, pageNo * pageSize);
      const total_pages = Math.max(1, Math.ceil(conversations.length / pageSize));
      return ok(
        options.totalPages === false ? { data_list } : { data_list, total_pages, total_count: count },
      );
    },
    'chat/conversation/create': (body) => {
      const created = {
        conversation_id: `new${conversations.length}`,
        title: (body as { title: string }).title,
      };
      conversations = [created, ...conversations];
      return ok({ conversation_id: created.conversation_id });
    },
    'chat/records': () => ok([]),
    'chat/session/current': () => ok('s1'),
  });
  const store = createChatStore({ fetch: server.fetch });
  store.set(configAtom, {
    ...EMPTY_CHAT_CONFIG,
    agentId: 'a',
    workspaceId: 'w',
    accessKey: 'k',
    conversationPageSize: options.pageSize ?? 3,
  });
  const ids = () => store.get(conversationsAtom).map((item) => item.id);
  const listCalls = () => server.calls.filter((call) => call.path.endsWith('chat/conversation/list'));
  const holdLists = () => {
    let release!: () => void;
    hold = new Promise((resolve) => {
      release = resolve;
    });
    return () => {
      hold = null;
      release();
    };
  };
  return { store, ids, listCalls, holdLists };
}

describe('conversation pages', () => {
  it('appends the next page with pageNo and stops at total_pages', async () => {
    const { store, ids, listCalls } = setup(7);
    await store.set(refreshConversationsAtom);
    expect(ids()).toEqual(['c1', 'c2', 'c3']);
    expect(store.get(conversationPagingAtom)).toMatchObject({ pages: 1, hasMore: true });
    await store.set(loadMoreConversationsAtom);
    await store.set(loadMoreConversationsAtom);
    expect(ids()).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
    expect(listCalls().map((call) => (call.body as { pageNo: number }).pageNo)).toEqual([1, 2, 3]);
    expect(store.get(conversationPagingAtom)).toMatchObject({ pages: 3, hasMore: false });
    await store.set(loadMoreConversationsAtom);
    expect(listCalls()).toHaveLength(3);
  });

  it('stops at a short page when the server gives no total_pages, and at a full one it already had', async () => {
    const short = setup(4, { totalPages: false });
    await short.store.set(refreshConversationsAtom);
    await short.store.set(loadMoreConversationsAtom);
    expect(short.store.get(conversationPagingAtom).hasMore).toBe(false);
    // Exactly full pages: the empty page after them ends the list.
    const full = setup(6, { totalPages: false });
    await full.store.set(refreshConversationsAtom);
    await full.store.set(loadMoreConversationsAtom);
    expect(full.store.get(conversationPagingAtom).hasMore).toBe(true);
    await full.store.set(loadMoreConversationsAtom);
    expect(full.store.get(conversationPagingAtom).hasMore).toBe(false);
    expect(full.ids()).toHaveLength(6);
  });

  it('shows loadingMore while a page loads and asks once however often the end is reached', async () => {
    const { store, listCalls, holdLists } = setup(7);
    await store.set(refreshConversationsAtom);
    const release = holdLists();
    const first = store.set(loadMoreConversationsAtom);
    const second = store.set(loadMoreConversationsAtom);
    expect(store.get(conversationPagingAtom).loadingMore).toBe(true);
    release();
    await Promise.all([first, second]);
    expect(store.get(conversationPagingAtom)).toMatchObject({ loadingMore: false, pages: 2 });
    expect(listCalls()).toHaveLength(2);
  });

  it('re-reads every loaded page on refresh: a new conversation on top, nothing lost, nothing twice', async () => {
    const { store, ids } = setup(7);
    await store.set(refreshConversationsAtom);
    await store.set(loadMoreConversationsAtom);
    await store.set(newConversationAtom);
    expect(ids()).toEqual(['new7', 'c1', 'c2', 'c3', 'c4', 'c5']);
    expect(store.get(conversationPagingAtom)).toMatchObject({ pages: 2, hasMore: true });
    await store.set(loadMoreConversationsAtom);
    expect(ids()).toEqual(['new7', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
    expect(new Set(ids()).size).toBe(8);
  });

  it('titles a new conversation by the server total, not only the loaded pages', async () => {
    const { store } = setup(7);
    await store.set(refreshConversationsAtom);
    await store.set(newConversationAtom);
    // Three are loaded, seven exist: 新会话7.
    expect(store.get(conversationsAtom)[0]?.title).toBe('新会话7');
  });

  it('drops a page that arrives after the list was reset for another connection', async () => {
    const { store, ids, holdLists } = setup(7);
    await store.set(refreshConversationsAtom);
    const release = holdLists();
    const loading = store.set(loadMoreConversationsAtom);
    store.set(resetConversationListAtom);
    release();
    await loading;
    expect(ids()).toEqual([]);
    expect(store.get(conversationPagingAtom)).toMatchObject({ pages: 0, loadingMore: false });
  });
});
