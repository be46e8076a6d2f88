import { atom, type Getter, type Setter } from 'jotai';
import { type ConversationPaging, INITIAL_CONVERSATION_PAGING } from '../model/conversation-pages';
import { conversationsAtom, conversationsStatusAtom } from './chat-store';

/** How many list pages are on screen, whether more exist, and whether one is loading now. */
export const conversationPagingAtom = atom<ConversationPaging>(INITIAL_CONVERSATION_PAGING);

/** total_count of the last list answer, when the server gave one (the default title counts it). */
export const conversationTotalAtom = atom<number | undefined>(undefined);

/** Bumped when the list is emptied for another connection: answers of older reads are dropped. */
export const conversationListGenerationAtom = atom(0);

/**
 * Bumped when a title changes here (a rename, a generated title) and again once the server has it:
 * a list read that began before a bump holds older titles than the list on screen.
 */
export const conversationTitleEditsAtom = atom(0);

export function noteTitleEdit(set: Setter): void {
  set(conversationTitleEditsAtom, (edits) => edits + 1);
}

/** The tail of the list's read queue: a refresh never interleaves with a page being appended. */
const conversationListQueueAtom = atom<Promise<unknown>>(Promise.resolve());

/** Runs list reads one after another, so a refresh and a next page never overwrite each other. */
export function enqueueListRead<T>(get: Getter, set: Setter, run: () => Promise<T>): Promise<T> {
  const next = get(conversationListQueueAtom).then(run);
  set(
    conversationListQueueAtom,
    next.catch(() => undefined),
  );
  return next;
}

/** Empties the list for a new connection (agent, credentials, biz key …). */
export const resetConversationListAtom = atom(null, (_get, set) => {
  set(conversationsAtom, []);
  set(conversationsStatusAtom, 'idle');
  set(conversationPagingAtom, INITIAL_CONVERSATION_PAGING);
  set(conversationTotalAtom, undefined);
  set(conversationListGenerationAtom, (generation) => generation + 1);
});
