import { describe, expect, it } from 'vitest';
import { throttle } from '../../src/platform/throttle';
import { createManualClock } from '../helpers/manual-clock';

function setup(intervalMs = 300) {
  const clock = createManualClock(1_000);
  const runs: number[] = [];
  const throttled = throttle(() => runs.push(clock.now()), intervalMs, clock);
  return { clock, runs, throttled };
}

describe('throttle', () => {
  it('runs the first call at once', () => {
    const { runs, throttled } = setup();
    throttled.call();
    expect(runs).toEqual([1_000]);
  });

  it('folds calls inside the interval into one trailing run at its end', () => {
    const { clock, runs, throttled } = setup();
    throttled.call();
    clock.advance(50);
    throttled.call();
    clock.advance(100);
    throttled.call();
    throttled.call();
    expect(runs).toEqual([1_000]);
    clock.advance(149);
    expect(runs).toEqual([1_000]);
    clock.advance(1);
    expect(runs).toEqual([1_000, 1_300]);
    expect(clock.pending()).toBe(0);
  });

  it('never runs more often than once per interval under a steady stream of calls', () => {
    const { clock, runs, throttled } = setup();
    for (let step = 0; step < 100; step += 1) {
      throttled.call();
      clock.advance(10);
    }
    clock.advance(300);
    const gaps = runs.slice(1).map((time, index) => time - (runs[index] ?? 0));
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(gaps.every((gap) => gap >= 300)).toBe(true);
    expect(runs.at(-1)).toBeGreaterThanOrEqual(1_990);
  });

  it('runs at once again after a quiet interval', () => {
    const { clock, runs, throttled } = setup();
    throttled.call();
    clock.advance(500);
    throttled.call();
    expect(runs).toEqual([1_000, 1_500]);
  });

  it('drops a scheduled trailing run when cancelled', () => {
    const { clock, runs, throttled } = setup();
    throttled.call();
    throttled.call();
    throttled.cancel();
    clock.advance(1_000);
    expect(runs).toEqual([1_000]);
    expect(clock.pending()).toBe(0);
  });
});
