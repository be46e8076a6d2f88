import { atom } from 'jotai';
import type { ChatMessage } from '../../model/message';
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

/** Copies a message; resolves to whether the clipboard took it (复制成功 toast on success). */
export const copyMessageAtom = atom(null, async (get, set, message: ChatMessage): Promise<boolean> => {
  try {
    await navigator.clipboard.writeText(clipboardText(message, textsOf(get).copyFooter));
  } catch {
    return false;
  }
  set(showToastAtom, textsOf(get).copied);
  set(copiedMessageIdAtom, message.id);
  requireServices(get).ports.clock.setTimeout(() => {
    if (get(copiedMessageIdAtom) === message.id) set(copiedMessageIdAtom, null);
  }, COPIED_INDICATOR_MS);
  return true;
});

/** 再次输入: puts a user message's text back into the input. */
export const reEditAtom = atom(null, (_get, set, text: string) => {
  set(draftAtom, text);
  set(focusRequestAtom, (count) => count + 1);
});
