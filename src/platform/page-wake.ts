import { type Clock, systemClock } from './clock';
import { listen } from './listen';
import { browserNetworkStatus, type NetworkStatus } from './network-status';

/** The wake timer ticks every 30 s; a gap over 60 s between ticks means the device slept. */
export const WAKE_TICK_MS = 30_000;
export const WAKE_GAP_MS = 60_000;

/**
 * When a page that lost the network may reach it again (decision 065): back online, visible again,
 * or woken from sleep. A port, so the push socket's retries are testable with fake pages.
 */
export interface PageWake {
  /** Whether trying makes sense now: the page is visible and the browser believes it is online. */
  awake(): boolean;
  /** Calls `onWake` at each of those moments; returns the function that stops watching. */
  watch(onWake: () => void): () => void;
}

/** Whether the time between two ticks of the wake timer says the device slept in between. */
export function sleptBetween(previousTick: number, now: number): boolean {
  return now - previousTick > WAKE_GAP_MS;
}

export function browserPageWake(
  clock: Clock = systemClock,
  network: NetworkStatus = browserNetworkStatus,
): PageWake {
  const { document } = globalThis;
  return {
    awake: () => document?.visibilityState !== 'hidden' && network.online(),
    watch(onWake) {
      let previousTick = clock.now();
      let timer: unknown;
      const tick = () => {
        const now = clock.now();
        if (sleptBetween(previousTick, now)) onWake();
        previousTick = now;
        timer = clock.setTimeout(tick, WAKE_TICK_MS);
      };
      timer = clock.setTimeout(tick, WAKE_TICK_MS);
      const stopNetwork = network.watch((online) => online && onWake());
      const stopVisibility = listen([
        document,
        'visibilitychange',
        () => document.visibilityState === 'visible' && onWake(),
      ]);
      return () => {
        stopNetwork();
        stopVisibility();
        clock.clearTimeout(timer);
      };
    },
  };
}
