import { atom } from 'jotai';
import type { MessageFile } from '../../model/message';
import { currentConversationIdAtom, filePreviewAtom } from '../chat-store';
import { showTaskAtom } from '../panels';
import { requireServices } from '../services';

/** Opens the preview dialog for a file card. */
export const openFilePreviewAtom = atom(null, (_get, set, file: MessageFile) => {
  set(filePreviewAtom, file);
});

export const closeFilePreviewAtom = atom(null, (_get, set) => {
  set(filePreviewAtom, null);
});

/**
 * 详情 on a failed task (screens doc section 4): opens the task in the task panel (section 2,
 * item 6) and still fires `task-open` so a host page that shows tasks itself keeps working.
 */
export const openTaskAtom = atom(null, (get, set, taskId: string): boolean => {
  const conversationId = get(currentConversationIdAtom);
  if (!taskId || !conversationId) return false;
  set(showTaskAtom, taskId);
  requireServices(get).ports.openTask({ taskId, conversationId });
  return true;
});
