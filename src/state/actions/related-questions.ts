import { atom } from 'jotai';
import { setSessionRelatedQuestions } from '../../api/conversation-api';
import {
  currentConversationIdAtom,
  currentSessionIdAtom,
  messagesAtom,
  relatedQuestionsOffAtom,
} from '../chat-store';
import { reportFailure, requireServices } from '../services';

/** 本次会话不再推荐: switches related questions off for this conversation and clears them. */
export const switchOffRelatedQuestionsAtom = atom(null, async (get, set): Promise<boolean> => {
  const services = requireServices(get);
  const conversationId = get(currentConversationIdAtom);
  const sessionId = get(currentSessionIdAtom);
  if (!conversationId) return false;
  try {
    await setSessionRelatedQuestions(services.client, {
      conversationId,
      sessionId: sessionId ?? '',
      enabled: false,
    });
  } catch (error) {
    reportFailure(services, 'chatUtil', error);
    return false;
  }
  set(relatedQuestionsOffAtom, (off) => new Set([...off, conversationId]));
  set(messagesAtom, (messages) =>
    messages.map((message) =>
      message.role === 'ASSISTANT' && message.relatedQuestion
        ? { ...message, relatedQuestion: undefined }
        : message,
    ),
  );
  return true;
});
