import { atom } from 'jotai';
import { connectionKey, isConfigComplete } from '../chat-config';
import {
  agentAtom,
  agentStatusAtom,
  conversationChosenAtom,
  currentConversationIdAtom,
  loadedConnectionKeyAtom,
  messagesAtom,
  variablesMissingAtom,
} from '../chat-store';
import { resetConversationListAtom } from '../conversation-paging';
import { requireServices } from '../services';
import { refreshConversationsAtom, selectConversationAtom } from './conversations';
import { loadAgentAtom } from './load-agent';
import { stopGenerationAtom } from './stop-generation';

/**
 * (Re)starts the chat for the current connection settings: agent detail and conversation list
 * in parallel, then the first conversation's history. A new conversation is only created when
 * the visitor sends, so merely looking at an empty chat leaves nothing behind on the server.
 */
export const initializeChatAtom = atom(null, async (get, set) => {
  const services = requireServices(get);
  const config = services.getConfig();
  if (!isConfigComplete(config)) return;
  const key = connectionKey(config);
  if (get(loadedConnectionKeyAtom) === key) {
    // Already showing this connection's data (a send got there first): refresh, keep the view.
    await Promise.all([set(loadAgentAtom), set(refreshConversationsAtom).catch(() => undefined)]);
    return;
  }
  set(loadedConnectionKeyAtom, key);
  set(conversationChosenAtom, false);
  set(stopGenerationAtom);
  // Keep the avatar of the same agent on screen while it reloads (the launcher shows it first).
  if (get(agentAtom)?.id !== services.getConfig().agentId) set(agentAtom, null);
  set(agentStatusAtom, 'idle');
  set(variablesMissingAtom, false);
  set(resetConversationListAtom);
  set(currentConversationIdAtom, null);
  set(messagesAtom, []);
  const agentLoad = set(loadAgentAtom);
  try {
    const conversations = await set(refreshConversationsAtom);
    const first = conversations[0];
    if (first && get(currentConversationIdAtom) === null) await set(selectConversationAtom, first.id);
  } catch {
    // Already reported under 'conversation'; the welcome screen stays usable.
  }
  set(conversationChosenAtom, true);
  await agentLoad;
});
