import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenBrowserIdle } from '../../src/platform/idle';

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
