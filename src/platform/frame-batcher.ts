/**
 * Coalesces many calls into one per animation frame: streamed tokens arrive far faster than the
 * screen refreshes, and re-rendering per token is what makes other widgets freeze on long answers.
 */
export interface FrameBatcher {
  schedule(): void;
  flushNow(): void;
  cancel(): void;
}

/** At most this often: enough for smooth reading, and each render lays out the growing answer. */
export const MIN_FLUSH_INTERVAL_MS = 100;

/** The timing primitives the batcher uses; tests pass fakes. */
export interface FrameScheduler {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
  requestFrame(callback: () => void): unknown;
  cancelFrame(handle: unknown): void;
}

const browserScheduler: FrameScheduler = {
  now: () => Date.now(),
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  requestFrame: (callback) =>
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(callback)
      : globalThis.setTimeout(callback, 16),
  cancelFrame: (handle) => {
    if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(handle as number);
    else globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  },
};

/**
 * Waits out the rest of the interval with a timer, then flushes in the next frame. Polling with
 * requestAnimationFrame until the interval had passed cost a rendering frame every 16 ms.
 */
export function createFrameBatcher(
  flush: () => void,
  scheduler: FrameScheduler = browserScheduler,
): FrameBatcher {
  let timer: unknown;
  let frame: unknown;
  let last = Number.NEGATIVE_INFINITY;
  const run = () => {
    frame = undefined;
    last = scheduler.now();
    flush();
  };
  const requestFrame = () => {
    timer = undefined;
    frame = scheduler.requestFrame(run);
  };
  return {
    schedule() {
      if (timer !== undefined || frame !== undefined) return;
      const wait = last + MIN_FLUSH_INTERVAL_MS - scheduler.now();
      if (wait > 0) timer = scheduler.setTimeout(requestFrame, wait);
      else requestFrame();
    },
    flushNow() {
      this.cancel();
      run();
    },
    cancel() {
      if (timer !== undefined) scheduler.clearTimeout(timer);
      if (frame !== undefined) scheduler.cancelFrame(frame);
      timer = undefined;
      frame = undefined;
    },
  };
}
