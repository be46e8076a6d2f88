import { atom, type Getter, type Setter } from 'jotai';
import type { ComposerAttachment, QuoteDraft } from '../model/composer-input';
import { draftAtom, focusRequestAtom } from './chat-store';

/** The file waiting in the composer (screens doc section 4: one file a message). */
export const attachmentAtom = atom<ComposerAttachment | null>(null);

/** The quote waiting in the composer (screens doc section 3, "Quote"). */
export const quoteDraftAtom = atom<QuoteDraft | null>(null);

/** Everything the composer held when a message left, to put back if it never reached the server. */
export interface ComposerSnapshot {
  draft: string;
  attachment: ComposerAttachment | null;
  quote: QuoteDraft | null;
}

export function takeComposerSnapshot(get: Getter): ComposerSnapshot {
  return { draft: get(draftAtom), attachment: get(attachmentAtom), quote: get(quoteDraftAtom) };
}

/**
 * Screens doc section 4: after sending, the text, the file and the quote clear. A send that did
 * not come from the composer (a quick question) clears only the text, as it always has.
 */
export function clearComposer(set: Setter, everything: boolean): void {
  set(draftAtom, '');
  if (!everything) return;
  set(attachmentAtom, null);
  set(quoteDraftAtom, null);
}

/**
 * A send that never reached the server gives back what the visitor had composed, without
 * overwriting anything typed or attached since, and asks the composer to take focus.
 */
export function restoreComposer(set: Setter, snapshot: ComposerSnapshot): void {
  set(draftAtom, (draft) => (draft.trim() ? draft : snapshot.draft));
  set(attachmentAtom, (attachment) => attachment ?? snapshot.attachment);
  set(quoteDraftAtom, (quote) => quote ?? snapshot.quote);
  set(focusRequestAtom, (count) => count + 1);
}
