import { listen } from '../platform/listen';
import { isApiError } from './api-error';

/** What a proxy answers while the server behind it restarts (decision 066). */
const RESTARTING_STATUSES = [502, 503, 504];
/** The waits before the second and the third try of a call that is safe to repeat (decision 066). */
export const RETRY_DELAYS_MS = [500, 1_500];

/** Whether a call met a server restarting: its connection refused or reset, or its proxy's 502–504. */
export function isRestartFailure(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.kind === 'network' || (error.kind === 'http' && RESTARTING_STATUSES.includes(error.status ?? 0)))
  );
}

/**
 * Runs a call, and while it fails as a restarting server does, again after each of RETRY_DELAYS_MS,
 * give or take a fifth so that tabs failing together do not return together. GETs only: a write may
 * have been done before its answer was lost. Never while offline (no try can succeed then), nor once
 * the signal (the caller's abort or the time-out) has fired.
 */
export async function retrySafeCall<T>(
  method: string,
  signal: AbortSignal,
  online: () => boolean,
  attempt: () => Promise<T>,
): Promise<T> {
  for (const delayMs of method === 'GET' ? RETRY_DELAYS_MS : []) {
    try {
      return await attempt();
    } catch (error) {
      if (!isRestartFailure(error) || !online() || signal.aborted) throw error;
    }
    await pause(delayMs * (0.8 + Math.random() * 0.4), signal);
  }
  return attempt();
}

/** Resolves after the delay, or at once when the signal fires (the next try then fails as aborted). */
function pause(delayMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve();
    };
    const timer = setTimeout(done, delayMs);
    const stop = listen([signal, 'abort', done]);
  });
}
