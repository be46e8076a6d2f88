import type { Page } from 'playwright-core';
import { serverUrl } from './widget';

/**
 * The page's CSP violations (csp-violations.js). Under the strict test policy the widget causes none at
 * all (decision 055): every one is a defect.
 */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Console errors about the CSP. */
export function cspConsoleErrors(consoleErrors: string[]): string[] {
  return consoleErrors.filter((text) => /Content Security Policy|Refused/i.test(text));
}

/**
 * What the site owner's `report-uri` got from this page: the reports the reference server received
 * (static-files.mjs) whose document is the page's URL. Open the page with a query of its own, so
 * no other test's page has the same URL.
 */
export async function cspReportsOf(page: Page): Promise<{ 'violated-directive': string }[]> {
  const response = await fetch(new URL('/__test/csp-reports', serverUrl()));
  const { data } = (await response.json()) as {
    data: { 'document-uri': string; 'violated-directive': string }[];
  };
  return data.filter((report) => report['document-uri'] === page.url());
}
