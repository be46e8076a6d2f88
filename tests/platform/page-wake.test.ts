// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { browserPageWake, sleptBetween, WAKE_TICK_MS } from '../../src/platform/page-wake';
import { createManualClock } from '../helpers/manual-clock';

const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

afterEach(() => {
  setVisibility('visible');
  setOnline(true);
});

function watched() {
  const clock = createManualClock();
  const wake = browserPageWake(clock);
  let wakes = 0;
  const stop = wake.watch(() => {
    wakes += 1;
  });
  return { clock, wake, stop, wakes: () => wakes };
}

describe('the page wake port', () => {
  it('reads a gap of more than 60 s between two ticks as the device having slept', () => {
    expect(sleptBetween(0, 60_000)).toBe(false);
    expect(sleptBetween(0, 60_001)).toBe(true);
  });

  it('is awake only while visible and online', () => {
    const { wake } = watched();
    expect(wake.awake()).toBe(true);
    setOnline(false);
    expect(wake.awake()).toBe(false);
    setOnline(true);
    setVisibility('hidden');
    expect(wake.awake()).toBe(false);
  });

  it('wakes on online and on becoming visible, not on becoming hidden', () => {
    const { wakes } = watched();
    window.dispatchEvent(new Event('online'));
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(wakes()).toBe(1);
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(wakes()).toBe(2);
  });

  it('wakes when its 30 s timer finds a long gap, not on regular ticks', () => {
    const { clock, wakes } = watched();
    for (let tick = 0; tick < 4; tick += 1) clock.advance(WAKE_TICK_MS);
    expect(wakes()).toBe(0);
    // Suspended: the next tick runs two minutes late.
    clock.advance(120_000);
    expect(wakes()).toBe(1);
    clock.advance(WAKE_TICK_MS);
    expect(wakes()).toBe(1);
  });

  it('stops listening and ticking when stopped', () => {
    const { clock, stop, wakes } = watched();
    stop();
    window.dispatchEvent(new Event('online'));
    clock.advance(120_000);
    expect(wakes()).toBe(0);
    expect(clock.pending()).toBe(0);
  });
});
