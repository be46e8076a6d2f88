/**
 * Each conversation's unsent text survives a reload (decision 018): the composer's draftAtom is
 * written to the storage port on every change and read back whenever the conversation (or the
 * agent, or the workspace) on screen changes. Text only; keys hold ids only. Persisting starts
 * when the chat mounts (decision 046): a closed launcher reads no storage.
 */
import { atom, type Getter } from 'jotai';
import { draftKey, NO_CONVERSATION } from '../model/draft-key';
import { type ChatStore, configAtom, currentConversationIdAtom, draftAtom } from './chat-store';
import { requireServices } from './services';

/** The storage key of the draft on screen; undefined until the chat knows its agent. */
export const draftKeyAtom = atom((get) => {
  const config = get(configAtom);
  if (!config?.agentId) return undefined;
  return draftKey(config.workspaceId, config.agentId, get(currentConversationIdAtom));
});

const UNSAVED_SUFFIX = `:${NO_CONVERSATION}`;

/**
 * Starts persisting drafts in a store; returns the function that stops it. Text typed before a
 * conversation existed moves into the conversation created or chosen for it (unless that one has
 * its own draft), so a first message never loses its words to the conversation being created.
 */
export function persistDrafts(store: ChatStore): () => void {
  const { storage } = requireServices(store.get).ports;
  let key: string | undefined;
  const load = () => {
    const previous = key;
    key = store.get(draftKeyAtom);
    if (key === previous || key === undefined) return;
    // Text set before drafts were read (the host's setInput before the chat showed) is the newest.
    if (previous === undefined && store.get(draftAtom)) return save();
    const stored = storage.get(key);
    const carried =
      previous?.endsWith(UNSAVED_SUFFIX) && sameChat(previous, key) && stored === undefined
        ? store.get(draftAtom)
        : undefined;
    if (carried !== undefined && previous) {
      storage.remove(previous);
      if (carried.trim()) storage.set(key, carried);
      return;
    }
    store.set(draftAtom, stored ?? '');
  };
  const save = () => {
    if (key === undefined) return;
    const text = store.get(draftAtom);
    if (text.trim()) storage.set(key, text);
    else storage.remove(key);
  };
  load();
  const stopLoading = store.sub(draftKeyAtom, load);
  const stopSaving = store.sub(draftAtom, save);
  return () => {
    stopLoading();
    stopSaving();
  };
}

/** A deleted conversation's draft goes with it. */
export function forgetDraft(get: Getter, conversationId: string): void {
  const config = get(configAtom);
  if (!config?.agentId) return;
  requireServices(get).ports.storage.remove(draftKey(config.workspaceId, config.agentId, conversationId));
}

function sameChat(first: string, second: string): boolean {
  return first.slice(0, first.lastIndexOf(':')) === second.slice(0, second.lastIndexOf(':'));
}
