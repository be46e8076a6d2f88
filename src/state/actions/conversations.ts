import { atom } from 'jotai';
import { createConversation, listConversations } from '../../api/conversation-api';
import {
  type Conversation,
  conversationFromWire,
  defaultConversationTitle,
  listedRunTypes,
} from '../../model/conversation';
import { connectionKey } from '../chat-config';
import {
  conversationChosenAtom,
  conversationsAtom,
  conversationsStatusAtom,
  currentConversationIdAtom,
  currentSessionIdAtom,
  focusRequestAtom,
  historyHasMoreAtom,
  historyPageAtom,
  historyStatusAtom,
  loadedConnectionKeyAtom,
  messagesAtom,
} from '../chat-store';
import { reportFailure, requireServices } from '../services';
import { loadHistoryAtom } from './load-history';
import { markCurrentConversationReadAtom } from './mark-read';
import { loadCurrentSessionAtom } from './sessions';
import { stopGenerationAtom } from './stop-generation';
import { refreshTaskCountAtom } from './task-count';

export const refreshConversationsAtom = atom(null, async (get, set): Promise<Conversation[]> => {
  const services = requireServices(get);
  const config = services.getConfig();
  set(conversationsStatusAtom, 'loading');
  try {
    const page = await listConversations(services.client, config, {
      agentId: config.agentId,
      runTypes: listedRunTypes(config.runType),
      pageNo: 1,
      pageSize: config.conversationPageSize,
    });
    const conversations = page.items
      .map(conversationFromWire)
      .filter((item): item is Conversation => item !== undefined);
    set(conversationsAtom, conversations);
    set(conversationsStatusAtom, 'ready');
    return conversations;
  } catch (error) {
    set(conversationsStatusAtom, 'error');
    reportFailure(services, 'conversation', error);
    throw error;
  }
});

/** Shows a conversation: stops any answer in flight, clears the view, loads its newest history. */
export const selectConversationAtom = atom(null, async (get, set, conversationId: string | null) => {
  if (get(currentConversationIdAtom) === conversationId && get(historyStatusAtom) !== 'idle') return;
  set(stopGenerationAtom);
  set(currentConversationIdAtom, conversationId);
  set(conversationChosenAtom, true);
  set(messagesAtom, []);
  set(historyPageAtom, 0);
  set(historyHasMoreAtom, false);
  set(historyStatusAtom, 'idle');
  set(currentSessionIdAtom, null);
  // The header's tasks toggle follows the conversation's task count (issue 10).
  void set(refreshTaskCountAtom);
  if (!conversationId) return;
  await Promise.all([set(loadHistoryAtom, { older: false }), set(loadCurrentSessionAtom)]);
  // Viewing a conversation reads it.
  void set(markCurrentConversationReadAtom);
});

/** Creates a conversation with the default title and selects it; resolves to its id. */
export const newConversationAtom = atom(null, async (get, set): Promise<string> => {
  const services = requireServices(get);
  const config = services.getConfig();
  set(loadedConnectionKeyAtom, connectionKey(config));
  set(stopGenerationAtom);
  try {
    const id = await createConversation(services.client, {
      agentId: config.agentId,
      title: defaultConversationTitle(get(conversationsAtom).length),
      runType: config.runType,
    });
    await set(selectConversationAtom, id);
    await set(refreshConversationsAtom).catch(() => undefined);
    set(focusRequestAtom, (count) => count + 1);
    return id;
  } catch (error) {
    reportFailure(services, 'conversation', error);
    throw error;
  }
});

/** Data doc section 4: with no current conversation use the first one, or create one. */
export const ensureConversationAtom = atom(null, async (get, set): Promise<string> => {
  const current = get(currentConversationIdAtom);
  if (current) return current;
  const conversations = get(conversationsAtom);
  const first = conversations[0];
  if (first) {
    await set(selectConversationAtom, first.id);
    return first.id;
  }
  return set(newConversationAtom);
});
