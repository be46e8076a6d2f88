import { type RefObject, useEffect } from 'react';
import { isNewConversationKey } from '../../model/keyboard-shortcuts';
import { isApplePlatform } from '../../platform/apple-platform';
import { listen } from '../../platform/listen';

/**
 * Cmd+K (Apple) / Ctrl+K (elsewhere) starts a new conversation, but only while focus is inside
 * this chat: the host page keeps its own Ctrl+K (often a search box), and two chats on one page
 * each answer only their own (decision 018).
 */
export function useNewConversationKey(container: RefObject<HTMLElement | null>, start: () => void) {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const apple = isApplePlatform();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || !isNewConversationKey(event, apple)) return;
      event.preventDefault();
      event.stopPropagation();
      start();
    };
    return listen([element, 'keydown', onKeyDown]);
  }, [container, start]);
}
