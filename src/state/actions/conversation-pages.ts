import { atom, type Getter, type Setter } from 'jotai';
import { listConversations } from '../../api/conversation-api';
import type { ListPage } from '../../api/list-payload';
import { type Conversation, conversationFromWire, listedRunTypes } from '../../model/conversation';
import { mergeConversationPages, pageHasMore } from '../../model/conversation-pages';
import { readEach } from '../../model/wire-values';
import { type ChatServices, conversationsAtom, conversationsStatusAtom } from '../chat-store';
import {
  conversationListGenerationAtom,
  conversationPagingAtom,
  conversationTitleEditsAtom,
  conversationTotalAtom,
  enqueueListRead,
} from '../conversation-paging';
import { reportFailure, requireServices } from '../services';

interface ReadPage {
  conversations: Conversation[];
  page: ListPage;
}

async function readPage(get: Getter, pageNo: number): Promise<ReadPage> {
  const services = requireServices(get);
  const config = services.getConfig();
  const page = await listConversations(services.client, config, {
    agentId: config.agentId,
    runTypes: listedRunTypes(config.runType),
    pageNo,
    pageSize: config.conversationPageSize,
    scope: { user: config.userId, bizKey: config.bizKey },
  });
  const conversations = readEach(page.items, conversationFromWire);
  return { conversations, page };
}

/** Whether pages follow page `pageNo`, which held `page` and added `addedCount` conversations. */
function hasMoreAfter(services: ChatServices, pageNo: number, page: ListPage, addedCount: number): boolean {
  return pageHasMore({
    pageNo,
    pageSize: services.getConfig().conversationPageSize,
    itemCount: page.items.length,
    totalPages: page.totalPages,
    addedCount,
  });
}

/**
 * Re-reads every page on screen (at least the first), so a refresh after a push notice, a create
 * or a delete keeps what the visitor scrolled to, without duplicates; resolves to the new list.
 */
export const refreshConversationsAtom = atom(null, (get, set): Promise<Conversation[]> => {
  if (get(conversationsAtom).length === 0) set(conversationsStatusAtom, 'loading');
  return enqueueListRead(get, set, () => readEveryPage(get, set));
});

/** One refresh's read, in the list's read queue. */
async function readEveryPage(get: Getter, set: Setter): Promise<Conversation[]> {
  const services = requireServices(get);
  const generation = get(conversationListGenerationAtom);
  const titleEdits = get(conversationTitleEditsAtom);
  const pageCount = Math.max(1, get(conversationPagingAtom).pages);
  const pageNumbers = Array.from({ length: pageCount }, (_, index) => index + 1);
  try {
    const pages = await Promise.all(pageNumbers.map((pageNo) => readPage(get, pageNo)));
    if (get(conversationListGenerationAtom) !== generation) return get(conversationsAtom);
    // A title changed here while this read was on its way (a rename, seen reverting under load):
    // its answer is older than the screen, so it is dropped and the list is read again after it.
    if (get(conversationTitleEditsAtom) !== titleEdits) {
      void enqueueListRead(get, set, () => readEveryPage(get, set)).catch(() => undefined);
      return get(conversationsAtom);
    }
    const lists = pages.map((item) => item.conversations);
    const conversations = mergeConversationPages(lists);
    const last = pages[pages.length - 1]!;
    set(conversationsAtom, conversations);
    set(conversationsStatusAtom, 'ready');
    set(conversationTotalAtom, last.page.totalCount);
    set(conversationPagingAtom, (paging) => ({
      ...paging,
      pages: pageCount,
      hasMore: hasMoreAfter(
        services,
        pageCount,
        last.page,
        conversations.length - mergeConversationPages(lists.slice(0, -1)).length,
      ),
    }));
    return conversations;
  } catch (error) {
    if (get(conversationListGenerationAtom) === generation) set(conversationsStatusAtom, 'error');
    reportFailure(services, 'conversation', error);
    throw error;
  }
}

/** Screens doc section 2, item 2: the next page, when the visitor scrolls near the list's end. */
export const loadMoreConversationsAtom = atom(null, async (get, set): Promise<void> => {
  const services = requireServices(get);
  const start = get(conversationPagingAtom);
  if (!start.hasMore || start.loadingMore) return;
  set(conversationPagingAtom, { ...start, loadingMore: true });
  const generation = get(conversationListGenerationAtom);
  const stopLoading = () => set(conversationPagingAtom, (paging) => ({ ...paging, loadingMore: false }));
  await enqueueListRead(get, set, async () => {
    const paging = get(conversationPagingAtom);
    if (!paging.hasMore || get(conversationListGenerationAtom) !== generation) return stopLoading();
    const pageNo = paging.pages + 1;
    try {
      const { conversations, page } = await readPage(get, pageNo);
      if (get(conversationListGenerationAtom) !== generation) return stopLoading();
      const current = get(conversationsAtom);
      const merged = mergeConversationPages([current, conversations]);
      set(conversationsAtom, merged);
      if (page.totalCount !== undefined) set(conversationTotalAtom, page.totalCount);
      set(conversationPagingAtom, {
        pages: pageNo,
        loadingMore: false,
        hasMore: hasMoreAfter(services, pageNo, page, merged.length - current.length),
      });
    } catch (error) {
      // hasMore stays: scrolling to the end again retries.
      stopLoading();
      reportFailure(services, 'conversation', error);
    }
  });
});
