import { atom } from 'jotai';

/** The running stream's controller; per store, so two widgets on a page never stop each other. */
export const activeStreamAtom = atom<AbortController | null>(null);

/** Aborts the answer in flight; send-message then finishes it with finishReason abort. */
export const stopGenerationAtom = atom(null, (get) => {
  get(activeStreamAtom)?.abort();
});
