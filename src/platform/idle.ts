/**
 * Runs `callback` once the browser has a quiet moment, or after `timeoutMs` at the latest;
 * returns the cancel. A port (decision 044), so deferred work is testable.
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

/**
 * How long after the page's load event the launcher waits before it starts by itself (decision
 * 048): the seconds after load are the host page's own (its scripts, images, analytics), and the
 * launcher's avatar and unread badge can come after them. Coming near the bubble starts it at once.
 */
export const PAGE_SETTLE_MS = 3000;
/** The latest moment for the deferred start once the page has settled, when the browser is never idle. */
export const SETTLED_IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `callback` at the first quiet moment at least PAGE_SETTLE_MS after the page's load event, or
 * after now for a page that has loaded already; returns the cancel.
 */
export function whenPageSettled(callback: () => void, whenIdle: WhenIdle = whenBrowserIdle): () => void {
  let cancelIdle: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    timer = setTimeout(() => {
      cancelIdle = whenIdle(callback, SETTLED_IDLE_TIMEOUT_MS);
    }, PAGE_SETTLE_MS);
  };
  if (document.readyState === 'complete') settle();
  else addEventListener('load', settle, { once: true });
  return () => {
    removeEventListener('load', settle);
    clearTimeout(timer);
    cancelIdle?.();
  };
}
