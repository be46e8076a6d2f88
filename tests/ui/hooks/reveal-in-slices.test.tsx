// @vitest-environment happy-dom
import { options, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Reveal, useRevealInSlices } from '../../../src/ui/hooks/use-reveal-in-slices';

let container: HTMLElement;
/** What each render of the probe returned, in order. */
let renders: Reveal[];
/** Milliseconds each render "takes": performance.now() advances by this between render and commit. */
let renderCostMs: number;
let now: number;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  now = 0;
  renderCostMs = 0;
  renders = [];
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  render(null, container);
  container.remove();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function Probe(props: { total: number; first: number; step: number; slice: number }) {
  const reveal = useRevealInSlices(props.total, props.first, props.step, props.slice);
  renders.push(reveal);
  // The work a render of `shown` does, seen by the hook's clock at commit.
  now += renderCostMs;
  return <span>{reveal.shown}</span>;
}

function show(total: number, first = Number.POSITIVE_INFINITY, step = 0, slice = 100) {
  act(() => render(<Probe total={total} first={first} step={step} slice={slice} />, container));
}

const last = () => renders.at(-1) as Reveal;
/** Runs the next slice's task and the render it asks for. */
const nextTask = () =>
  act(() => {
    vi.advanceTimersToNextTimer();
  });

describe('revealing a huge part in slices (decision 068)', () => {
  it('shows a total that grows by less than a slice per render whole in that same render, as a streamed answer', () => {
    for (let total = 0; total <= 1_000; total += 40) {
      show(total);
      expect(last().shown).toBe(total);
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders a jump one slice per task until all of it is shown, and asks for no task after', () => {
    // Each slice takes the time aimed at, so the slice stays the same.
    renderCostMs = 20;
    show(350);
    expect(last().shown).toBe(100);
    nextTask();
    expect(last().shown).toBe(200);
    nextTask();
    expect(last().shown).toBe(300);
    nextTask();
    expect(last().shown).toBe(350);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('holds back what lies past `first` until asked, then shows `step` more each time, in slices', () => {
    show(1_000, 150, 300);
    nextTask();
    expect(last()).toMatchObject({ shown: 150, held: 850 });
    expect(vi.getTimerCount()).toBe(0);
    act(() => last().showMore());
    expect(last().held).toBe(550);
    while (vi.getTimerCount() > 0) nextTask();
    expect(last()).toMatchObject({ shown: 450, held: 550 });
    act(() => last().showMore());
    act(() => last().showMore());
    while (vi.getTimerCount() > 0) nextTask();
    expect(last()).toMatchObject({ shown: 1_000, held: 0 });
  });

  it('sizes the next slice from the time the last took: a quarter when it took far too long, twice when it was quick', () => {
    renderCostMs = 200;
    show(100_000, Number.POSITIVE_INFINITY, 0, 1_000);
    expect(last().shown).toBe(1_000);
    renderCostMs = 5;
    nextTask();
    // 200 ms for a slice aimed at 20 ms: a tenth would do, a quarter at most at once.
    expect(last().shown).toBe(1_250);
    nextTask();
    // 5 ms for 250: four times as many would do, twice at most at once.
    expect(last().shown).toBe(1_250 + 500);
  });

  it('asks for no effect after a streamed update: each would cost preact a frame and two timers (decision 075)', () => {
    // preact hands effects to run after paint to options.requestAnimationFrame; run them at once.
    const afterPaint = vi.fn((runEffects: () => void) => runEffects());
    const preactFrame = options.requestAnimationFrame;
    options.requestAnimationFrame = afterPaint as unknown as typeof requestAnimationFrame;
    try {
      for (let total = 0; total <= 1_000; total += 40)
        render(<Probe total={total} first={Number.POSITIVE_INFINITY} step={0} slice={100} />, container);
    } finally {
      options.requestAnimationFrame = preactFrame;
    }
    expect(last().shown).toBe(1_000);
    // The mount's effects, then none for the 25 updates.
    expect(afterPaint).toHaveBeenCalledTimes(1);
  });

  it('keeps a streamed update from changing the slice: only a whole slice is timed', () => {
    renderCostMs = 200;
    show(50, Number.POSITIVE_INFINITY, 0, 100);
    show(90);
    renderCostMs = 20;
    show(1_000);
    expect(last().shown).toBe(190);
  });
});
