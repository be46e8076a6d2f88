import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, openPage, part, serverUrl } from './support/widget';

/**
 * Decision 036: custom properties, `theme`, the launcher's attributes and `dir="rtl"`, measured on
 * computed styles and bounding boxes.
 */
const session = browserSessionForThisFile();
const WHITE = 'rgb(255, 255, 255)';
const DARK_SURFACE = 'rgb(17, 24, 39)';

async function openChat(query: Record<string, string> = {}) {
  const { page } = await openPage(session.browser, 'chat.html', query);
  const chat = page.locator('agent-chat');
  await part(chat, 'composer-input').waitFor();
  return { page, chat };
}

const style = (locator: Locator, property: 'backgroundColor' | 'color' | 'fontFamily' | 'borderRadius') =>
  locator.evaluate((element, name) => getComputedStyle(element)[name], property);

/** The chat's background: the surface every panel sits on. */
const surface = (chat: Locator) => style(part(chat, 'chat'), 'backgroundColor');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

describe('custom properties on the host', () => {
  it('brand colour, surface, text, font and radius follow --agent-chat-* set by the page', async () => {
    const { page, chat } = await openChat();
    await part(chat, 'composer-input').fill('你好');
    const send = part(chat, 'send-button');
    expect(await style(send, 'backgroundColor')).toBe('rgb(79, 70, 229)');
    await page.evaluate(() => {
      const root = document.documentElement.style;
      // On the page's root: custom properties inherit into the shadow root.
      root.setProperty('--agent-chat-primary', 'rgb(200, 30, 90)');
      root.setProperty('--agent-chat-surface', 'rgb(250, 245, 230)');
      root.setProperty('--agent-chat-text', 'rgb(40, 20, 10)');
      root.setProperty('--agent-chat-font', 'serif');
      root.setProperty('--agent-chat-radius', '0px');
    });
    expect(await style(send, 'backgroundColor')).toBe('rgb(200, 30, 90)');
    expect(await surface(chat)).toBe('rgb(250, 245, 230)');
    expect(await style(part(chat, 'chat'), 'color')).toBe('rgb(40, 20, 10)');
    expect(await style(part(chat, 'chat'), 'fontFamily')).toBe('serif');
    expect(await style(part(chat, 'composer'), 'borderRadius')).toBe('0px');
    // The derived hover shade is darker than the brand colour itself.
    await send.hover();
    const hover = await style(send, 'backgroundColor');
    expect(hover).not.toBe('rgb(200, 30, 90)');
    await page.context().close();
  });

  it('launcher size, panel width and z-index', async () => {
    const { page } = await openPage(session.browser, 'launcher.html');
    const launcher = page.locator('agent-chat-launcher');
    await launcher.evaluate((element) => {
      element.style.setProperty('--agent-chat-launcher-size', '64px');
      element.style.setProperty('--agent-chat-panel-width', '480px');
      element.style.setProperty('--agent-chat-z-index', '1000');
    });
    const bubble = part(launcher, 'launcher-button');
    expect(await box(bubble)).toMatchObject({ width: 64, height: 64 });
    expect(await bubble.evaluate((element) => getComputedStyle(element).zIndex)).toBe('1001');
    await bubble.click();
    const panel = part(launcher, 'launcher-panel');
    await panel.waitFor();
    expect((await box(panel)).width).toBe(480);
    // 16 px above the bigger bubble.
    expect(800 - ((await box(panel)).y + (await box(panel)).height)).toBe(20 + 64 + 16);
    await page.context().close();
  });
});

describe('theme', () => {
  it('is light by default, dark with theme="dark", and follows the system with theme="auto"', async () => {
    const light = await openChat();
    expect(await surface(light.chat)).toBe(WHITE);
    await light.page.context().close();

    const dark = await openChat({ theme: 'dark' });
    expect(await surface(dark.chat)).toBe(DARK_SURFACE);
    expect(await style(part(dark.chat, 'chat'), 'color')).toBe('rgb(243, 244, 246)');
    await dark.page.context().close();

    const auto = await openChat({ theme: 'auto' });
    expect(await surface(auto.chat)).toBe(WHITE);
    await auto.page.emulateMedia({ colorScheme: 'dark' });
    expect(await surface(auto.chat)).toBe(DARK_SURFACE);
    await auto.page.emulateMedia({ colorScheme: 'light' });
    expect(await surface(auto.chat)).toBe(WHITE);
    await auto.page.context().close();
  });

  it('switches at run time through the theme property', async () => {
    const { page, chat } = await openChat();
    await chat.evaluate((element) => {
      (element as HTMLElement & { theme: string }).theme = 'dark';
    });
    expect(await chat.getAttribute('theme')).toBe('dark');
    expect(await surface(chat)).toBe(DARK_SURFACE);
    await page.context().close();
  });
});

describe('launcher attributes', () => {
  it('launcher-position="bottom-left" puts the bubble and the panel on the left', async () => {
    const { page } = await openPage(session.browser, 'launcher.html', { 'launcher-position': 'bottom-left' });
    const launcher = page.locator('agent-chat-launcher');
    const bubble = part(launcher, 'launcher-button');
    expect((await box(bubble)).x).toBe(20);
    await bubble.click();
    expect((await box(part(launcher, 'launcher-panel'))).x).toBe(20);
    await page.context().close();
  });

  it('launcher-icon shows an http(s) image in the bubble and ignores anything else', async () => {
    const icon = new URL('/launcher-icon.png', serverUrl()).toString();
    const { page } = await openPage(session.browser, 'launcher.html', { 'launcher-icon': icon });
    const launcher = page.locator('agent-chat-launcher');
    const image = part(launcher, 'launcher-button').locator('img');
    await expect.poll(() => image.getAttribute('src')).toBe(icon);
    await launcher.evaluate((element) => element.setAttribute('launcher-icon', 'javascript:alert(1)'));
    await expect.poll(() => image.count()).toBe(0);
    await page.context().close();
  });

  it('hide-bubble leaves no bubble; open() shows the panel at the bubble place', async () => {
    const { page } = await openPage(session.browser, 'launcher.html', { 'hide-bubble': '' });
    const launcher = page.locator('agent-chat-launcher');
    await launcher.evaluate((element) => (element as HTMLElement & { open(): void }).open());
    const panel = part(launcher, 'launcher-panel');
    await panel.waitFor();
    expect(await part(launcher, 'launcher-button').isVisible()).toBe(false);
    const placed = await box(panel);
    expect(800 - (placed.y + placed.height)).toBe(20);
    expect(1280 - (placed.x + placed.width)).toBe(20);
    await page.context().close();
  });
});

describe('dir="rtl"', () => {
  /** Whether the user's bubble (the column inside the message row) and the send button sit on the right. */
  async function sides(page: Page, chat: Locator) {
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    const middle = (page.viewportSize()?.width ?? 0) / 2;
    const message = await box(part(chat, 'user-message').last().locator('> div'));
    const send = await box(part(chat, 'send-button'));
    return { bubbleRight: message.x > middle, sendRight: send.x > middle };
  }

  it('mirrors the user bubble, the send button and its arrow', async () => {
    const ltr = await openChat();
    expect(await sides(ltr.page, ltr.chat)).toEqual({ bubbleRight: true, sendRight: true });
    await ltr.page.context().close();

    const { page, chat } = await openChat({ dir: 'rtl' });
    expect(await sides(page, chat)).toEqual({ bubbleRight: false, sendRight: false });
    const arrow = part(chat, 'send-button').locator('svg');
    expect(await arrow.evaluate((element) => getComputedStyle(element).scale)).toBe('-1 1');
    await page.context().close();
  });

  it('puts the launcher bubble at the bottom left, unless launcher-position names a side', async () => {
    const { page } = await openPage(session.browser, 'launcher.html', { dir: 'rtl' });
    const launcher = page.locator('agent-chat-launcher');
    const bubble = part(launcher, 'launcher-button');
    expect((await box(bubble)).x).toBe(20);
    await launcher.evaluate((element) => element.setAttribute('launcher-position', 'bottom-right'));
    await expect.poll(async () => 1280 - ((await box(bubble)).x + 56)).toBe(20);
    await page.context().close();
  });
});
