import type { Clock, TimerHandle } from './clock';

/** Runs fn once, delayMs after the last call; uses the injected clock so tests control time. */
export function debounce(fn: () => void, delayMs: number, clock: Clock): { call(): void; cancel(): void } {
  let timer: TimerHandle | null = null;
  return {
    call() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = clock.setTimeout(() => {
        timer = null;
        fn();
      }, delayMs);
    },
    cancel() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
