import { atom } from 'jotai';
import { fetchRecords } from '../../api/message-api';
import { asString, asText, isObject } from '../../model/wire-values';
import { HISTORY_PAGE_SIZE } from '../chat-config';
import { currentConversationIdAtom, generatingAtom } from '../chat-store';
import { requireServices } from '../services';
import { loadHistoryAtom } from './load-history';

/**
 * Data doc section 8: after a stream error the client pulls the remote messages. The server's
 * copy replaces what is shown only when it holds this answer's record; otherwise the local
 * messages stay, so nothing already shown is lost (nor when its copy holds less text).
 */
export const syncAfterStreamErrorAtom = atom(
  null,
  async (get, set, input: { conversationId: string; recordId: string | undefined; shownText: string }) => {
    const services = requireServices(get);
    if (!input.recordId) return;
    try {
      const page = await fetchRecords(services.client, {
        conversationId: input.conversationId,
        agentId: services.getConfig().agentId,
        pageNumber: 1,
        pageSize: HISTORY_PAGE_SIZE,
      });
      const remote = page.items.find((record) => isObject(record) && asString(record.id) === input.recordId);
      // Only a remote copy holding at least what was shown may replace it: nothing shown is lost.
      const remoteText = isObject(remote) ? asText(remote.response) : '';
      if (!remote || remoteText.length < input.shownText.length) return;
      if (get(currentConversationIdAtom) !== input.conversationId || get(generatingAtom)) return;
      await set(loadHistoryAtom, { older: false });
    } catch {
      // The error was reported already; the local messages stay as they are.
    }
  },
);
