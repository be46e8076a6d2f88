import { atom } from 'jotai';
import { countAgentUnreadMessages, markConversationRead } from '../../api/read-state-api';
import {
  agentUnreadCountAtom,
  chatVisibleAtom,
  conversationsAtom,
  currentConversationIdAtom,
} from '../chat-store';
import { reportFailure, requireServices } from '../services';

export const refreshUnreadCountAtom = atom(null, async (get, set) => {
  const services = requireServices(get);
  try {
    set(agentUnreadCountAtom, await countAgentUnreadMessages(services.client, services.getConfig().agentId));
  } catch (error) {
    reportFailure(services, 'chatUtil', error);
  }
});

/** Marks the shown conversation read, locally at once and then on the server. */
export const markCurrentConversationReadAtom = atom(null, async (get, set) => {
  const services = requireServices(get);
  const conversationId = get(currentConversationIdAtom);
  // A closed launcher panel shows nothing: its conversations stay unread until it opens.
  if (!get(chatVisibleAtom)) return;
  const conversation = get(conversationsAtom).find((item) => item.id === conversationId);
  if (!conversationId || !conversation || conversation.unreadCount === 0) return;
  set(conversationsAtom, (list) =>
    list.map((item) => (item.id === conversationId ? { ...item, unreadCount: 0 } : item)),
  );
  try {
    await markConversationRead(services.client, conversationId);
    await set(refreshUnreadCountAtom);
  } catch (error) {
    reportFailure(services, 'chatUtil', error);
  }
});
