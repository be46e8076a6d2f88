import { agentUnreadCountAtom, type ChatStore, currentConversationIdAtom } from '../state/chat-store';
import { fireChatEvent } from './chat-events';

/**
 * Events that follow state rather than an action: the store's conversation and unread count
 * (jotai calls a subscriber only when the value changed, so each change fires once).
 * Returns the function that stops them.
 */
export function fireStateEvents(store: ChatStore, target: EventTarget): () => void {
  const stopConversation = store.sub(currentConversationIdAtom, () =>
    fireChatEvent(target, 'conversation-change', { conversationId: store.get(currentConversationIdAtom) }),
  );
  const stopUnread = store.sub(agentUnreadCountAtom, () =>
    fireChatEvent(target, 'unread-change', { total: store.get(agentUnreadCountAtom) }),
  );
  return () => {
    stopConversation();
    stopUnread();
  };
}
