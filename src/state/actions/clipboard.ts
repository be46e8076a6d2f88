import { atom } from 'jotai';
import type { ChatMessage, MessageQuote } from '../../model/message';
import { copiedMessageIdAtom, draftAtom, focusRequestAtom, toastAtom } from '../chat-store';
import { textsOf } from '../language';
import { requireServices } from '../services';

/** Screens doc section 9: the copy indicator shows for 2 s; toasts last as long. */
export const COPIED_INDICATOR_MS = 2000;

/** Screens doc section 9: the copied text of an answer ends with 内容由AI生成. */
export function clipboardText(message: ChatMessage, footer: string): string {
  return message.role === 'ASSISTANT' ? `${message.content}\n\n${footer}` : message.content;
}

export const showToastAtom = atom(null, (get, set, text: string) => {
  const { clock } = requireServices(get).ports;
  const toast = { id: clock.now() + Math.random(), text };
  set(toastAtom, toast);
  clock.setTimeout(() => {
    if (get(toastAtom) === toast) set(toastAtom, null);
  }, COPIED_INDICATOR_MS);
});

/**
 * Copies text; resolves to whether the clipboard took it. On success the 复制成功 toast shows and
 * the copy button named `id` shows its "copied" indicator for 2 s.
 */
export const copyTextAtom = atom(null, async (get, set, id: string, text: string): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    return false;
  }
  set(showToastAtom, textsOf(get).copied);
  set(copiedMessageIdAtom, id);
  requireServices(get).ports.clock.setTimeout(() => {
    if (get(copiedMessageIdAtom) === id) set(copiedMessageIdAtom, null);
  }, COPIED_INDICATOR_MS);
  return true;
});

/** Copies a message (an answer with its 内容由AI生成 footer). */
export const copyMessageAtom = atom(null, (get, set, message: ChatMessage) =>
  set(copyTextAtom, message.id, clipboardText(message, textsOf(get).copyFooter)),
);

/** The id under which a message's quote card shows its "copied" indicator. */
export const quoteCopyId = (messageId: string) => `${messageId}/quote`;

/**
 * Screens doc section 8: copying a quotation shows 复制成功 too. A URL quote copies its address
 * (what its link opens), a TEXT quote its text (decision 058).
 */
export const copyQuoteAtom = atom(null, (_get, set, messageId: string, quote: MessageQuote) =>
  set(
    copyTextAtom,
    quoteCopyId(messageId),
    quote.quoteType === 'URL' ? quote.url || quote.content : quote.content,
  ),
);

/** 再次输入: puts a user message's text back into the input. */
export const reEditAtom = atom(null, (_get, set, text: string) => {
  set(draftAtom, text);
  set(focusRequestAtom, (count) => count + 1);
});
