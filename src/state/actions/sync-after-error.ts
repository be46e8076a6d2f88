import { atom } from 'jotai';
import { fetchRecords } from '../../api/message-api';
import { asString, asText, isObject } from '../../model/wire-values';
import { whenOnline } from '../../platform/network-status';
import { HISTORY_PAGE_SIZE } from '../chat-config';
import { currentConversationIdAtom, generatingAtom } from '../chat-store';
import { requireServices } from '../services';
import { loadHistoryAtom } from './load-history';

/**
 * Decision 066: the waits between looks for a cut answer's record. History holds finished answers
 * only, and a server that lost its listener to a network change goes on to finish the answer; the
 * looks stop after about half a minute.
 */
export const SYNC_LOOK_DELAYS_MS = [0, 1_000, 2_000, 4_000, 8_000, 16_000];

/**
 * Data doc section 8: after a stream error the client pulls the remote messages, once the network
 * is back (decision 066). The server's copy replaces what is shown only when it holds this
 * answer's record; otherwise the local messages stay, so nothing already shown is lost (nor when
 * its copy holds less text). No look is taken while another answer streams in the conversation,
 * and none once the visitor has left it.
 */
export const syncAfterStreamErrorAtom = atom(
  null,
  async (get, set, input: { conversationId: string; recordId: string | undefined; shownText: string }) => {
    const services = requireServices(get);
    const { clock, network } = services.ports;
    if (!input.recordId) return;
    const stays = () => get(currentConversationIdAtom) === input.conversationId;
    for (const delayMs of SYNC_LOOK_DELAYS_MS) {
      if (delayMs) await new Promise<void>((resolve) => clock.setTimeout(resolve, delayMs));
      await whenOnline(network);
      if (!stays()) return;
      if (get(generatingAtom)) continue;
      let remote: unknown;
      try {
        const page = await fetchRecords(services.client, {
          conversationId: input.conversationId,
          agentId: services.getConfig().agentId,
          pageNumber: 1,
          pageSize: HISTORY_PAGE_SIZE,
        });
        remote = page.items.find((record) => isObject(record) && asString(record.id) === input.recordId);
      } catch {
        // The error was reported already; a later look may find the network or the server back.
        continue;
      }
      // Not there yet: the server is still finishing it.
      if (!isObject(remote)) continue;
      // Only a remote copy holding at least what was shown may replace it: nothing shown is lost.
      if (asText(remote.response).length < input.shownText.length) return;
      if (!stays() || get(generatingAtom)) return;
      await set(loadHistoryAtom, { older: false });
      return;
    }
  },
);
