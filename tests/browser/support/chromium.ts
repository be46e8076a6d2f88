import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

/** The flags this machine needs: without the networking ones Chromium keeps dialling Google. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function chromiumPath(): string {
  const fromEnvironment = process.env.CHROMIUM_PATH;
  if (fromEnvironment && existsSync(fromEnvironment)) return fromEnvironment;
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found)
    throw new Error('Chromium not found: run `npm test` as root to install it, or set CHROMIUM_PATH');
  return found;
}

/** `extraArgs` add to CHROMIUM_ARGS (the voice spec's fake microphone flags). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, ...extraArgs],
    headless: true,
  });
}

export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
}

/** Collects uncaught errors and console errors so tests can assert a clean page. */
export function watchPage(page: Page): PageProblems {
  const problems: PageProblems = { pageErrors: [], consoleErrors: [] };
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  return problems;
}
