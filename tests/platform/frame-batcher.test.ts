import { describe, expect, it } from 'vitest';
import {
  createFrameBatcher,
  FRAME_MS,
  type FrameScheduler,
  flushIntervalFor,
  LEAD_MARGIN_MS,
  MAX_FLUSH_INTERVAL_MS,
  MIN_FLUSH_INTERVAL_MS,
} from '../../src/platform/frame-batcher';

/**
 * Timers and frames under test control; frames run only when `frame()` is called, `lateMs` after
 * the test's current time (a display's frame comes up to a frame after it was asked for).
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
    cancelFrame(handle) {
      frames = frames.filter((frame) => frame !== handle);
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
    framesRequested: () => framesRequested,
    pendingTimers: () => timers.length,
  };
}

/** A batcher whose flushes are only counted. */
function countingBatcher(scheduler: FrameScheduler) {
  let count = 0;
  const batcher = createFrameBatcher(() => {
    count += 1;
  }, scheduler);
  return { batcher, flushes: () => count };
}

/** The gaps between 30 updates of a batcher whose frames come at a display's refreshes. */
function gapsAtRefresh(hz: number, renderMs: number): number[] {
  const fake = createFakeScheduler();
  const { batcher } = countingBatcher(fake.scheduler);
  const frameMs = 1000 / hz;
  const flushedAt: number[] = [];
  let requested = 0;
  for (let update = 0; update < 30; update += 1) {
    batcher.schedule();
    while (fake.framesRequested() === requested) fake.advance(0.25);
    requested = fake.framesRequested();
    // The display's next refresh, and the frame callback just after it.
    const now = fake.scheduler.now();
    fake.frame(Math.ceil(now / frameMs) * frameMs - now + 0.5);
    flushedAt.push(fake.scheduler.now());
    fake.rendered(renderMs);
  }
  // The first two updates still follow the starting interval.
  return flushedAt.slice(3).map((at, index) => at - (flushedAt[index + 2] as number));
}

/** The gaps between updates whose renders cost `costs` in turn, where frames come at once. */
function gapsForCosts(costs: number[]): number[] {
  const fake = createFakeScheduler();
  const { batcher } = countingBatcher(fake.scheduler);
  const flushedAt: number[] = [];
  let requested = 0;
  for (const cost of costs) {
    batcher.schedule();
    while (fake.framesRequested() === requested) fake.advance(0.25);
    requested = fake.framesRequested();
    fake.frame(0);
    flushedAt.push(fake.scheduler.now());
    fake.rendered(cost);
  }
  return flushedAt.slice(1).map((at, index) => at - (flushedAt[index] as number));
}

describe('createFrameBatcher', () => {
  it('flushes many scheduled calls once, in the next frame', () => {
    const fake = createFakeScheduler();
    const { batcher, flushes } = countingBatcher(fake.scheduler);
    for (let index = 0; index < 100; index += 1) batcher.schedule();
    expect(flushes()).toBe(0);
    fake.frame();
    expect(flushes()).toBe(1);
  });

  it('waits out the minimum interval, less the frame it waits for, with one timer instead of a frame every frame', () => {
    const fake = createFakeScheduler();
    const { batcher, flushes } = countingBatcher(fake.scheduler);
    batcher.schedule();
    // A display: the frame comes a whole frame after it was asked for.
    fake.frame(FRAME_MS);
    batcher.schedule();
    batcher.schedule();
    expect(fake.framesRequested()).toBe(1);
    expect(fake.pendingTimers()).toBe(1);
    fake.advance(MIN_FLUSH_INTERVAL_MS - FRAME_MS - 1);
    fake.frame();
    expect(flushes()).toBe(1);
    fake.advance(1);
    expect(fake.framesRequested()).toBe(2);
    fake.frame(FRAME_MS);
    expect(flushes()).toBe(2);
  });

  it('lands on the interval, not a frame before it, where frames come as soon as they are asked for', () => {
    const fake = createFakeScheduler();
    const { batcher, flushes } = countingBatcher(fake.scheduler);
    batcher.schedule();
    fake.frame(0);
    batcher.schedule();
    // Headless Chromium draws a frame at once: a timer a whole frame early gave 85 ms, not 100.
    fake.advance(MIN_FLUSH_INTERVAL_MS - FRAME_MS);
    expect(fake.framesRequested()).toBe(1);
    fake.advance(FRAME_MS - LEAD_MARGIN_MS - 1);
    expect(fake.framesRequested()).toBe(1);
    fake.advance(1);
    expect(fake.framesRequested()).toBe(2);
    fake.frame(0);
    expect(flushes()).toBe(2);
  });

  it('keeps a 60 Hz display at six frames (100 ms) between costly updates, however often it runs', () => {
    for (const gap of gapsAtRefresh(60, 60)) expect(gap).toBeCloseTo(100, 0);
  });

  it('never leaves more than 100 ms between updates on a 60 Hz display when the interval is off the frame grid', () => {
    // 45 ms an update asks for 90 ms: five frames (83 ms) or six (100 ms), never seven.
    const gaps = gapsAtRefresh(60, 45);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(100.5);
    expect(Math.min(...gaps)).toBeGreaterThan(83);
  });

  it('keeps a 120 Hz display within 100 ms between costly updates', () => {
    // The lead shrinks after a frame that came early and grows back after one that came late.
    const gaps = gapsAtRefresh(120, 60);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(100.5);
  });

  it('goes back to firing a frame early when frames come late again', () => {
    const fake = createFakeScheduler();
    const { batcher } = countingBatcher(fake.scheduler);
    batcher.schedule();
    fake.frame(0);
    batcher.schedule();
    fake.advance(MIN_FLUSH_INTERVAL_MS - LEAD_MARGIN_MS);
    fake.frame(10);
    batcher.schedule();
    // 10 ms late, so the timer leads by 12 ms: the next frame is asked for 38 ms after this one.
    fake.advance(MIN_FLUSH_INTERVAL_MS - 10 - LEAD_MARGIN_MS - 1);
    expect(fake.framesRequested()).toBe(2);
    fake.advance(1);
    expect(fake.framesRequested()).toBe(3);
    // A frame later than a frame (a busy page) never makes the timer lead by more than a frame.
    fake.frame(40);
    batcher.schedule();
    fake.advance(MIN_FLUSH_INTERVAL_MS - FRAME_MS - 1);
    expect(fake.framesRequested()).toBe(3);
    fake.advance(1);
    expect(fake.framesRequested()).toBe(4);
  });

  it('cancel drops a pending flush, whether waiting for its timer or its frame', () => {
    const fake = createFakeScheduler();
    const { batcher, flushes } = countingBatcher(fake.scheduler);
    batcher.schedule();
    batcher.cancel();
    fake.frame();
    expect(flushes()).toBe(0);
    // One flush, so that the next one waits for its timer first.
    batcher.schedule();
    fake.frame();
    batcher.schedule();
    batcher.cancel();
    fake.advance(MIN_FLUSH_INTERVAL_MS);
    fake.frame();
    expect(flushes()).toBe(1);
    expect(fake.pendingTimers()).toBe(0);
  });

  it('spaces updates further apart when each one costs more to render, within bounds', () => {
    const fake = createFakeScheduler();
    const { batcher, flushes } = countingBatcher(fake.scheduler);
    // Every update takes 30 ms to render: at a 50 % share the next waits 60 ms, not 50.
    batcher.schedule();
    fake.frame(FRAME_MS);
    fake.rendered(30);
    batcher.schedule();
    // The timer asks for the frame a frame before the 60 ms end: 60 − 16 − 30 ms from now.
    fake.advance(60 - FRAME_MS - 30 - 1);
    fake.frame();
    expect(fake.framesRequested()).toBe(1);
    expect(flushes()).toBe(1);
    fake.advance(1);
    expect(fake.framesRequested()).toBe(2);
    fake.frame(FRAME_MS);
    expect(flushes()).toBe(2);
  });

  it('keeps twenty updates a second where an update costs what it does on a loaded 2-core machine (20 ms)', () => {
    const fake = createFakeScheduler();
    const { batcher, flushes } = countingBatcher(fake.scheduler);
    batcher.schedule();
    fake.frame(FRAME_MS);
    fake.rendered(20);
    batcher.schedule();
    fake.advance(MIN_FLUSH_INTERVAL_MS - FRAME_MS - 20);
    fake.frame(FRAME_MS);
    expect(flushes()).toBe(2);
  });

  it('goes back to twenty a second at the first cheap update after one that another program slowed', () => {
    // 10 ms updates, one slowed to 200 ms by the machine, then cheap again.
    const gaps = gapsForCosts([10, 10, 200, 10, 10]);
    // Each gap follows the update before it: 50, 50, the slow render itself (200), then 50 at once
    // (a smoothed cost alone would still be 50 ms there, and wait 100).
    const expected = [MIN_FLUSH_INTERVAL_MS, MIN_FLUSH_INTERVAL_MS, 200, MIN_FLUSH_INTERVAL_MS];
    gaps.forEach((gap, index) => {
      expect(gap).toBeLessThanOrEqual(expected[index] as number);
      expect(gap).toBeGreaterThan((expected[index] as number) - LEAD_MARGIN_MS - 1);
    });
  });

  it('still updates ten times a second when each update is very costly', () => {
    const fake = createFakeScheduler();
    const { batcher, flushes } = countingBatcher(fake.scheduler);
    batcher.schedule();
    fake.frame(FRAME_MS);
    fake.rendered(80);
    batcher.schedule();
    // The frame is requested a frame before the interval ends, so the flush lands within 100 ms.
    fake.advance(MAX_FLUSH_INTERVAL_MS - FRAME_MS - 80 - 1);
    expect(fake.framesRequested()).toBe(1);
    fake.advance(1);
    expect(fake.framesRequested()).toBe(2);
    fake.frame(FRAME_MS);
    expect(flushes()).toBe(2);
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
