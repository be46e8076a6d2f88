import { atom } from 'jotai';
import { accessModeOf } from '../../api/connection-config';
import { countChatUnreadMessages, countUnreadMessages, markConversationRead } from '../../api/read-state-api';
import type { ChatConfig } from '../chat-config';
import {
  agentUnreadCountAtom,
  chatVisibleAtom,
  conversationsAtom,
  currentConversationIdAtom,
} from '../chat-store';
import { patchById } from '../list-updates';
import { reportFailure, requireServices } from '../services';
import { postToTabs } from '../tabs/tab-state';
import { workspaceUnreadCountAtom } from '../unread-counts';

/** Inner mode knows the visitor from its token; an Open mode visitor is named by `user-id`. */
function visitorOf(config: ChatConfig): string {
  return accessModeOf(config) === 'open' ? config.userId : '';
}

/** The agent's count for this chat: its biz key's, or its test conversations' (see countChatUnreadMessages). */
export const refreshUnreadCountAtom = atom(null, async (get, set) => {
  const services = requireServices(get);
  const config = services.getConfig();
  try {
    const count = await countChatUnreadMessages(services.client, {
      agentId: config.agentId,
      runType: config.runType,
      bizKey: config.bizKey,
      user: visitorOf(config),
    });
    set(agentUnreadCountAtom, count);
  } catch (error) {
    reportFailure(services, 'chatUtil', error);
  }
});

/**
 * No view of the bundle calls this yet (decision 026 keeps it for one that will): marked pure, so
 * the bundle leaves it out until something imports it. jotai's atom() has no side effect.
 */
export const refreshWorkspaceUnreadCountAtom = /* @__PURE__ */ atom(null, async (get, set) => {
  const services = requireServices(get);
  try {
    const count = await countUnreadMessages(services.client, visitorOf(services.getConfig()) || undefined);
    set(workspaceUnreadCountAtom, count);
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
  set(conversationsAtom, (list) => patchById(list, conversationId, { unreadCount: 0 }));
  try {
    await markConversationRead(services.client, conversationId);
    await set(refreshUnreadCountAtom);
    postToTabs(get, { t: 'read', c: conversationId, unread: get(agentUnreadCountAtom) });
  } catch (error) {
    reportFailure(services, 'chatUtil', error);
  }
});
