import { atom } from 'jotai';
import type { ShortcutCall } from '../../model/composer-input';
import { quoteOfDraft } from '../../model/composer-input';
import { mentionCallOf } from '../../model/mentions';
import { agentAtom, generatingAtom } from '../chat-store';
import { takeComposerSnapshot } from '../composer-state';
import { sendMessageAtom } from './send-message';

/** A function shortcut sent from its form: its call, and the text to send when none was typed. */
export interface ShortcutSend {
  call: ShortcutCall;
  shortName: string;
}

/**
 * Whether the composer can send now: not while generating or uploading, and only with text or a
 * file (screens doc section 5). The composer's send button and Enter both follow this.
 */
export const canSendComposerAtom = atom((get) => {
  const snapshot = takeComposerSnapshot(get);
  if (get(generatingAtom) || snapshot.attachment?.status === 'uploading') return false;
  return snapshot.draft.trim() !== '' || snapshot.attachment?.status === 'uploaded';
});

/**
 * Sends what the composer holds: text, the uploaded file, the quote and, from a shortcut form,
 * the shortcut call. Everything clears once the message leaves and comes back if it never
 * reached the server (screens doc section 4). The host's `sendMessage(text)` passes `text`, which
 * goes instead of the typed text, with the waiting quote and file; while an answer streams it is
 * refused with a chat-error (the visitor's own send is simply not offered then).
 */
export const sendComposerAtom = atom(
  null,
  async (get, set, shortcut?: ShortcutSend, text?: string): Promise<boolean> => {
    const snapshot = takeComposerSnapshot(get);
    if (text !== undefined) snapshot.draft = text;
    else if (get(generatingAtom)) return false;
    if (snapshot.attachment?.status === 'uploading') return false;
    const typed = snapshot.draft.trim();
    const uploaded = snapshot.attachment?.status === 'uploaded' ? snapshot.attachment.file : undefined;
    return set(sendMessageAtom, {
      // wire-format.md: a shortcut sent with nothing typed sends its short_name.
      content: typed || (shortcut ? shortcut.shortName : ''),
      file: uploaded,
      quote: snapshot.quote ? quoteOfDraft(snapshot.quote) : undefined,
      // Screens doc section 5: exactly one distinct mentioned agent forces its tool call.
      mention: mentionCallOf(typed, get(agentAtom)?.collaborators ?? []),
      shortcut: shortcut?.call,
      composer: snapshot,
    });
  },
);
