import type { ChatMessage } from './message';

/** A 重新开始新会话 separator, keyed for the list. */
export interface SessionSeparator {
  readonly separator: string;
}

/**
 * The messages themselves, not wrapped: the list's items of a 1,000-message conversation are made
 * again whenever a page loads (decision 074).
 */
export type MessageListItem = ChatMessage | SessionSeparator;

/**
 * Screens doc section 2: a 重新开始新会话 separator where the session id changes between
 * consecutive messages, and at the end when the last message's session differs from the current.
 * Messages without a session id (not known yet) never cause a separator.
 */
export function withSessionSeparators(
  messages: ChatMessage[],
  currentSessionId: string | null,
): MessageListItem[] {
  const items: MessageListItem[] = [];
  let previous: string | undefined;
  for (const message of messages) {
    if (previous && message.sessionId && message.sessionId !== previous) {
      items.push({ separator: `separator-${message.id}` });
    }
    items.push(message);
    previous = message.sessionId ?? previous;
  }
  if (previous && currentSessionId && previous !== currentSessionId) {
    items.push({ separator: 'separator-current' });
  }
  return items;
}
