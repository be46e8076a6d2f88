import { describe, expect, it } from 'vitest';
import {
  BACKOFF_CAP_MS,
  MAX_RECONNECTS,
  mayReconnect,
  RECONNECT_DELAY_MS,
  reconnectDelay,
  WAKE_JITTER_MS,
} from '../../src/realtime/reconnect-policy';

const top = () => 0.999_999;
const bottom = () => 0;
const half = () => 0.5;

describe('the push socket’s reconnect policy', () => {
  it('keeps the spec’s three reconnects 3 s apart, whether the page is hidden, offline or not', () => {
    expect(MAX_RECONNECTS).toBe(3);
    for (const awake of [true, false])
      for (const reconnects of [0, 1, 2])
        expect(reconnectDelay('closed', reconnects, awake, top)).toBe(RECONNECT_DELAY_MS);
  });

  it('after the three, waits for a wake while the page is hidden or offline: no retry loop', () => {
    for (const reconnects of [3, 4, 20]) {
      expect(reconnectDelay('closed', reconnects, false, half)).toBeNull();
      expect(reconnectDelay('wake', reconnects, false, half)).toBeNull();
    }
  });

  it('after the three, backs off over a window doubling from 6 s to a 5 min cap, with full jitter', () => {
    const windows = [3, 4, 5, 6, 7, 8, 30].map((reconnects) =>
      reconnectDelay('closed', reconnects, true, top),
    );
    expect(windows).toEqual([5999, 11_999, 23_999, 47_999, 95_999, 191_999, 299_999]);
    expect(BACKOFF_CAP_MS).toBe(300_000);
    // Full jitter: anywhere from at once to the window, so tabs that failed together spread out.
    expect(reconnectDelay('closed', 4, true, bottom)).toBe(0);
    expect(reconnectDelay('closed', 4, true, half)).toBe(6000);
  });

  it('tries within 5 s of a wake, spread by the random draw, even during the spec’s three', () => {
    for (const reconnects of [0, 2, 3, 12]) {
      expect(reconnectDelay('wake', reconnects, true, bottom)).toBe(0);
      expect(reconnectDelay('wake', reconnects, true, half)).toBe(WAKE_JITTER_MS / 2);
      expect(reconnectDelay('wake', reconnects, true, top)).toBe(WAKE_JITTER_MS - 1);
    }
  });

  it('goes ahead with a planned attempt during the three always, after them only while awake', () => {
    expect(mayReconnect(0, false)).toBe(true);
    expect(mayReconnect(2, false)).toBe(true);
    expect(mayReconnect(3, false)).toBe(false);
    expect(mayReconnect(3, true)).toBe(true);
    expect(mayReconnect(9, true)).toBe(true);
  });
});
