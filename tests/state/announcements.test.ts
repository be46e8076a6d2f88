import type { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  type AssistantMessage,
  type ChatMessage,
  createPendingAssistantMessage,
} from '../../src/model/message';
import {
  type AnnouncerState,
  announcementOf,
  announcerAtom,
  EMPTY_ANNOUNCER,
  nextAnnouncer,
} from '../../src/state/announcements';
import { createChatStore, messagesAtom } from '../../src/state/chat-store';

const streaming = (content = ''): AssistantMessage => ({
  ...createPendingAssistantMessage('a1', 0),
  isFetching: false,
  content,
});
const finished = (changes: Partial<AssistantMessage> = {}): AssistantMessage => ({
  ...streaming('**你好**'),
  isStreaming: false,
  ...changes,
});

/** The announcer after each list of messages in turn, as the store feeds it. */
function replay(steps: ChatMessage[][]): AnnouncerState[] {
  const states: AnnouncerState[] = [];
  let state = EMPTY_ANNOUNCER;
  for (const messages of steps) {
    state = nextAnnouncer(state, messages);
    states.push(state);
  }
  return states;
}

describe('announcementOf', () => {
  it('says a successful answer as its markdown, a stop as stopped and a failure with its error', () => {
    expect(announcementOf(finished())).toEqual({
      kind: 'answer',
      messageId: 'ASSISTANT-a1',
      markdown: '**你好**',
    });
    expect(announcementOf(finished({ finishReason: 'abort' }))).toEqual({
      kind: 'stopped',
      messageId: 'ASSISTANT-a1',
    });
    expect(announcementOf(finished({ success: false, errorMessage: '模型服务暂时不可用' }))).toEqual({
      kind: 'failed',
      messageId: 'ASSISTANT-a1',
      error: '模型服务暂时不可用',
    });
  });

  it('has nothing to say for an answer without text (only a tool card or a form)', () => {
    expect(announcementOf(finished({ content: '  ' }))).toBeNull();
  });
});

describe('nextAnnouncer', () => {
  it('announces a streamed answer once, when it ends, and never a fragment', () => {
    const states = replay([
      [streaming()],
      [streaming('**你')],
      [streaming('**你好**')],
      [finished()],
      [finished()],
    ]);
    expect(states.map((state) => state.announcement?.kind ?? null)).toEqual([
      null,
      null,
      null,
      'answer',
      'answer',
    ]);
    // The same object once announced, so the region is not re-rendered with a new node.
    expect(states[4]).toBe(states[3]);
  });

  it('does not announce answers loaded from history', () => {
    const [state] = replay([[finished(), finished({ id: 'ASSISTANT-a2' })]]);
    expect(state?.announcement).toBeNull();
  });

  it('keeps the last announcement while the next answer streams, then replaces it', () => {
    const next = { ...streaming('第二'), id: 'ASSISTANT-a2' };
    const states = replay([
      [streaming()],
      [finished()],
      [finished(), next],
      [finished(), { ...next, isStreaming: false, success: false }],
    ]);
    expect(states[2]?.announcement?.messageId).toBe('ASSISTANT-a1');
    expect(states[3]?.announcement).toEqual({ kind: 'failed', messageId: 'ASSISTANT-a2', error: '' });
  });

  it('forgets an answer that left the list while streaming (a new conversation)', () => {
    const states = replay([[streaming()], [], [finished()]]);
    expect(states.map((state) => state.announcement)).toEqual([null, null, null]);
  });
});

describe('the chat store', () => {
  it('feeds every change of the messages through the announcer', () => {
    const store: ReturnType<typeof createStore> = createChatStore();
    store.set(messagesAtom, [streaming('半')]);
    expect(store.get(announcerAtom).announcement).toBeNull();
    store.set(messagesAtom, [finished({ finishReason: 'abort' })]);
    expect(store.get(announcerAtom).announcement).toEqual({ kind: 'stopped', messageId: 'ASSISTANT-a1' });
  });
});
