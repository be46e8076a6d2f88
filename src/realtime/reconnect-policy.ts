/** Data doc section 4: the push socket reconnects at most 3 times, 3 s apart; reset on open. */
export const MAX_RECONNECTS = 3;
export const RECONNECT_DELAY_MS = 3000;

export interface ReconnectPolicy {
  /** The delay before the next attempt, or null when attempts are used up. */
  nextDelay(): number | null;
  reset(): void;
}

export function createReconnectPolicy(max = MAX_RECONNECTS, delayMs = RECONNECT_DELAY_MS): ReconnectPolicy {
  let attempts = 0;
  return {
    nextDelay() {
      if (attempts >= max) return null;
      attempts += 1;
      return delayMs;
    },
    reset() {
      attempts = 0;
    },
  };
}
