import { describe, expect, it } from 'vitest';
import {
  createFrameBatcher,
  type FrameScheduler,
  MIN_FLUSH_INTERVAL_MS,
} from '../../src/platform/frame-batcher';

/** Timers and frames under test control; frames run only when `frame()` is called. */
function createFakeScheduler() {
  let now = 1_000;
  let timers: { at: number; callback: () => void }[] = [];
  let frames: (() => void)[] = [];
  let framesRequested = 0;
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
  };
  return {
    scheduler,
    advance(ms: number) {
      now += ms;
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.callback();
    },
    frame() {
      const due = frames;
      frames = [];
      for (const callback of due) callback();
    },
    framesRequested: () => framesRequested,
    pendingTimers: () => timers.length,
  };
}

describe('createFrameBatcher', () => {
  it('flushes many scheduled calls once, in the next frame', () => {
    const fake = createFakeScheduler();
    let flushes = 0;
    const batcher = createFrameBatcher(() => {
      flushes += 1;
    }, fake.scheduler);
    for (let index = 0; index < 100; index += 1) batcher.schedule();
    expect(flushes).toBe(0);
    fake.frame();
    expect(flushes).toBe(1);
  });

  it('waits out the minimum interval with one timer instead of requesting a frame every frame', () => {
    const fake = createFakeScheduler();
    let flushes = 0;
    const batcher = createFrameBatcher(() => {
      flushes += 1;
    }, fake.scheduler);
    batcher.schedule();
    fake.frame();
    batcher.schedule();
    batcher.schedule();
    expect(fake.framesRequested()).toBe(1);
    expect(fake.pendingTimers()).toBe(1);
    fake.advance(MIN_FLUSH_INTERVAL_MS - 1);
    fake.frame();
    expect(flushes).toBe(1);
    fake.advance(1);
    expect(fake.framesRequested()).toBe(2);
    fake.frame();
    expect(flushes).toBe(2);
  });

  it('flushNow flushes at once and drops the pending flush', () => {
    const fake = createFakeScheduler();
    let flushes = 0;
    const batcher = createFrameBatcher(() => {
      flushes += 1;
    }, fake.scheduler);
    batcher.schedule();
    batcher.flushNow();
    fake.frame();
    expect(flushes).toBe(1);
  });

  it('cancel drops a pending flush, whether waiting for its timer or its frame', () => {
    const fake = createFakeScheduler();
    let flushes = 0;
    const batcher = createFrameBatcher(() => {
      flushes += 1;
    }, fake.scheduler);
    batcher.schedule();
    batcher.cancel();
    fake.frame();
    batcher.flushNow();
    batcher.schedule();
    batcher.cancel();
    fake.advance(MIN_FLUSH_INTERVAL_MS);
    fake.frame();
    expect(flushes).toBe(1);
    expect(fake.pendingTimers()).toBe(0);
  });
});
