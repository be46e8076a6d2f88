import type { Conversation } from './conversation';

/**
 * The conversation list in pages (screens doc section 2, item 2: more items load on scroll).
 * `pages` is how many pages of `conversation-page-size` are on screen; a refresh re-reads that
 * many, so loaded pages survive it.
 */
export interface ConversationPaging {
  pages: number;
  hasMore: boolean;
  loadingMore: boolean;
}

export const INITIAL_CONVERSATION_PAGING: ConversationPaging = {
  pages: 0,
  hasMore: false,
  loadingMore: false,
};

/** Concatenates pages keeping the first of any id seen twice (a list that moved between reads). */
export function mergeConversationPages(pages: readonly (readonly Conversation[])[]): Conversation[] {
  const seen = new Set<string>();
  const merged: Conversation[] = [];
  for (const page of pages) {
    for (const conversation of page) {
      if (seen.has(conversation.id)) continue;
      seen.add(conversation.id);
      merged.push(conversation);
    }
  }
  return merged;
}

export interface PageFacts {
  pageNo: number;
  pageSize: number;
  /** Items the page held, before dropping ones already listed. */
  itemCount: number;
  totalPages: number | undefined;
  /** Items the page added to the list. */
  addedCount: number;
}

/**
 * More pages exist unless this one was short, was the last by `total_pages`, or added nothing
 * new (a server that ignores pageNo would otherwise be asked forever).
 */
export function pageHasMore(facts: PageFacts): boolean {
  if (facts.itemCount < facts.pageSize || facts.addedCount === 0) return false;
  return facts.totalPages === undefined || facts.pageNo < facts.totalPages;
}
