import type { ChatMessage } from './message';

export type MessageListItem = { kind: 'message'; message: ChatMessage } | { kind: 'separator'; key: string };

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
      items.push({ kind: 'separator', key: `separator-${message.id}` });
    }
    items.push({ kind: 'message', message });
    previous = message.sessionId ?? previous;
  }
  if (previous && currentSessionId && previous !== currentSessionId) {
    items.push({ kind: 'separator', key: 'separator-current' });
  }
  return items;
}
