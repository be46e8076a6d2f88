import { describe, expect, it } from 'vitest';
import {
  type AssistantMessage,
  createPendingAssistantMessage,
  type UserMessage,
} from '../../../src/model/message';
import { createChatStore } from '../../../src/state/chat-store';
import { HEARTBEAT_MS, RELAY_MAX_DELAY_MS, relayAnswerAtom } from '../../../src/state/tabs/answer-relay';
import { TAB_PROTOCOL } from '../../../src/state/tabs/tab-messages';
import { outgoingAnswerAtom, tabChannelAtom, tabPeersAtom } from '../../../src/state/tabs/tab-state';
import { createManualClock } from '../../helpers/manual-clock';

const user: UserMessage = { role: 'USER', id: 'USER-1', content: '问', createTime: 1 };

/** `peers`: another tab of the chat has spoken (tab-sync sets it on the first message it receives). */
function setup({ peers = true } = {}) {
  const clock = createManualClock(1_000);
  const store = createChatStore({ clock });
  store.set(tabPeersAtom, peers);
  const posted: Record<string, unknown>[] = [];
  store.set(tabChannelAtom, { post: (message) => posted.push(message as Record<string, unknown>) });
  let answer: AssistantMessage = createPendingAssistantMessage('1', 1);
  const relay = store.set(relayAnswerAtom, 'c1', user, () => answer);
  const setAnswer = (next: AssistantMessage) => {
    answer = next;
  };
  return { clock, store, posted, relay, setAnswer };
}

const kinds = (posted: Record<string, unknown>[]) => posted.map((message) => message.t);

describe('relaying an answer to the other tabs', () => {
  it('posts nothing while no other tab of the chat has spoken, neither the answer, its events nor its end', () => {
    const { posted, relay, clock } = setup({ peers: false });
    relay.add({ type: 'TEXT', content: '你' });
    relay.flush();
    clock.advance(HEARTBEAT_MS);
    relay.end();
    expect(posted).toEqual([]);
  });

  it('starts with the question and the pending answer, versioned', () => {
    const { posted, store } = setup();
    expect(posted).toEqual([
      { v: TAB_PROTOCOL, t: 'answer', c: 'c1', user, answer: createPendingAssistantMessage('1', 1) },
    ]);
    expect(store.get(outgoingAnswerAtom)?.conversationId).toBe('c1');
  });

  it('holds events until the flush of a rendered frame, then posts them together', () => {
    const { posted, relay } = setup();
    relay.add({ type: 'TEXT', content: '你' });
    relay.add({ type: 'TEXT', content: '好' });
    expect(kinds(posted)).toEqual(['answer']);
    relay.flush();
    expect(posted[1]).toEqual({
      v: TAB_PROTOCOL,
      t: 'events',
      c: 'c1',
      id: 'ASSISTANT-1',
      events: [
        { type: 'TEXT', content: '你' },
        { type: 'TEXT', content: '好' },
      ],
    });
    relay.flush();
    expect(posted).toHaveLength(2);
  });

  it('answers a catch-up request with the answer as it stands, and never posts its pending events after it', () => {
    const { posted, relay, store, setAnswer } = setup();
    relay.add({ type: 'TEXT', content: '回答' });
    setAnswer({ ...createPendingAssistantMessage('1', 1), content: '回答' });
    store.get(outgoingAnswerAtom)?.postAnswer();
    relay.flush();
    expect(kinds(posted)).toEqual(['answer', 'answer']);
    expect(posted[1]).toMatchObject({ t: 'answer', answer: { content: '回答' } });
  });

  it('posts from the stream itself when frames stop coming (a hidden tab), at most every 100 ms', () => {
    const { clock, posted, relay } = setup();
    relay.add({ type: 'TEXT', content: '一' });
    clock.advance(RELAY_MAX_DELAY_MS - 1);
    relay.add({ type: 'TEXT', content: '二' });
    expect(posted).toHaveLength(1);
    clock.advance(1);
    relay.add({ type: 'TEXT', content: '三' });
    expect(posted).toHaveLength(2);
    expect(posted[1]?.events).toHaveLength(3);
  });

  it('says it is alive with an empty post when nothing went out for a while', () => {
    const { clock, posted, relay } = setup();
    clock.advance(HEARTBEAT_MS - 1);
    expect(posted).toHaveLength(1);
    clock.advance(1);
    expect(posted[1]).toMatchObject({ t: 'events', events: [] });
    relay.add({ type: 'TEXT', content: '字' });
    relay.flush();
    clock.advance(HEARTBEAT_MS - 1);
    expect(posted).toHaveLength(3);
    clock.advance(1);
    expect(posted).toHaveLength(4);
  });

  it('ends with the final answer whole, and no heartbeat after it', () => {
    const { clock, posted, relay, setAnswer, store } = setup();
    const final = {
      ...createPendingAssistantMessage('1', 1),
      content: '完',
      isStreaming: false,
      isFetching: false,
    };
    setAnswer(final);
    relay.end();
    expect(posted.at(-1)).toEqual({ v: TAB_PROTOCOL, t: 'answer', c: 'c1', user, answer: final });
    expect(store.get(outgoingAnswerAtom)).toBeNull();
    clock.advance(HEARTBEAT_MS * 2);
    expect(posted).toHaveLength(2);
  });

  it('answers a tab asking for it with the answer as it stands', () => {
    const { posted, setAnswer, store } = setup();
    setAnswer({ ...createPendingAssistantMessage('1', 1), content: '到这里' });
    store.get(outgoingAnswerAtom)?.postAnswer();
    expect(posted.at(-1)).toMatchObject({ t: 'answer', answer: { content: '到这里' } });
  });
});
