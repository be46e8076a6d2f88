import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { openPage, part } from './support/widget';

const session = browserSessionForThisFile();

/**
 * Resolves with the milliseconds from the next `trigger` event on an icon button in the chat's
 * shadow root to the tooltip's arrival, measured in the page.
 */
/**
 * Starts timing from the first `trigger` event in the widget to the tooltip's appearance, and
 * resolves to the function that waits for that time. The listeners are in place once it resolves:
 * started without waiting, a busy machine ran the key press before them and the test hung (run N of
 * stop 37).
 */
async function timeTooltip(page: Page, trigger: 'pointerover' | 'focusin'): Promise<() => Promise<number>> {
  await page.evaluate((type) => {
    const root = document.querySelector('agent-chat')?.shadowRoot as ShadowRoot;
    let start = 0;
    root.addEventListener(type, () => {
      start ||= performance.now();
    });
    (window as unknown as { tooltipDelay: Promise<number> }).tooltipDelay = new Promise<number>((resolve) => {
      new MutationObserver((_, observer) => {
        if (start && root.querySelector('[part~="tooltip"]')) {
          observer.disconnect();
          resolve(performance.now() - start);
        }
      }).observe(root, { childList: true, subtree: true });
    });
  }, trigger);
  return () => page.evaluate(() => (window as unknown as { tooltipDelay: Promise<number> }).tooltipDelay);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return box;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('tooltips', () => {
  it('shows an icon button’s name 500 ms after the mouse reaches it, beside it, and keeps it while the pointer moves onto it', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    const toggle = part(chat, 'profile-toggle');
    await toggle.waitFor();
    const delay = await timeTooltip(page, 'pointerover');
    await toggle.hover();
    expect(await delay()).toBeGreaterThanOrEqual(499);
    const tooltip = part(chat, 'tooltip');
    expect(await tooltip.textContent()).toBe(await toggle.getAttribute('aria-label'));
    expect(await toggle.getAttribute('title')).toBeNull();
    const tip = await boxOf(tooltip);
    expect(overlaps(tip, await boxOf(toggle))).toBe(false);
    // Within the page, and hoverable: the pointer crosses onto it and it stays.
    expect(tip.x).toBeGreaterThanOrEqual(0);
    expect(tip.x + tip.width).toBeLessThanOrEqual(1280);
    await page.mouse.move(tip.x + tip.width / 2, tip.y + tip.height / 2, { steps: 4 });
    expect(await tooltip.count()).toBe(1);
    await page.mouse.move(640, 400);
    await expect.poll(() => tooltip.count()).toBe(0);
  });

  it('shows on keyboard focus, and Escape dismisses it without moving focus or closing the dialog it is in', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'variables-agent' });
    const chat = page.locator('agent-chat');
    const dialog = part(chat, 'variables-dialog');
    await dialog.waitFor();
    // The dialog's close button (取消), before its first field, which has focus.
    const close = dialog.locator('button[aria-label="取消"]');
    await expect
      .poll(() =>
        dialog.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement?.localName),
      )
      .toBe('input');
    const delay = await timeTooltip(page, 'focusin');
    await page.keyboard.press('Shift+Tab');
    expect(await delay()).toBeGreaterThanOrEqual(499);
    const tooltip = part(chat, 'tooltip');
    expect(await tooltip.textContent()).toBe(await close.getAttribute('aria-label'));
    // Drawn above the modal dialog (inside it), not under its top layer.
    const tip = await boxOf(tooltip);
    const topmost = await page.evaluate(
      ({ x, y }) =>
        document.querySelector('agent-chat')?.shadowRoot?.elementFromPoint(x, y)?.getAttribute('part'),
      { x: tip.x + tip.width / 2, y: tip.y + tip.height / 2 },
    );
    expect(topmost).toBe('tooltip');
    expect(overlaps(tip, await boxOf(close))).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => tooltip.count()).toBe(0);
    expect(await dialog.count()).toBe(1);
    expect(
      await close.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element),
    ).toBe(true);
    // The next Escape is the dialog's again.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('shows no tooltip for a tap on a touch screen', async () => {
    const { page } = await openPage(
      session.browser,
      'chat.html',
      {},
      { width: 1280, height: 800 },
      { hasTouch: true },
    );
    const chat = page.locator('agent-chat');
    const toggle = part(chat, 'profile-toggle');
    await toggle.tap();
    // The panel the tap opened is there; a tooltip would have come 500 ms after the tap.
    await part(chat, 'profile-panel').waitFor();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(await part(chat, 'tooltip').count()).toBe(0);
  });
});
