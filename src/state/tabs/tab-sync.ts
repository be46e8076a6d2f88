import { atom } from 'jotai';
import type { AssistantMessage } from '../../model/message';
import { textHash } from '../../model/text-hash';
import type { TimerHandle } from '../../platform/clock';
import { createFrameBatcher } from '../../platform/frame-batcher';
import { finishAssistantMessage } from '../../stream/finish-assistant-message';
import { selectConversationAtom } from '../actions/conversations';
import { removeConversationAtom } from '../actions/manage-conversations';
import { stopGenerationAtom } from '../actions/stop-generation';
import { syncAfterStreamErrorAtom } from '../actions/sync-after-error';
import { connectionKey, isConfigComplete } from '../chat-config';
import {
  agentUnreadCountAtom,
  conversationChosenAtom,
  conversationsAtom,
  currentConversationIdAtom,
  followedAnswerAtom,
  messagesAtom,
  pendingRecordsAtom,
} from '../chat-store';
import { textsOf } from '../language';
import { patchById } from '../list-updates';
import { requireServices } from '../services';
import { decodeTabMessage, TAB_PROTOCOL, type TabMessage } from './tab-messages';
import { outgoingAnswerAtom, postToTabs, tabChannelAtom, tabPeersAtom } from './tab-state';
import { foldEvents, placeAnswer, replaceMessage, upsertConversation } from './tab-updates';

/**
 * How long a followed answer may go without a word from the tab streaming it (its heartbeat
 * comes every 3 s) before that tab counts as gone: crashed, or frozen in the background.
 */
export const LIVENESS_TIMEOUT_MS = 10_000;
/**
 * The wait before reading the server's record of an answer whose tab left: the goodbye goes out
 * before the closing tab's connection ends, and the server finishes the record only after that.
 */
export const GONE_RELOAD_DELAY_MS = 1_000;

/**
 * The channel of one chat: the same agent, workspace, base URL, visitor and credentials, hashed,
 * so neither a credential nor an id is spelled out in the name (decision 041).
 */
export function tabChannelName(key: string): string {
  return `agent-chat:${textHash(key)}`;
}

/**
 * Opens this chat's channel to its other tabs for the current settings; resolves to the function
 * that closes it. Their answers, stops and conversation changes come in here; this tab's go out
 * from the actions that make them (postToTabs).
 */
export const connectTabsAtom = atom(null, (get, set): (() => void) => {
  const services = requireServices(get);
  const config = services.getConfig();
  if (!isConfigComplete(config)) return () => undefined;
  const { clock } = services.ports;
  let watchdog: TimerHandle;
  /** The last answer another tab sent whole: only it goes back in after records that came late. */
  let relayed: TabMessage | undefined;
  /** Follows an answer (again, after each word from its tab), or none. */
  const follow = (followed: { conversationId: string; answer: AssistantMessage } | null) => {
    clock.clearTimeout(watchdog);
    set(followedAnswerAtom, followed);
    if (followed) watchdog = clock.setTimeout(() => gone(followed.conversationId), LIVENESS_TIMEOUT_MS);
  };
  const batcher = createFrameBatcher(() => {
    const followed = get(followedAnswerAtom);
    if (followed) set(messagesAtom, (messages) => replaceMessage(messages, followed.answer));
  });
  /** The streaming tab left: the answer ends here as interrupted, then the server's record replaces it. */
  const gone = (conversationId: string) => {
    const followed = get(followedAnswerAtom);
    if (followed?.conversationId !== conversationId) return;
    batcher.cancel();
    follow(null);
    // The server's record replaces it soon: a late copy of the streaming answer must not.
    relayed = undefined;
    const answer = finishAssistantMessage(followed.answer, {
      kind: 'failed',
      errorMessage: textsOf(get).streamInterrupted,
    });
    set(messagesAtom, (messages) => replaceMessage(messages, answer));
    clock.setTimeout(
      () =>
        void set(syncAfterStreamErrorAtom, {
          conversationId,
          recordId: answer.recordId,
          shownText: answer.content,
        }),
      GONE_RELOAD_DELAY_MS,
    );
  };
  const receive = (data: unknown) => {
    const message = decodeTabMessage(data);
    if (!message) return;
    set(tabPeersAtom, true);
    const { c } = message;
    const onScreen = c === get(currentConversationIdAtom);
    const followed = get(followedAnswerAtom);
    const outgoing = get(outgoingAnswerAtom);
    switch (message.t) {
      case 'answer': {
        // This tab streams an answer of its own: one at a time.
        if (outgoing) return;
        if (!onScreen) {
          // A chat that found no conversation to show goes where the visitor started one in another
          // tab (a launcher not opened yet has chosen nothing); a chat showing another one stays.
          if (!get(conversationChosenAtom) || get(currentConversationIdAtom) !== null) return;
          void set(selectConversationAtom, c);
        }
        batcher.cancel();
        relayed = message;
        set(messagesAtom, (messages) => placeAnswer(messages, message.user, message.answer));
        follow(message.answer.isStreaming ? { conversationId: c, answer: message.answer } : null);
        // Records on their way replace the list when they come, and may be older than this answer (a
        // CI run saw it vanish): it goes back in after them, as it stands then (followed, it is this one).
        void get(pendingRecordsAtom)?.then(() => {
          if (relayed === message && get(currentConversationIdAtom) === c)
            set(messagesAtom, (messages) =>
              placeAnswer(messages, message.user, get(followedAnswerAtom)?.answer ?? message.answer),
            );
        });
        return;
      }
      case 'events':
        if (!onScreen) return;
        if (followed?.answer.id === message.id) {
          follow({ conversationId: c, answer: foldEvents(followed.answer, message.events) });
          batcher.schedule();
        } else if (!outgoing) {
          // An answer this tab does not hold (it missed the start, or gave up on a frozen tab): catch up.
          postToTabs(get, { t: 'sync', c });
        }
        return;
      case 'hello':
      case 'here':
        if (message.t === 'hello') channel?.post({ t: 'here', c: '', v: TAB_PROTOCOL });
        // A tab new to this one has seen nothing of the answer this one streams.
        outgoing?.postAnswer();
        return;
      case 'sync':
        if (outgoing?.conversationId === c) outgoing.postAnswer();
        return;
      case 'stop':
        if (outgoing?.conversationId === c) set(stopGenerationAtom);
        return;
      case 'gone':
        gone(c);
        return;
      case 'conversation':
        set(conversationsAtom, (list) => upsertConversation(list, message.conversation));
        return;
      case 'deleted':
        void set(removeConversationAtom, c);
        return;
      case 'read':
        set(conversationsAtom, (list) => patchById(list, c, { unreadCount: 0 }));
        set(agentUnreadCountAtom, message.unread);
        return;
      default:
        return message satisfies never;
    }
  };
  const channel = services.ports.openTabChannel(tabChannelName(connectionKey(config)), receive, () => {
    const outgoing = get(outgoingAnswerAtom);
    if (outgoing) postToTabs(get, { t: 'gone', c: outgoing.conversationId });
  });
  set(tabChannelAtom, channel ?? null);
  channel?.post({ t: 'hello', c: '', v: TAB_PROTOCOL });
  return () => {
    batcher.cancel();
    follow(null);
    channel?.close();
    if (get(tabChannelAtom) === channel) set(tabChannelAtom, null);
  };
});

/**
 * The visitor's stop: this tab's own answer is aborted; an answer another tab streams here is
 * stopped by that tab, which then tells every tab how it ended.
 */
export const stopAnswerAtom = atom(null, (get, set) => {
  set(stopGenerationAtom);
  const followed = get(followedAnswerAtom);
  if (followed) postToTabs(get, { t: 'stop', c: followed.conversationId });
});
