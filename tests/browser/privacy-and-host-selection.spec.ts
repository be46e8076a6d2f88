import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, DESKTOP, expectAnswerFinished, lastAnswer, openPage, part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();

/** The markdown showcase's image (`/scenario markdown`): an http(s) image on another origin. */
const FOREIGN_IMAGE = 'https://example.com/image.png';
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Recorded {
  storageWrites: string[];
  selectionListeners: number;
}

/**
 * Opens host-page.html recording, from before the widget's script runs, every request the page
 * makes, every write to local or session storage, and every `selectionchange` listener added.
 */
async function openHostPage(query: Record<string, string>, options: { hasTouch?: boolean } = {}) {
  const requests: string[] = [];
  const { page } = await openPage(session.browser, 'host-page.html', query, DESKTOP, {
    ...options,
    beforeLoad: async (page) => {
      page.on('request', (request) => requests.push(request.url()));
      await page.route(FOREIGN_IMAGE, (route) =>
        route.fulfill({ contentType: 'image/png', body: PIXEL_PNG }),
      );
      await page.addInitScript(recordStorageAndSelection);
    },
  });
  const recorded = () => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);
  const foreign = () => requests.filter((address) => new URL(address).origin !== new URL(serverUrl()).origin);
  return { page, requests, recorded, foreign };
}

/** The init script of openHostPage. */
function recordStorageAndSelection() {
  const recorded: Recorded = { storageWrites: [], selectionListeners: 0 };
  Object.assign(window, { recorded });
  for (const name of ['setItem', 'removeItem', 'clear'] as const) {
    const original = Storage.prototype[name] as (...values: unknown[]) => unknown;
    Object.defineProperty(Storage.prototype, name, {
      value(this: Storage, ...values: unknown[]) {
        recorded.storageWrites.push(`${name} ${String(values[0])}`);
        return original.apply(this, values);
      },
    });
  }
  const listen = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...values) {
    if (values[0] === 'selectionchange') recorded.selectionListeners += 1;
    return listen.apply(this, values);
  };
}

/** Drags the mouse across an element's text, the way a visitor selects it. */
async function dragAcross(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to select');
  await page.mouse.move(box.x + 1, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
}

const HOST_TEXT = '退款会在审核通过后的三个工作日内原路退回。';

describe('privacy mode (storage="none")', () => {
  it('writes no storage and asks no other origin, until an answer image is clicked (images="click")', async () => {
    const { page, recorded, foreign, requests } = await openHostPage({
      element: 'agent-chat',
      storage: 'none',
      images: 'click',
      'host-selection': '',
    });
    const chat = page.locator('agent-chat');
    const input = part(chat, 'composer-input');
    await input.waitFor();
    await part(chat, 'conversation-list-toggle').click();
    await expect
      .poll(() => part(chat, 'conversation-list-toggle').getAttribute('aria-expanded'))
      .toBe('false');
    await input.fill('一份草稿');
    await ask(chat, '/scenario markdown');
    await expectAnswerFinished(chat);
    const placeholder = part(lastAnswer(chat), 'image-placeholder');
    expect(await placeholder.textContent()).toBe('显示图片：图片');
    expect(await part(lastAnswer(chat), 'answer').locator('img').count()).toBe(0);
    expect(foreign()).toEqual([]);

    // A selection inside the widget is the answer's (引用), not the host page's (问问Agent).
    await dragAcross(page, part(lastAnswer(chat), 'answer').locator('h1, h2').first());
    await expect.poll(() => part(chat, 'quote-button').count()).toBe(1);
    expect(await part(chat, 'host-selection-button').count()).toBe(0);

    await placeholder.click();
    await expect.poll(() => foreign()).toEqual([FOREIGN_IMAGE]);
    const image = part(lastAnswer(chat), 'answer').locator('img');
    expect(await image.getAttribute('alt')).toBe('图片');
    expect(requests.length).toBeGreaterThan(0);
    expect((await recorded()).storageWrites).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  });

  it('without storage="none" the same steps do write (the spy sees storage)', async () => {
    const { page, recorded } = await openHostPage({ element: 'agent-chat' });
    const chat = page.locator('agent-chat');
    await part(chat, 'composer-input').waitFor();
    await part(chat, 'conversation-list-toggle').click();
    await expect.poll(async () => (await recorded()).storageWrites.length).toBeGreaterThan(0);
  });
});

describe('asking about the host page (host-selection)', () => {
  it('offers 问问Agent by text selected on the page; it quotes the text and opens the panel', async () => {
    const { page, recorded } = await openHostPage({ 'host-selection': '' });
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').waitFor();
    await dragAcross(page, page.locator('#host-text'));
    const button = part(launcher, 'host-selection-button');
    await expect.poll(() => button.textContent()).toBe('问问Agent');
    // Inside the widget's shadow root, below the selection; nothing joined the host page's DOM.
    expect(await button.evaluate((element) => element.getRootNode() instanceof ShadowRoot)).toBe(true);
    const text = await page.locator('#host-text').boundingBox();
    const box = await button.boundingBox();
    expect(box && text && box.y >= text.y + text.height && box.x >= text.x - 1).toBe(true);
    expect((await recorded()).selectionListeners).toBeGreaterThan(0);
    await button.click();
    await expect.poll(() => part(launcher, 'launcher-panel').isVisible()).toBe(true);
    await expect.poll(() => part(launcher, 'quote-chip').textContent()).toContain(HOST_TEXT);
    expect(await part(launcher, 'quote-chip').getAttribute('data-quote-type')).toBe('TEXT');
    expect(await button.count()).toBe(0);
  });

  it('hides the button on Escape, on a scroll and when the selection collapses', async () => {
    const { page } = await openHostPage({ 'host-selection': '' });
    const launcher = page.locator('agent-chat-launcher');
    const button = part(launcher, 'host-selection-button');
    await part(launcher, 'launcher-button').waitFor();
    const hostText = page.locator('#host-text');
    await dragAcross(page, hostText);
    await expect.poll(() => button.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => button.count()).toBe(0);
    // A press inside selected text would drag it: start from no selection.
    await page.evaluate(() => document.getSelection()?.removeAllRanges());
    await dragAcross(page, hostText);
    await expect.poll(() => button.count()).toBe(1);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => button.count()).toBe(0);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      document.getSelection()?.removeAllRanges();
    });
    await dragAcross(page, hostText);
    await expect.poll(() => button.count()).toBe(1);
    await page.evaluate(() => document.getSelection()?.collapseToStart());
    await expect.poll(() => button.count()).toBe(0);
  });

  it('is 44 px tall on a touch screen and reachable with Tab', async () => {
    const { page } = await openHostPage({ 'host-selection': '' }, { hasTouch: true });
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').waitFor();
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('host-text') as HTMLElement);
      document.getSelection()?.addRange(range);
    });
    const button = part(launcher, 'host-selection-button');
    await expect.poll(async () => (await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // The next stop after the selected text: the widget's first control.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => launcher.evaluate((element) => element.shadowRoot?.activeElement?.getAttribute('part')))
      .toBe('host-selection-button');
  });

  it('without the attribute reads nothing of the page: no selection listener, no button', async () => {
    const { page, recorded } = await openHostPage({});
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').waitFor();
    await dragAcross(page, page.locator('#host-text'));
    expect(await page.evaluate(() => document.getSelection()?.toString())).toBe(HOST_TEXT);
    expect((await recorded()).selectionListeners).toBe(0);
    expect(await part(launcher, 'host-selection-button').count()).toBe(0);
  });
});
