import { atom } from 'jotai';
import { createConversation } from '../../api/conversation-api';
import { defaultConversationTitle } from '../../model/conversation';
import { parseConversationConfig } from '../../model/conversation-scope';
import { type ChatConfig, connectionKey } from '../chat-config';
import {
  type ChatServices,
  conversationChosenAtom,
  conversationsAtom,
  creatingConversationAtom,
  currentConversationIdAtom,
  currentSessionIdAtom,
  focusRequestAtom,
  followedAnswerAtom,
  historyHasMoreAtom,
  historyPageAtom,
  historyStatusAtom,
  loadedConnectionKeyAtom,
  messagesAtom,
  pendingRecordsAtom,
} from '../chat-store';
import { conversationTotalAtom } from '../conversation-paging';
import { textsOf } from '../language';
import { conversationTaskCountAtom } from '../panels';
import { reportFailure, requireServices } from '../services';
import { postConversation, postToTabs } from '../tabs/tab-state';
import { refreshConversationsAtom } from './conversation-pages';
import { loadHistoryAtom } from './load-history';
import { markCurrentConversationReadAtom } from './mark-read';
import { refuseAction } from './refuse-action';
import { loadCurrentSessionAtom } from './sessions';
import { stopGenerationAtom } from './stop-generation';
import { refreshTaskCountAtom } from './task-count';

export { loadMoreConversationsAtom, refreshConversationsAtom } from './conversation-pages';

/** Shows a conversation: stops any answer in flight, clears the view, loads its newest history. */
export const selectConversationAtom = atom(
  null,
  async (get, set, conversationId: string | null, created?: boolean) => {
    if (get(currentConversationIdAtom) === conversationId && get(historyStatusAtom) !== 'idle') return;
    set(stopGenerationAtom);
    // An answer another tab streams in the conversation left behind is no longer this tab's to show.
    set(followedAnswerAtom, null);
    set(currentConversationIdAtom, conversationId);
    set(conversationChosenAtom, true);
    set(messagesAtom, []);
    set(historyPageAtom, 0);
    set(historyHasMoreAtom, false);
    // A conversation just made has no records: its (empty) history is known without asking.
    set(historyStatusAtom, created ? 'ready' : 'idle');
    set(currentSessionIdAtom, null);
    // The header's tasks toggle follows the conversation's task count (issue 10): none in one just made.
    if (created) set(conversationTaskCountAtom, 0);
    else void set(refreshTaskCountAtom);
    if (!conversationId) return;
    const loaded = Promise.all([
      created || set(loadHistoryAtom, { older: false }),
      set(loadCurrentSessionAtom),
    ]);
    // The session stamps a question sent while the conversation opens: it waits for both (in one just
    // made, for the session alone).
    set(pendingRecordsAtom, loaded);
    await loaded;
    // Another tab may be streaming an answer here: it sends it whole (decision 041). No tab can be
    // answering in a conversation this tab made a moment ago.
    if (!created && get(currentConversationIdAtom) === conversationId)
      postToTabs(get, { t: 'sync', c: conversationId });
    // Viewing a conversation reads it.
    void set(markCurrentConversationReadAtom);
  },
);

/** Options of creating a conversation on the way to something else (issue 10's task panel). */
export interface NewConversationOptions {
  /** False while the visitor works elsewhere in the widget (a task form): the input leaves focus alone. */
  focusComposer?: boolean;
}

/** Creates a conversation with the default title and selects it; resolves to its id. */
export const newConversationAtom = atom(null, async (get, set, options: NewConversationOptions = {}) => {
  const services = requireServices(get);
  const config = services.getConfig();
  set(loadedConnectionKeyAtom, connectionKey(config));
  set(stopGenerationAtom);
  // The count of existing conversations: the server's total when it gave one, not just the loaded pages.
  const existing = Math.max(get(conversationTotalAtom) ?? 0, get(conversationsAtom).length);
  const creating = createConversation(services.client, config, {
    agentId: config.agentId,
    title: defaultConversationTitle(existing, textsOf(get).defaultConversationTitle),
    runType: config.runType,
    scope: { user: config.userId, bizKey: config.bizKey },
    clientType: config.clientType || undefined,
    conversationConfig: conversationConfigOf(services, config),
  });
  // A question sent before the server answers goes to this conversation. This function waits on
  // `creating` first, so it has selected the conversation when that question's wait ends.
  set(creatingConversationAtom, creating);
  try {
    const id = await creating;
    // A conversation just made has no records to load; its list entry loads beside its session.
    await Promise.all([
      set(selectConversationAtom, id, true),
      set(refreshConversationsAtom).catch(() => undefined),
    ]);
    postConversation(get, id);
    if (options.focusComposer !== false) set(focusRequestAtom, (count) => count + 1);
    return id;
  } catch (error) {
    // The visitor is told (a toast); a question sent meanwhile stays in the composer.
    refuseAction(set, services, 'conversation', error);
    throw error;
  } finally {
    if (get(creatingConversationAtom) === creating) set(creatingConversationAtom, null);
  }
});

/** Data doc section 4: with no current conversation use the first one, or create one. */
export const ensureConversationAtom = atom(null, async (get, set, options: NewConversationOptions = {}) => {
  // One the visitor asked for on its way (a question typed fast, a slow network) is the one.
  const current = get(creatingConversationAtom) ?? get(currentConversationIdAtom);
  if (current) return current;
  const conversations = get(conversationsAtom);
  const first = conversations[0];
  if (first) {
    await set(selectConversationAtom, first.id);
    return first.id;
  }
  return set(newConversationAtom, options);
});

/** The `conversation-config` attribute as an object; invalid JSON is reported and left out. */
function conversationConfigOf(services: ChatServices, config: ChatConfig) {
  const parsed = parseConversationConfig(config.conversationConfig);
  if (parsed.ok) return parsed.value;
  reportFailure(services, 'conversation', new Error(parsed.error));
  return undefined;
}
