import { describe, expect, it } from 'vitest';
import type { AssistantMessage, UserMessage } from '../../src/model/message';
import { nextNearIds, rendersInFull } from '../../src/model/message-window';

describe('nextNearIds', () => {
  it('adds the messages that came near and drops the ones that went far', () => {
    const next = nextNearIds(new Set(['a', 'b']), [
      { id: 'c', near: true },
      { id: 'a', near: false },
    ]);
    expect([...next].sort()).toEqual(['b', 'c']);
  });

  it('returns the very same set when the observations change nothing, so nothing re-renders', () => {
    const near = new Set(['a']);
    expect(
      nextNearIds(near, [
        { id: 'a', near: true },
        { id: 'b', near: false },
      ]),
    ).toBe(near);
    expect(nextNearIds(near, [])).toBe(near);
  });

  it('does not change the set it was given', () => {
    const near = new Set(['a']);
    nextNearIds(near, [{ id: 'b', near: true }]);
    expect([...near]).toEqual(['a']);
  });

  it('takes the last word when one message is observed twice in a batch', () => {
    const next = nextNearIds(new Set<string>(), [
      { id: 'a', near: true },
      { id: 'a', near: false },
    ]);
    expect(next.has('a')).toBe(false);
  });
});

describe('rendersInFull', () => {
  const answer = (extra: Partial<AssistantMessage> = {}): AssistantMessage => ({
    role: 'ASSISTANT',
    id: 'a1',
    content: '答案',
    createTime: 0,
    from: 'CHAT',
    skills: [],
    knowledge: [],
    isFetching: false,
    isStreaming: false,
    success: true,
    ...extra,
  });
  const question = (extra: Partial<UserMessage> = {}): UserMessage => ({
    role: 'USER',
    id: 'u1',
    content: '问题',
    createTime: 0,
    ...extra,
  });

  it('renders far, finished messages as their words', () => {
    expect(rendersInFull(answer(), false)).toBe(false);
    expect(rendersInFull(question(), false)).toBe(false);
  });

  it('renders in full what is recent or near', () => {
    expect(rendersInFull(answer(), true)).toBe(true);
    expect(rendersInFull(question(), true)).toBe(true);
  });

  it('renders a streaming answer in full wherever it is', () => {
    expect(rendersInFull(answer({ isStreaming: true }), false)).toBe(true);
  });

  it('renders an answer holding a form in full: its inputs keep what the visitor typed', () => {
    const form = { flowId: 'f', recordId: 'r', isSubmit: false, formConfig: [] };
    const skill = {
      id: 's',
      status: 'SUCCEEDED' as const,
      toolType: 'FLOW',
      metaData: {},
      flowMsg: [],
      form,
    };
    expect(rendersInFull(answer({ skills: [skill] }), false)).toBe(true);
  });

  it('gives no stand-in to a visitor message that shows nothing', () => {
    expect(rendersInFull(question({ content: '  ' }), false)).toBe(true);
  });
});
