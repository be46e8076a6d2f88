import { atom } from 'jotai';
import { deleteConversation, generateTitle, renameConversation } from '../../api/conversation-api';
import { conversationsAtom, currentConversationIdAtom, messagesAtom } from '../chat-store';
import { noteTitleEdit } from '../conversation-paging';
import { forgetDraft } from '../drafts';
import { patchById } from '../list-updates';
import { reportFailure, requireServices } from '../services';
import { postConversation, postToTabs } from '../tabs/tab-state';
import { refreshConversationsAtom, selectConversationAtom } from './conversations';
import { refuseAction } from './refuse-action';

/** Data doc section 4: an empty title is never saved. */
export const renameConversationAtom = atom(
  null,
  async (get, set, input: { conversationId: string; title: string }): Promise<boolean> => {
    const services = requireServices(get);
    const title = input.title.trim();
    if (!title) return false;
    const previous = get(conversationsAtom);
    noteTitleEdit(set);
    set(conversationsAtom, patchById(previous, input.conversationId, { title }));
    try {
      await renameConversation(services.client, input.conversationId, title);
      postConversation(get, input.conversationId);
      return true;
    } catch (error) {
      set(conversationsAtom, previous);
      return refuseAction(set, services, 'conversation', error);
    } finally {
      // Reads that began while the server was saving it may not have it either.
      noteTitleEdit(set);
    }
  },
);

/** Deleting the current conversation selects the first remaining one, or none (data doc, section 4). */
export const deleteConversationAtom = atom(
  null,
  async (get, set, conversationId: string): Promise<boolean> => {
    const services = requireServices(get);
    try {
      await deleteConversation(services.client, conversationId);
    } catch (error) {
      return refuseAction(set, services, 'conversation', error);
    }
    forgetDraft(get, conversationId);
    postToTabs(get, { t: 'deleted', c: conversationId });
    await set(removeConversationAtom, conversationId);
    await set(refreshConversationsAtom).catch(() => undefined);
    return true;
  },
);

/** A conversation deleted here or in another tab leaves the list; when on screen, the first remaining one shows. */
export const removeConversationAtom = atom(null, async (get, set, conversationId: string) => {
  const remaining = get(conversationsAtom).filter((item) => item.id !== conversationId);
  set(conversationsAtom, remaining);
  if (get(currentConversationIdAtom) === conversationId) {
    await set(selectConversationAtom, remaining[0]?.id ?? null);
  }
});

/** Data doc section 9: after the first answer, when the list holds 3 or fewer messages. */
export const TITLE_GENERATION_MAX_MESSAGES = 3;

export const generateTitleAtom = atom(
  null,
  async (get, set, input: { conversationId: string; question: string; answer: string }) => {
    const services = requireServices(get);
    if (get(messagesAtom).length > TITLE_GENERATION_MAX_MESSAGES) return;
    try {
      const title = await generateTitle(services.client, input);
      if (!title) return;
      noteTitleEdit(set);
      set(conversationsAtom, (list) => patchById(list, input.conversationId, { title }));
      postConversation(get, input.conversationId);
    } catch (error) {
      reportFailure(services, 'chatUtil', error);
    }
  },
);
