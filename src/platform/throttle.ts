import type { Clock, TimerHandle } from './clock';

/**
 * Runs fn at most once per intervalMs: the first call runs at once, calls inside the interval are
 * folded into one trailing run at its end, so the last state is never lost. Uses the injected
 * clock so tests control time.
 */
export function throttle(fn: () => void, intervalMs: number, clock: Clock): { call(): void; cancel(): void } {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: TimerHandle | null = null;
  const run = () => {
    timer = null;
    lastRun = clock.now();
    fn();
  };
  return {
    call() {
      if (timer !== null) return;
      const wait = lastRun + intervalMs - clock.now();
      if (wait <= 0) run();
      else timer = clock.setTimeout(run, wait);
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
