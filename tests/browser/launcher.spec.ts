import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

const activePart = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const launcher = document.querySelector('agent-chat-launcher');
    return launcher?.shadowRoot?.activeElement?.getAttribute('part') ?? null;
  });

/** The launcher's page at a viewport, its panel opened from the bubble. */
async function openPanelAt(viewport: { width: number; height: number }) {
  const { page } = await openPage(session.browser, 'launcher.html', {}, viewport);
  const launcher = page.locator('agent-chat-launcher');
  await part(launcher, 'launcher-button').click();
  const panel = part(launcher, 'launcher-panel');
  await panel.waitFor();
  return { page, launcher, panel };
}

describe('<agent-chat-launcher>', () => {
  it('opens with the keyboard, chats, closes with Escape and returns focus to the bubble', async () => {
    const { page } = await openPage(session.browser, 'launcher.html');
    const launcher = page.locator('agent-chat-launcher');
    const bubble = part(launcher, 'launcher-button');
    await bubble.waitFor();
    await page.locator('#host-button').focus();
    await page.keyboard.press('Tab');
    expect(await activePart(page)).toBe('launcher-button');
    await page.keyboard.press('Enter');
    const panel = part(launcher, 'launcher-panel');
    await panel.waitFor();
    await expect.poll(() => activePart(page)).toBe('composer-input');
    await ask(launcher, '从气泡里提问');
    await expectAnswerFinished(launcher);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expect.poll(() => activePart(page)).toBe('launcher-button');
    expect(await bubble.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on an Escape pressed the moment focus is in the panel, before the next frame', async () => {
    const { page } = await openPage(session.browser, 'launcher.html');
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').waitFor();
    // Only microtasks between the click and the key, so no frame (and no passive effect) comes between:
    // a WebKit run under load pressed Escape 33 ms after the click, before the panel listened for it.
    const pressed = await page.evaluate(async () => {
      const root = document.querySelector('agent-chat-launcher')!.shadowRoot!;
      const focusInPanel = () => !!root.activeElement?.closest('[part~=launcher-panel]');
      (root.querySelector('[part~=launcher-button]') as HTMLElement).click();
      for (let tick = 0; tick < 20 && !focusInPanel(); tick++) await Promise.resolve();
      const inPanel = focusInPanel();
      root.activeElement?.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }),
      );
      return inPanel;
    });
    expect(pressed).toBe(true);
    await expect.poll(() => part(launcher, 'launcher-panel').isVisible()).toBe(false);
    await expect.poll(() => activePart(page)).toBe('launcher-button');
  });

  it('keeps the conversation when closed and opened again, and fires chat-open / chat-close', async () => {
    const { page } = await openPage(session.browser, 'launcher.html');
    await page.evaluate(() => {
      const launcher = document.querySelector('agent-chat-launcher')!;
      (window as unknown as { __events: string[] }).__events = [];
      for (const name of ['chat-open', 'chat-close']) {
        launcher.addEventListener(name, () =>
          (window as unknown as { __events: string[] }).__events.push(name),
        );
      }
    });
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').click();
    await ask(launcher, '记住我');
    await expectAnswerFinished(launcher);
    await part(launcher, 'launcher-button').click();
    await part(launcher, 'launcher-button').click();
    expect(await part(launcher, 'user-message').textContent()).toContain('记住我');
    expect(await page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual([
      'chat-open',
      'chat-close',
      'chat-open',
    ]);
  });

  it('opens full screen on a narrow viewport and closes from the header', async () => {
    const { page, launcher, panel } = await openPanelAt({ width: 375, height: 700 });
    const box = await panel.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 700 });
    await part(launcher, 'close-chat').click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    await expect.poll(() => activePart(page)).toBe('launcher-button');
  });

  it('opens full screen on a short viewport (a phone on its side), with room for the messages', async () => {
    // Floating above the bubble, the panel was 240 px high here: header, shortcuts and composer
    // left the message list 0 px.
    const { page, launcher, panel } = await openPanelAt({ width: 740, height: 360 });
    expect(await panel.boundingBox()).toMatchObject({ x: 0, y: 0, width: 740, height: 360 });
    expect((await part(launcher, 'welcome').boundingBox())?.height).toBeGreaterThanOrEqual(120);
    const composer = await part(launcher, 'composer').boundingBox();
    expect((composer?.y ?? 0) + (composer?.height ?? 0)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Tall enough again: it floats above the bubble at its 400 px.
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(400);
  });

  it('sits at the bottom right as a round bubble on a desktop viewport', async () => {
    const { page } = await openPage(session.browser, 'launcher.html');
    const bubble = part(page.locator('agent-chat-launcher'), 'launcher-button');
    await bubble.waitFor();
    const box = await bubble.boundingBox();
    expect(box?.width).toBe(56);
    expect(box?.height).toBe(56);
    expect(1280 - ((box?.x ?? 0) + (box?.width ?? 0))).toBe(20);
    expect(800 - ((box?.y ?? 0) + (box?.height ?? 0))).toBe(20);
    expect(await bubble.evaluate((element) => getComputedStyle(element).borderRadius)).not.toBe('0px');
  });
});
