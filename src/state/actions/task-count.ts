import { atom } from 'jotai';
import { countConversationTasks } from '../../api/task-api';
import { currentConversationIdAtom } from '../chat-store';
import { conversationTaskCountAtom } from '../panels';
import { reportFailure, requireServices } from '../services';

/** Keeps the header's count current (task_list/conversation/task_count); no conversation → 0. */
export const refreshTaskCountAtom = atom(null, async (get, set) => {
  const conversationId = get(currentConversationIdAtom);
  if (!conversationId) {
    set(conversationTaskCountAtom, 0);
    return;
  }
  const services = requireServices(get);
  try {
    const count = await countConversationTasks(services.client, conversationId);
    if (get(currentConversationIdAtom) === conversationId) set(conversationTaskCountAtom, count);
  } catch (error) {
    reportFailure(services, 'chatUtil', error);
  }
});
