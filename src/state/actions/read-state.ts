import { atom } from 'jotai';
import { pushAuthFrame, pushSocketUrl } from '../../api/push-connection';
import { debounce } from '../../platform/debounce';
import { type PushNotice, startUnreadSocket, type UnreadSocket } from '../../realtime/unread-socket';
import { isConfigComplete } from '../chat-config';
import { currentConversationIdAtom, generatingAtom } from '../chat-store';
import { pushRefusal } from '../credentials-refusal';
import { reportFailure, requireServices } from '../services';
import { refreshConversationsAtom } from './conversations';
import { loadHistoryAtom } from './load-history';
import { markCurrentConversationReadAtom, refreshUnreadCountAtom } from './mark-read';
import { refreshTasksAfterPushAtom } from './tasks';

/** Data doc section 9: refetches after a notice are debounced 300 ms. */
export const PUSH_REFETCH_DEBOUNCE_MS = 300;

/**
 * Data doc section 4: a new-message notice refreshes the counts and, for the conversation on
 * screen, reloads its history and marks it read, but only while no answer is being generated.
 */
export const applyPushNoticesAtom = atom(null, async (get, set, notices: PushNotice[]) => {
  await Promise.all([set(refreshConversationsAtom).catch(() => undefined), set(refreshUnreadCountAtom)]);
  const current = get(currentConversationIdAtom);
  // A pushed task answer changes the task's last result (issue 10), even while another answer streams.
  if (current && notices.some((notice) => notice.conversationId === current))
    void set(refreshTasksAfterPushAtom);
  if (!current || get(generatingAtom) || !notices.some((notice) => notice.conversationId === current)) return;
  await set(loadHistoryAtom, { older: false });
  await set(markCurrentConversationReadAtom);
});

/** Connects the push socket for the current settings; resolves to a stop function. */
export const connectPushAtom = atom(null, (get, set): (() => void) => {
  const services = requireServices(get);
  const config = services.getConfig();
  if (!isConfigComplete(config)) return () => undefined;
  let pending: PushNotice[] = [];
  let connections = 0;
  let resync = false;
  const flush = debounce(
    () => {
      const current = get(currentConversationIdAtom);
      // A reconnect catches up once: a notice for the conversation on screen reloads its history.
      const notices: PushNotice[] =
        resync && current ? [...pending, { type: 'NEW_MESSAGE', conversationId: current }] : pending;
      pending = [];
      resync = false;
      void set(applyPushNoticesAtom, notices);
    },
    PUSH_REFETCH_DEBOUNCE_MS,
    services.ports.clock,
  );
  let socket: UnreadSocket | null = null;
  try {
    socket = startUnreadSocket({
      url: pushSocketUrl(config, services.ports.pageOrigin, config.userId),
      authFrame: () => pushAuthFrame(config),
      createSocket: services.ports.createSocket,
      clock: services.ports.clock,
      wake: services.ports.pageWake,
      refused: pushRefusal(get, set, config),
      // Counts may have moved while the socket was connecting; after a reconnect, notices sent while
      // it was away are lost, so the counts and the shown conversation are fetched again.
      onConnected: () => {
        if (connections++ === 0) return void set(refreshUnreadCountAtom);
        resync = true;
        flush.call();
      },
      onNotice: (notice) => {
        pending.push(notice);
        flush.call();
      },
    });
  } catch (error) {
    reportFailure(services, 'chatUtil', error);
  }
  void set(refreshUnreadCountAtom);
  return () => {
    flush.cancel();
    socket?.stop();
  };
});
