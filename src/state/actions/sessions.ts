import { atom } from 'jotai';
import { cleanMessages, fetchCurrentSession } from '../../api/conversation-api';
import { currentConversationIdAtom, currentSessionIdAtom, generatingAtom } from '../chat-store';
import { reportFailure, requireServices } from '../services';

export const loadCurrentSessionAtom = atom(null, async (get, set) => {
  const services = requireServices(get);
  const conversationId = get(currentConversationIdAtom);
  if (!conversationId) return;
  try {
    const sessionId = await fetchCurrentSession(services.client, conversationId);
    if (get(currentConversationIdAtom) === conversationId) set(currentSessionIdAtom, sessionId ?? null);
  } catch (error) {
    reportFailure(services, 'conversation', error);
  }
});

/**
 * 清空会话: the server starts a new session; the messages stay on screen above a
 * 重新开始新会话 separator (the last message's session now differs from the current one).
 */
export const cleanMessagesAtom = atom(null, async (get, set): Promise<boolean> => {
  const services = requireServices(get);
  const conversationId = get(currentConversationIdAtom);
  const sessionId = get(currentSessionIdAtom);
  if (!conversationId || !sessionId || get(generatingAtom)) return false;
  try {
    await cleanMessages(services.client, conversationId, sessionId);
  } catch (error) {
    reportFailure(services, 'conversation', error);
    return false;
  }
  await set(loadCurrentSessionAtom);
  return true;
});
