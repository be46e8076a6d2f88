import type { Page } from 'playwright-core';

/**
 * The one refusal a page with `default-src 'self'` and nothing else reports on purpose: the answer
 * stream's blob: worker, after which the page reads its streams itself (decision 045; pinned, with
 * the fallback working, by isolation.spec.ts). Every other report is a defect.
 */
const STREAM_WORKER_REFUSAL = {
  violation: /^worker-src: blob /,
  consoleError: /^Creating a worker from 'blob:/,
};

/** The page's CSP violation reports (csp-violations.js), without the stream worker's documented one. */
export async function unexpectedCspViolations(page: Page): Promise<string[]> {
  const reports = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  return reports.filter((report) => !STREAM_WORKER_REFUSAL.violation.test(report));
}

/** Console errors about the CSP, without the stream worker's documented refusal. */
export function unexpectedCspConsoleErrors(consoleErrors: string[]): string[] {
  return consoleErrors.filter(
    (text) => /Content Security Policy|Refused/i.test(text) && !STREAM_WORKER_REFUSAL.consoleError.test(text),
  );
}
