import type { Conversation } from '../../model/conversation';
import type { AssistantMessage, ChatMessage, UserMessage } from '../../model/message';
import { reduceAssistantMessage } from '../../stream/reduce-assistant-message';
import type { ChatStreamEvent } from '../../stream/stream-events';

/**
 * The messages with another tab's answer (and its question) in place: replacing the copy already
 * shown, or after its question when that is shown (a regenerated answer replaces what followed
 * it), or else both at the end. A copy loaded from history for the same record gives way.
 */
export function placeAnswer(
  messages: ChatMessage[],
  user: UserMessage,
  answer: AssistantMessage,
): ChatMessage[] {
  // Also when the copy shown learnt its record after the history came (its first event came late).
  const kept = messages.filter(
    (message) => !answer.recordId || message.recordId !== answer.recordId || message.id === answer.id,
  );
  const replaced = replaceMessage(kept, answer);
  if (replaced !== kept) return replaced;
  const userAt = kept.findIndex((message) => message.id === user.id);
  return userAt < 0 ? [...kept, user, answer] : [...kept.slice(0, userAt + 1), answer];
}

/** The message of that id replaced; the same list when none has it, so nothing re-renders for nothing. */
export function replaceMessage(messages: ChatMessage[], replacement: ChatMessage): ChatMessage[] {
  return messages.some((message) => message.id === replacement.id)
    ? messages.map((message) => (message.id === replacement.id ? replacement : message))
    : messages;
}

/** Relayed events fold into the copy exactly as the streaming tab folded them into its own. */
export function foldEvents(answer: AssistantMessage, events: ChatStreamEvent[]): AssistantMessage {
  return events.reduce(reduceAssistantMessage, answer);
}

/** A conversation another tab created, renamed or titled: replaced where it is, or first when new. */
export function upsertConversation(list: Conversation[], conversation: Conversation): Conversation[] {
  return list.some((item) => item.id === conversation.id)
    ? list.map((item) => (item.id === conversation.id ? conversation : item))
    : [conversation, ...list];
}
