import { atom } from 'jotai';
import type { AssistantMessage, UserMessage } from '../../model/message';
import type { TimerHandle } from '../../platform/clock';
import type { ChatStreamEvent } from '../../stream/stream-events';
import { requireServices } from '../services';
import { outgoingAnswerAtom, postToTabs, tabPeersAtom } from './tab-state';

/**
 * The longest a streaming tab holds events back when its frames do not come: a hidden tab gets
 * no animation frames, and the visitor may be watching the answer in another tab.
 */
export const RELAY_MAX_DELAY_MS = 100;
/** How often a streaming tab posts when nothing else went out (a slow tool): it is still alive. */
export const HEARTBEAT_MS = 3_000;

/** How an answer this tab streams reaches the other tabs. */
export interface AnswerRelay {
  /** A stream event folded into the answer; posted with the next flush. */
  add(event: ChatStreamEvent): void;
  /** Posts the events added since the last post (once a rendered frame, like the tab's own updates). */
  flush(): void;
  /** The answer ended: its final form goes out whole, so every tab ends with the same message. */
  end(): void;
}

/**
 * Starts relaying an answer: the question and the pending answer go out at once, then only the
 * events (each tab folds them as this one does), never the whole message per token.
 */
export const relayAnswerAtom = atom(
  null,
  (get, set, conversationId: string, user: UserMessage, current: () => AssistantMessage): AnswerRelay => {
    const { clock } = requireServices(get).ports;
    let events: ChatStreamEvent[];
    let last: number;
    let heartbeat: TimerHandle;
    const postAnswer = () => {
      if (get(tabPeersAtom)) postToTabs(get, { t: 'answer', c: conversationId, user, answer: current() });
    };
    const restart = () => {
      events = [];
      last = clock.now();
      heartbeat = clock.setTimeout(post, HEARTBEAT_MS);
    };
    const post = () => {
      clock.clearTimeout(heartbeat);
      if (get(tabPeersAtom)) postToTabs(get, { t: 'events', c: conversationId, id: current().id, events });
      restart();
    };
    /**
     * The answer as it stands, for a tab that asked to catch up: it holds every event added so far,
     * so those not posted yet are dropped, or that tab would fold them a second time.
     */
    const snapshot = () => {
      clock.clearTimeout(heartbeat);
      postAnswer();
      restart();
    };
    const outgoing = { conversationId, postAnswer: snapshot };
    set(outgoingAnswerAtom, outgoing);
    snapshot();
    return {
      add(event) {
        events.push(event);
        if (clock.now() - last >= RELAY_MAX_DELAY_MS) post();
      },
      flush() {
        if (events.length) post();
      },
      end() {
        clock.clearTimeout(heartbeat);
        if (get(outgoingAnswerAtom) === outgoing) set(outgoingAnswerAtom, null);
        postAnswer();
      },
    };
  },
);
