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
const MIN_INTERVAL_MS = 50;

export function createFrameBatcher(flush: () => void): FrameBatcher {
  let handle: number | undefined;
  let last = 0;
  const hasFrames = typeof requestAnimationFrame === 'function';
  const run = () => {
    if (Date.now() - last < MIN_INTERVAL_MS) {
      handle = hasFrames ? requestAnimationFrame(run) : (setTimeout(run, 16) as unknown as number);
      return;
    }
    handle = undefined;
    last = Date.now();
    flush();
  };
  return {
    schedule() {
      if (handle !== undefined) return;
      handle = hasFrames ? requestAnimationFrame(run) : (setTimeout(run, 16) as unknown as number);
    },
    flushNow() {
      this.cancel();
      flush();
    },
    cancel() {
      if (handle === undefined) return;
      if (hasFrames) cancelAnimationFrame(handle);
      else clearTimeout(handle);
      handle = undefined;
    },
  };
}
