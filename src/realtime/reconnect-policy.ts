/** Data doc section 4: the push socket reconnects at most 3 times, 3 s apart; reset on open. */
export const MAX_RECONNECTS = 3;
export const RECONNECT_DELAY_MS = 3000;
/**
 * Past the spec's three (decision 065): full jitter over a window that doubles from 6 s up to 5 min,
 * so tabs that lost the service together do not come back in step.
 */
export const BACKOFF_CAP_MS = 300_000;
/** A wake (online, visible again, the device woke) tries within this window, spread the same way. */
export const WAKE_JITTER_MS = 5000;

/** Why an attempt is being planned: the socket closed, or the page woke up (online, visible). */
export type RetryCause = 'closed' | 'wake';

/**
 * The delay before the next attempt, or null for none: the spec's three reconnects 3 s apart come
 * first, whatever the page does; after them only a visible, online page tries (a hidden or offline
 * one waits for its wake), with full jitter. `reconnects` counts the attempts since the last open.
 */
export function reconnectDelay(
  cause: RetryCause,
  reconnects: number,
  awake: boolean,
  random: () => number,
): number | null {
  if (cause === 'closed' && reconnects < MAX_RECONNECTS) return RECONNECT_DELAY_MS;
  if (!awake) return null;
  const window =
    cause === 'wake'
      ? WAKE_JITTER_MS
      : Math.min(BACKOFF_CAP_MS, RECONNECT_DELAY_MS * 2 ** (reconnects - MAX_RECONNECTS + 1));
  return Math.floor(random() * window);
}

/** Whether a planned attempt still goes ahead when its time comes: past the spec's three, only awake. */
export function mayReconnect(reconnects: number, awake: boolean): boolean {
  return reconnects < MAX_RECONNECTS || awake;
}
