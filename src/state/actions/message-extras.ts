import { atom } from 'jotai';
import type { MessageFile } from '../../model/message';
import { currentConversationIdAtom, filePreviewAtom } from '../chat-store';
import { requireServices } from '../services';

/** Opens the preview dialog for a file card. */
export const openFilePreviewAtom = atom(null, (_get, set, file: MessageFile) => {
  set(filePreviewAtom, file);
});

export const closeFilePreviewAtom = atom(null, (_get, set) => {
  set(filePreviewAtom, null);
});

/**
 * 详情 on a failed task (screens doc section 4). The task panel belongs to a later issue; until
 * then the element fires `task-open` so the host page can show the task itself.
 */
export const openTaskAtom = atom(null, (get, _set, taskId: string): boolean => {
  const conversationId = get(currentConversationIdAtom);
  if (!taskId || !conversationId) return false;
  requireServices(get).ports.openTask({ taskId, conversationId });
  return true;
});
