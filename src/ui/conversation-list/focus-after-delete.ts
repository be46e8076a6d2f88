import type { Conversation } from '../../model/conversation';

/** The conversation focus moves to when `conversationId` goes: the next one, else the one before. */
export function neighbourOf(conversations: readonly Conversation[], conversationId: string): string | null {
  const index = conversations.findIndex((item) => item.id === conversationId);
  if (index < 0) return null;
  return conversations[index + 1]?.id ?? conversations[index - 1]?.id ?? null;
}

/**
 * After a delete the opener is gone: focus the neighbour's item, or the list's 新建会话 button
 * when none is left, never the page body.
 */
export function focusAfterDelete(
  list: HTMLElement | null,
  neighbourId: string | null,
  fallback: HTMLElement | null,
): void {
  const items = list ? [...list.querySelectorAll<HTMLElement>('[part~="conversation-item"]')] : [];
  const neighbour = items.find((item) => item.dataset.conversationId === neighbourId);
  (neighbour ?? fallback)?.focus();
}
