import { describe, expect, it } from 'vitest';
import type { AssistantMessage, UserMessage } from '../../src/model/message';
import { type FarBox, nextNearIds, rendersInFull, withFarBoxes } from '../../src/model/message-window';

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

describe('withFarBoxes (decision 084)', () => {
  const far = (count: number, prefix = 'q') =>
    Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`);
  /** The list's entries: a far entry by its id, one rendered in full as `undefined`. */
  const boxesOf = (ids: (string | undefined)[]) =>
    withFarBoxes(ids)
      .filter((entry): entry is FarBox => typeof entry !== 'number')
      .map(({ key, from, to }) => ({ key, members: ids.slice(from, to).join() }));
  /** The boxes of `after` that `before` had too, with the same key and members. */
  const kept = (before: ReturnType<typeof boxesOf>, after: ReturnType<typeof boxesOf>) =>
    after.filter((box) => before.some((old) => old.key === box.key && old.members === box.members));

  it('keeps rendered entries in place and gathers every far run, in order, into boxes', () => {
    const ids = [...far(50), undefined, undefined, ...far(30, 'r'), undefined];
    const entries = withFarBoxes(ids);
    const order = entries.flatMap((entry) =>
      typeof entry === 'number'
        ? [entry]
        : Array.from({ length: entry.to - entry.from }, (_, at) => entry.from + at),
    );
    expect(order).toEqual(ids.map((_, index) => index));
    expect(entries).toContain(50);
    expect(entries).toContain(51);
    expect(entries.at(-1)).toBe(ids.length - 1);
  });

  it('takes a sparse array: the entries it lacks are rendered in full', () => {
    const ids: (string | undefined)[] = Array(5);
    ids[1] = 'q-1';
    ids[2] = 'q-2';
    expect(
      withFarBoxes(ids).map((entry) => (typeof entry === 'number' ? entry : [entry.from, entry.to])),
    ).toEqual([0, [1, 3], 3, 4]);
  });

  it('boxes about sixteen far messages together, with keys of their own', () => {
    const boxes = boxesOf(far(1000));
    expect(boxes.length).toBeGreaterThan(1000 / 16 / 2);
    expect(boxes.length).toBeLessThan((1000 / 16) * 2);
    expect(new Set(boxes.map((box) => box.key)).size).toBe(boxes.length);
  });

  it('keeps every box but the first when an older page joins the run at the top', () => {
    const newest = [...far(200, 'm'), undefined, undefined];
    const before = boxesOf(newest);
    const after = boxesOf([...far(40, 'older'), ...newest]);
    expect(before[0]?.key).toBe('head');
    expect(kept(before, after)).toEqual(before.slice(1));
  });

  it('keeps every box but the first of the run below the view when a message goes far above it', () => {
    const below = far(300, 'm');
    const before = boxesOf([undefined, undefined, ...below, undefined]);
    // Reading back: one message after another leaves the view and joins that run at its start.
    for (const joining of ['v-1', 'v-2', 'v-3', 'v-4']) {
      const after = boxesOf([undefined, joining, ...below, undefined]);
      expect(kept(before, after)).toEqual(before.slice(1));
    }
  });

  it('keeps the run below the view in its boxes when the run above it goes', () => {
    const below = far(300, 'm');
    const before = boxesOf([...far(20, 'top'), undefined, ...below, undefined]);
    const after = boxesOf([undefined, undefined, ...below, undefined]);
    const belowBefore = before.filter((box) => box.members.includes('m-'));
    expect(kept(before, after)).toEqual(belowBefore);
  });

  it('keys the first box head, unless its first entry begins a box, which keys it', () => {
    // Lists that start one message later each: some start with an entry that begins a box.
    const keys = Array.from({ length: 60 }, (_, start) => {
      const ids = far(100, 'm').slice(start);
      const first = withFarBoxes(ids)[0] as FarBox;
      expect(first.from).toBe(0);
      return first.key === 'head' ? 'head' : first.key === ids[0] ? 'own id' : first.key;
    });
    expect(new Set(keys)).toEqual(new Set(['head', 'own id']));
  });
});
