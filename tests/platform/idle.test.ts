// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAGE_SETTLE_MS,
  SETTLED_IDLE_TIMEOUT_MS,
  type WhenIdle,
  whenBrowserIdle,
  whenPageSettled,
} from '../../src/platform/idle';

describe('whenBrowserIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks requestIdleCallback with the timeout, and cancels through cancelIdleCallback', () => {
    const request = vi.fn((_callback: () => void, _options: { timeout: number }) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const callback = () => undefined;
    const cancel = whenBrowserIdle(callback, 2000);
    expect(request).toHaveBeenCalledWith(callback, { timeout: 2000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to the timeout alone where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    whenBrowserIdle(callback, 2000);
    vi.advanceTimersByTime(1999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenBrowserIdle(cancelled, 2000)();
    vi.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('whenPageSettled (decision 048)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** An idle port that records what it was asked and runs the callback at once. */
  function recordingIdle() {
    const asked: number[] = [];
    const whenIdle: WhenIdle = (callback, timeoutMs) => {
      asked.push(timeoutMs);
      callback();
      return () => undefined;
    };
    return { asked, whenIdle };
  }

  it('waits for the load event, then PAGE_SETTLE_MS, then a quiet moment', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const idle = recordingIdle();
    const callback = vi.fn();
    whenPageSettled(callback, idle.whenIdle);
    vi.advanceTimersByTime(PAGE_SETTLE_MS * 2);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PAGE_SETTLE_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
    expect(idle.asked).toEqual([SETTLED_IDLE_TIMEOUT_MS]);
  });

  it('waits PAGE_SETTLE_MS from now on a page that has loaded already', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const callback = vi.fn();
    whenPageSettled(callback, recordingIdle().whenIdle);
    vi.advanceTimersByTime(PAGE_SETTLE_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('runs nothing once cancelled, whether before the load event or after it', () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const beforeLoad = vi.fn();
    whenPageSettled(beforeLoad, recordingIdle().whenIdle)();
    readyState.mockReturnValue('complete');
    const afterLoad = vi.fn();
    whenPageSettled(afterLoad, recordingIdle().whenIdle)();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(PAGE_SETTLE_MS * 2);
    expect(beforeLoad).not.toHaveBeenCalled();
    expect(afterLoad).not.toHaveBeenCalled();
  });
});
