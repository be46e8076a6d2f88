import { describe, expect, it } from 'vitest';
import {
  createFrameBatcher,
  type FrameScheduler,
  flushIntervalFor,
  MAX_FLUSH_INTERVAL_MS,
  MIN_FLUSH_INTERVAL_MS,
  TIMER_MARGIN_MS,
} from '../../src/platform/frame-batcher';

/**
 * Timers and frames under test control; frames run only when `frame()` is called, `lateMs` after
 * the test's current time (a display's frame comes up to a frame after it was asked for). The
 * batcher asks for its frame in a microtask after the flush: `settle()` lets it.
 */
function createFakeScheduler() {
  let now = 1_000;
  let timers: { at: number; callback: () => void }[] = [];
  let frames: (() => void)[] = [];
  let framesRequested = 0;
  let renders: (() => void)[] = [];
  const scheduler: FrameScheduler = {
    now: () => now,
    setTimeout(callback, delayMs) {
      const timer = { at: now + delayMs, callback };
      timers.push(timer);
      return timer;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer !== handle);
    },
    requestFrame(callback) {
      framesRequested += 1;
      frames.push(callback);
      return callback;
    },
    afterRender(callback) {
      renders.push(callback);
    },
  };
  return {
    scheduler,
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.callback();
    },
    frame(lateMs = 0) {
      now += lateMs;
      const due = frames;
      frames = [];
      for (const callback of due) callback();
    },
    /** The browser finishes rendering the frame, which took `ms`. */
    rendered(ms: number) {
      now += ms;
      const due = renders;
      renders = [];
      for (const callback of due) callback();
    },
    /** Time passes inside the current task (the flush's own script), firing nothing. */
    spend(ms: number) {
      now += ms;
    },
    settle: () => Promise.resolve(),
    framesRequested: () => framesRequested,
    pendingTimers: () => timers.length,
  };
}

/** A batcher whose flushes are counted, each taking `scriptMs` of its task. */
function countingBatcher(fake: ReturnType<typeof createFakeScheduler>, scriptMs = 0) {
  let count = 0;
  const batcher = createFrameBatcher(() => {
    count += 1;
    fake.spend(scriptMs);
  }, fake.scheduler);
  return { batcher, flushes: () => count };
}

/**
 * Schedules one update and plays it out: time passes until its timer flushes, then its frame comes
 * `lateMs` after the flush's task and takes `renderMs`. Returns when the flush ran.
 */
async function playUpdate(
  fake: ReturnType<typeof createFakeScheduler>,
  counting: ReturnType<typeof countingBatcher>,
  { lateMs = 0, renderMs = 0 }: { lateMs?: number | ((now: number) => number); renderMs?: number },
): Promise<number> {
  const before = counting.flushes();
  counting.batcher.schedule();
  let flushedAt = fake.scheduler.now();
  while (counting.flushes() === before) {
    fake.advance(0.25);
    flushedAt = fake.scheduler.now();
  }
  await fake.settle();
  fake.frame(typeof lateMs === 'number' ? lateMs : lateMs(fake.scheduler.now()));
  fake.rendered(renderMs);
  return flushedAt;
}

/** The gaps between 30 updates drawn at a display's refreshes, each frame costing `renderMs`. */
async function gapsAtRefresh(hz: number, renderMs: number): Promise<number[]> {
  const fake = createFakeScheduler();
  const counting = countingBatcher(fake);
  const frameMs = 1000 / hz;
  const drawnAt: number[] = [];
  for (let update = 0; update < 30; update += 1) {
    // The display's next refresh, and the frame callback just after it.
    await playUpdate(fake, counting, {
      lateMs: (now) => {
        const late = Math.ceil(now / frameMs) * frameMs - now + 0.5;
        drawnAt.push(now + late);
        return late;
      },
      renderMs,
    });
  }
  // The first two updates still follow the starting interval.
  return drawnAt.slice(3).map((at, index) => at - (drawnAt[index + 2] as number));
}

describe('createFrameBatcher', () => {
  it('flushes many scheduled calls once, in its timer task rather than in a frame', async () => {
    const fake = createFakeScheduler();
    const { batcher, flushes } = countingBatcher(fake);
    for (let index = 0; index < 100; index += 1) batcher.schedule();
    expect(flushes()).toBe(0);
    fake.advance(0);
    expect(flushes()).toBe(1);
    // The frame is only asked for afterwards, to measure what the update cost.
    expect(fake.framesRequested()).toBe(0);
    await fake.settle();
    expect(fake.framesRequested()).toBe(1);
    fake.frame();
    expect(flushes()).toBe(1);
  });

  it('waits out the minimum interval from the last flush with one timer, set a margin early', async () => {
    const fake = createFakeScheduler();
    const { batcher, flushes } = countingBatcher(fake);
    batcher.schedule();
    fake.advance(0);
    await fake.settle();
    // However late the frame comes (a display), the interval counts from the flush.
    fake.frame(16);
    batcher.schedule();
    batcher.schedule();
    expect(fake.pendingTimers()).toBe(1);
    fake.advance(MIN_FLUSH_INTERVAL_MS - TIMER_MARGIN_MS - 16 - 1);
    expect(flushes()).toBe(1);
    fake.advance(1);
    expect(flushes()).toBe(2);
  });

  it('keeps a 60 Hz display within six frames (100 ms) between costly updates, and near them', async () => {
    const gaps = await gapsAtRefresh(60, 60);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(100.5);
    // Timers 98 ms apart: a five-frame gap (83 ms) only when the 2 ms margins add up to a frame.
    expect(gaps.filter((gap) => gap < 99).length).toBeLessThanOrEqual(gaps.length / 8);
  });

  it('never leaves more than 100 ms between updates on a 60 Hz display when the interval is off the frame grid', async () => {
    // 45 ms an update asks for 90 ms: five frames (83 ms) or six (100 ms), never seven.
    const gaps = await gapsAtRefresh(60, 45);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(100.5);
    expect(Math.min(...gaps)).toBeGreaterThan(83);
  });

  it('keeps a 120 Hz display within 100 ms between costly updates', async () => {
    const gaps = await gapsAtRefresh(120, 60);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(100.5);
  });

  it("measures an update's cost as its task and its frame, not the idle wait for the frame between them", async () => {
    const fake = createFakeScheduler();
    // 10 ms of script in the flush's task, the frame 16 ms later, 10 ms of rendering: 20 ms, which
    // keeps twenty updates a second; counting the wait (36 ms) would give 72 ms.
    const counting = countingBatcher(fake, 10);
    const first = await playUpdate(fake, counting, { lateMs: 16, renderMs: 10 });
    const second = await playUpdate(fake, counting, { lateMs: 16, renderMs: 10 });
    expect(second - first).toBeLessThanOrEqual(MIN_FLUSH_INTERVAL_MS);
  });

  it('cancel drops a pending flush', async () => {
    const fake = createFakeScheduler();
    const { batcher, flushes } = countingBatcher(fake);
    batcher.schedule();
    batcher.cancel();
    fake.advance(MIN_FLUSH_INTERVAL_MS);
    expect(flushes()).toBe(0);
    // One flush, so that the next one waits for its timer first.
    batcher.schedule();
    fake.advance(0);
    batcher.schedule();
    batcher.cancel();
    fake.advance(MIN_FLUSH_INTERVAL_MS);
    expect(flushes()).toBe(1);
    expect(fake.pendingTimers()).toBe(0);
    // Scheduling after a cancel starts a timer again.
    batcher.schedule();
    fake.advance(MIN_FLUSH_INTERVAL_MS);
    expect(flushes()).toBe(2);
  });

  it('spaces updates further apart when each one costs more to render, within bounds', async () => {
    const fake = createFakeScheduler();
    const counting = countingBatcher(fake);
    // Every update takes 30 ms to render: at a 50 % share the next waits 60 ms, not 50.
    const first = await playUpdate(fake, counting, { renderMs: 30 });
    const second = await playUpdate(fake, counting, { renderMs: 30 });
    expect(second - first).toBeCloseTo(60 - TIMER_MARGIN_MS, 0);
  });

  it('keeps twenty updates a second where an update costs what it does on a loaded 2-core machine (20 ms)', async () => {
    const fake = createFakeScheduler();
    const counting = countingBatcher(fake);
    const first = await playUpdate(fake, counting, { lateMs: 16, renderMs: 20 });
    const second = await playUpdate(fake, counting, { lateMs: 16, renderMs: 20 });
    expect(second - first).toBeLessThanOrEqual(MIN_FLUSH_INTERVAL_MS);
  });

  it('goes back to twenty a second at the first cheap update after one that another program slowed', async () => {
    // 10 ms updates, one slowed to 200 ms by the machine, then cheap again.
    const fake = createFakeScheduler();
    const counting = countingBatcher(fake);
    const flushedAt: number[] = [];
    for (const renderMs of [10, 10, 200, 10, 10])
      flushedAt.push(await playUpdate(fake, counting, { renderMs }));
    const gaps = flushedAt.slice(1).map((at, index) => at - (flushedAt[index] as number));
    // Each gap follows the update before it: 50, 50, the slow render itself (200), then 50 at once
    // (a smoothed cost alone would still be 50 ms there, and wait 100).
    const expected = [MIN_FLUSH_INTERVAL_MS, MIN_FLUSH_INTERVAL_MS, 200, MIN_FLUSH_INTERVAL_MS];
    gaps.forEach((gap, index) => {
      // Half a millisecond: the test's clock moves in steps of a quarter.
      expect(gap).toBeLessThanOrEqual((expected[index] as number) + 0.5);
      expect(gap).toBeGreaterThan((expected[index] as number) - TIMER_MARGIN_MS - 1);
    });
  });

  it('still updates ten times a second when each update is very costly', async () => {
    const fake = createFakeScheduler();
    const counting = countingBatcher(fake);
    const first = await playUpdate(fake, counting, { lateMs: 16, renderMs: 80 });
    const second = await playUpdate(fake, counting, { lateMs: 16, renderMs: 80 });
    expect(second - first).toBeLessThanOrEqual(MAX_FLUSH_INTERVAL_MS);
    expect(second - first).toBeGreaterThan(MAX_FLUSH_INTERVAL_MS - TIMER_MARGIN_MS - 1);
  });
});

describe('flushIntervalFor', () => {
  it('gives a render cost up to half the main thread, from 50 ms (twenty a second) up to 100 ms (ten a second)', () => {
    expect(flushIntervalFor(0.5)).toBe(MIN_FLUSH_INTERVAL_MS);
    expect(flushIntervalFor(25)).toBe(MIN_FLUSH_INTERVAL_MS);
    expect(flushIntervalFor(40)).toBe(80);
    expect(MAX_FLUSH_INTERVAL_MS).toBe(100);
    expect(flushIntervalFor(80)).toBe(MAX_FLUSH_INTERVAL_MS);
  });
});
