import { atom } from 'jotai';
import { sendDislike } from '../../api/feedback-api';
import type { AssistantMessage, UserMessage } from '../../model/message';
import { generatingAtom, messagesAtom } from '../chat-store';
import { patchById } from '../list-updates';
import { reportFailure, requireServices } from '../services';
import { sendMessageAtom } from './send-message';

/**
 * Data doc section 4: regenerate deletes the (last) assistant message and resends the previous
 * user message's content, file and quote with action regenerate.
 */
export const regenerateAtom = atom(null, async (get, set): Promise<boolean> => {
  const messages = get(messagesAtom);
  const last = messages[messages.length - 1];
  if (get(generatingAtom) || last?.role !== 'ASSISTANT') return false;
  const user = [...messages].reverse().find((message): message is UserMessage => message.role === 'USER');
  if (!user) return false;
  set(
    messagesAtom,
    messages.filter((message) => message !== last),
  );
  return set(sendMessageAtom, { content: user.content, action: 'regenerate', existingUser: user });
});

/** Negative feedback with the visitor's opinion (data doc section 7, chat/feedback/dislike). */
export const dislikeAtom = atom(null, async (get, set, input: { messageId: string; opinion: string }) => {
  const services = requireServices(get);
  const message = get(messagesAtom).find((item): item is AssistantMessage => item.id === input.messageId);
  if (!message?.recordId) return false;
  try {
    const feedbackId = (await sendDislike(services.client, message.recordId, input.opinion.trim())) ?? 'sent';
    set(messagesAtom, (list) => patchById(list, input.messageId, { feedbackId }));
    return true;
  } catch (error) {
    reportFailure(services, 'message', error);
    return false;
  }
});
