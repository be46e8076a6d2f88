import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { openPage, part } from './support/widget';

const session = browserSessionForThisFile();

/** Installed before the page's scripts: idle callbacks wait until the test runs them. */
const HOLD_IDLE = `
  window.__idle = [];
  window.requestIdleCallback = (callback) => window.__idle.push(callback);
  window.cancelIdleCallback = () => undefined;
`;

/** The launcher page, reloaded with idle time held back, and the API calls it makes. */
async function openHeldLauncher(): Promise<{ page: Page; calls: string[] }> {
  const { page } = await openPage(session.browser, 'blank.html');
  await page.addInitScript(HOLD_IDLE);
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/v1/')) calls.push(path);
  });
  await page.goto(page.url().replace('blank.html', 'launcher.html'));
  await part(page.locator('agent-chat-launcher'), 'launcher-button').waitFor();
  return { page, calls };
}

const agentCalls = (calls: string[]) => calls.filter((path) => path.endsWith('/agent/detail'));
const unreadCalls = (calls: string[]) => calls.filter((path) => path.includes('/count_bot_unread_msgs/'));

describe('the launcher defers its start (decision 044)', () => {
  it('asks nothing of the server before idle time or the visitor, and loads the agent and unread counts on hover', async () => {
    const { page, calls } = await openHeldLauncher();
    const bubble = part(page.locator('agent-chat-launcher'), 'launcher-button');
    // The bubble is painted and styled while nothing has been fetched.
    expect(await bubble.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    expect(calls).toEqual([]);
    const before = await bubble.elementHandle();
    await bubble.hover();
    await expect.poll(() => agentCalls(calls).length).toBe(1);
    // The view adopted the static bubble (decision 048): the very element the pointer is on.
    expect(await before?.evaluate((element) => element.isConnected)).toBe(true);
    await expect.poll(() => unreadCalls(calls).length).toBeGreaterThan(0);
    // The bubble names the agent once it is loaded.
    await expect.poll(() => bubble.getAttribute('title')).not.toBe('');
  });

  it('makes no line box of its own around the bubble, before it starts and after, so no font loads for it', async () => {
    // The root was an inline box (its reset is all: initial) holding only the fixed bubble: the host
    // laid out a line for it, and Chromium loaded the widget's font, a CJK one on this machine, at
    // start-up for a bubble that shows no text (6 font lookups: 10-20 ms of main-thread time, most of it
    // waiting on the browser process).
    const { page } = await openHeldLauncher();
    const launcher = page.locator('agent-chat-launcher');
    const rootBoxes = () =>
      launcher.evaluate(
        (element) => element.shadowRoot!.querySelector('[part~="root"]')!.getClientRects().length,
      );
    expect(await rootBoxes()).toBe(0);
    await part(launcher, 'launcher-button').hover();
    await part(launcher, 'launcher-panel').waitFor({ state: 'attached' });
    expect(await rootBoxes()).toBe(0);
    // The text inside still takes the widget's font from the root.
    await part(launcher, 'launcher-button').click();
    const input = part(launcher, 'composer-input');
    await input.waitFor();
    expect(await input.evaluate((element) => getComputedStyle(element).fontFamily)).toContain(
      'Noto Sans CJK SC',
    );
  });

  it('renders the closed panel when the pointer comes to the bubble, so a click only shows it', async () => {
    const { page } = await openHeldLauncher();
    const launcher = page.locator('agent-chat-launcher');
    const panel = part(launcher, 'launcher-panel');
    expect(await panel.count()).toBe(0);
    await part(launcher, 'launcher-button').hover();
    await panel.waitFor({ state: 'attached' });
    expect(await panel.evaluate((element) => (element as HTMLDialogElement).hidden)).toBe(true);
    expect(await part(panel, 'composer-input').count()).toBe(1);
    // Rendering ahead neither opens the chat nor takes the focus from the page.
    expect(await part(launcher, 'launcher-button').getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // Then laid out ahead as well, invisible: it takes no clicks meant for the page and is not shown.
    await expect
      .poll(() => panel.evaluate((element) => element.getBoundingClientRect().height))
      .toBeGreaterThan(0);
    expect(await panel.isVisible()).toBe(false);
    const hit = await panel.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.tagName;
    });
    expect(hit).not.toBe('AGENT-CHAT-LAUNCHER');
    await part(launcher, 'launcher-button').click();
    await panel.waitFor({ state: 'visible' });
    await expect
      .poll(() => part(panel, 'composer-input').evaluate((element) => element.matches(':focus')))
      .toBe(true);
  });

  it("keeps an agent's required-variables dialog for the open chat: pointing at the bubble leaves the page usable", async () => {
    const { page } = await openPage(session.browser, 'launcher.html', { agent: 'variables-agent' });
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').hover();
    const panel = part(launcher, 'launcher-panel');
    await part(panel, 'composer-input').waitFor({ state: 'attached' });
    // The closed chat has loaded everything, but shows no modal: the host page is not inert.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(await part(launcher, 'variables-dialog').count()).toBe(0);
    await page.locator('#host-button').click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('host-button');
    await part(launcher, 'launcher-button').click();
    const dialog = part(launcher, 'variables-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  });

  it('loads the agent and unread counts at idle time once the page has settled, without any interaction', async () => {
    const { page, calls } = await openHeldLauncher();
    const waitingForIdle = () =>
      page.evaluate(() => (window as unknown as { __idle: unknown[] }).__idle.length);
    // Nothing asks for idle time until PAGE_SETTLE_MS (3 s) after the load event (decision 048).
    expect(await waitingForIdle()).toBe(0);
    await expect.poll(waitingForIdle, { timeout: 8_000 }).toBe(1);
    expect(calls).toEqual([]);
    await page.evaluate(() => {
      for (const callback of (window as unknown as { __idle: (() => void)[] }).__idle) callback();
    });
    await expect.poll(() => agentCalls(calls).length).toBe(1);
    await expect.poll(() => unreadCalls(calls).length).toBeGreaterThan(0);
  });

  it('starts on keyboard focus, and a cold open shows the styled panel', async () => {
    const { page, calls } = await openHeldLauncher();
    const launcher = page.locator('agent-chat-launcher');
    await page.locator('#host-button').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => agentCalls(calls).length).toBe(1);
    await page.keyboard.press('Enter');
    const panel = part(launcher, 'launcher-panel');
    await panel.waitFor();
    expect(await panel.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  });
});

/**
 * Installed before the page's scripts: notes whether the bubble is rendered and styled in the first
 * animation frame after the page is parsed (callbacks of one frame all run before it paints), and
 * counts the widget's storage reads.
 */
const WATCH_FIRST_FRAME = `
  window.__storageReads = 0;
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (key) {
    if (String(key).startsWith('agent-chat:')) window.__storageReads += 1;
    return getItem.call(this, key);
  };
  document.addEventListener('DOMContentLoaded', () =>
    requestAnimationFrame(() => {
      const bubble = document.querySelector('agent-chat-launcher')?.shadowRoot?.querySelector('[part~="launcher-button"]');
      window.__firstFrame = { bubble: Boolean(bubble), position: bubble ? getComputedStyle(bubble).position : '' };
    }),
  );
`;

describe('an element in the page’s HTML renders in tasks of its own (decision 046)', () => {
  async function openWatchedLauncher(): Promise<Page> {
    const { page } = await openPage(session.browser, 'blank.html');
    await page.addInitScript(WATCH_FIRST_FRAME);
    await page.goto(page.url().replace('blank.html', 'launcher.html'));
    await part(page.locator('agent-chat-launcher'), 'launcher-button').waitFor();
    return page;
  }

  it('paints the styled bubble in the first frame after parsing, and reads no draft before the panel opens', async () => {
    const page = await openWatchedLauncher();
    await expect
      .poll(() => page.evaluate(() => window.__firstFrame))
      .toEqual({ bubble: true, position: 'fixed' });
    expect(await page.evaluate(() => window.__storageReads)).toBe(0);
    await part(page.locator('agent-chat-launcher'), 'launcher-button').click();
    await part(page.locator('agent-chat-launcher'), 'composer-input').waitFor();
    expect(await page.evaluate(() => window.__storageReads)).toBeGreaterThan(0);
  });

  it('keeps a draft the page set before the first open, and stores it across a reload', async () => {
    const page = await openWatchedLauncher();
    const launcher = page.locator('agent-chat-launcher');
    await page.evaluate(() => document.querySelector('agent-chat-launcher')!.setInput('宿主写的草稿'));
    await launcher.evaluate((element: HTMLElement & { open(): void }) => element.open());
    await expect.poll(() => part(launcher, 'composer-input').inputValue()).toBe('宿主写的草稿');
    await page.reload();
    await launcher.evaluate((element: HTMLElement & { open(): void }) => element.open());
    await expect.poll(() => part(launcher, 'composer-input').inputValue()).toBe('宿主写的草稿');
  });
});

declare global {
  interface Window {
    __storageReads: number;
    __firstFrame: { bubble: boolean; position: string } | undefined;
  }
}
