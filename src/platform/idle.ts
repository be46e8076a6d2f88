/**
 * Runs `callback` once the browser has a quiet moment, or after `timeoutMs` at the latest;
 * returns the cancel. A port (decision 044), so the launcher's deferred start is testable.
 */
export type WhenIdle = (callback: () => void, timeoutMs: number) => () => void;

/** requestIdleCallback where there is one (not Safari); elsewhere the timeout alone. */
export const whenBrowserIdle: WhenIdle = (callback, timeoutMs) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, timeoutMs);
  return () => clearTimeout(handle);
};
