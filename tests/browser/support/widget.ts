import type { Browser, BrowserContextOptions, FileChooser, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { type PageProblems, watchPage } from './chromium';

export function serverUrl(): string {
  return inject('serverUrl');
}

export async function resetServer(): Promise<void> {
  await fetch(new URL('/__test/reset', serverUrl()), { method: 'POST' });
}

/** A pushed answer arrives in a conversation of demo-agent now (the reference server notifies the sockets). */
export async function pushTo(conversationId: string, text?: string): Promise<void> {
  const response = await fetch(new URL('/__test/push', serverUrl()), {
    method: 'POST',
    body: JSON.stringify({
      workspace_id: 'ws-test',
      agent_id: 'demo-agent',
      conversation_id: conversationId,
      text,
    }),
  });
  expect(response.status).toBe(200);
}

/** Closes every page this browser opened (their contexts), with their sockets. */
export async function closeAllPages(browser: Browser): Promise<void> {
  await Promise.all(browser.contexts().map((context) => context.close()));
}

export interface OpenedPage {
  page: Page;
  problems: PageProblems;
}

/** The viewport openPage gives by default: a desktop window. */
export const DESKTOP = { width: 1280, height: 800 };

/**
 * The context's options besides the viewport: `hasTouch` emulates a touch screen, where
 * `(pointer: coarse)` matches; `isMobile`, `permissions` and the rest pass to newContext.
 */
export interface OpenOptions extends Omit<BrowserContextOptions, 'viewport'> {
  /**
   * Runs once the page is made and watched, before it loads: for what must be in place before the
   * widget's first script runs or its first request leaves (an init script, a held or faked route,
   * the installed clock, a listener for the page's sockets or requests). What it returns is awaited;
   * `page.context()` and `page.clock` reach the context.
   */
  beforeLoad?: (page: Page) => unknown;
}

/** Opens a test page (tests/browser/pages/NAME) with query parameters read by page-setup.js. */
export async function openPage(
  browser: Browser,
  name: string,
  query: Record<string, string> = {},
  viewport = DESKTOP,
  { beforeLoad, ...contextOptions }: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, ...contextOptions });
  // Shorter than the test time-out, so a stuck step names itself instead of timing the test out.
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const problems = watchPage(page);
  await beforeLoad?.(page);
  const url = new URL(`/tests/browser/pages/${name}`, serverUrl());
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  await page.goto(url.toString());
  return { page, problems };
}

/**
 * The chat page with two conversations, each asked one question and answered; the second is shown.
 * Resolves to the page, the chat and the first conversation's id.
 */
export async function openWithTwoConversations(
  browser: Browser,
  questions: [string, string],
): Promise<{ page: Page; chat: Locator; first: string }> {
  const { page } = await openPage(browser, 'chat.html');
  const chat = page.locator('agent-chat');
  await ask(chat, questions[0]);
  await expectAnswerFinished(chat);
  const first = (await part(chat, 'conversation-item').first().getAttribute('data-conversation-id')) ?? '';
  await part(chat, 'new-conversation').click();
  await ask(chat, questions[1]);
  await expectAnswerFinished(chat);
  return { page, chat, first };
}

/** A part of the widget by its part name (parts.md); Playwright's CSS pierces open shadow roots. */
export function part(scope: Page | Locator, name: string): Locator {
  return scope.locator(`[part~="${name}"]`);
}

export async function ask(scope: Locator, text: string): Promise<void> {
  const input = part(scope, 'composer-input');
  await input.fill(text);
  await input.press('Enter');
}

export function lastAnswer(scope: Locator): Locator {
  return part(scope, 'assistant-message').last();
}

/** Long scenarios stream thousands of chunks; on a machine at load 15 one took more than 15 s. */
const ANSWER_FINISHED_TIMEOUT_MS = 30_000;

export async function expectAnswerFinished(scope: Locator): Promise<void> {
  await expect
    .poll(() => lastAnswer(scope).getAttribute('data-streaming'), { timeout: ANSWER_FINISHED_TIMEOUT_MS })
    .toBe('false');
}

/**
 * Collects the file pickers the page opens, from now on. Listen well before the key press that
 * opens one: a listener added just before it races the browser's switch to intercepting
 * pickers, and the picker can then open unseen.
 */
export function watchFileChoosers(page: Page): FileChooser[] {
  const choosers: FileChooser[] = [];
  page.on('filechooser', (chooser) => choosers.push(chooser));
  return choosers;
}
