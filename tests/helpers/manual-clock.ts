import type { Clock } from '../../src/platform/clock';

/** A clock whose time moves only when the test says so. */
export function createManualClock(start = 0): Clock & { advance(ms: number): void; pending(): number } {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, delayMs) {
      const id = nextId++;
      timers.set(id, { at: now + delayMs, callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      now += ms;
      for (const [id, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at <= now && timers.delete(id)) timer.callback();
      }
    },
    pending: () => timers.size,
  };
}
