import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { openPage, part } from './support/widget';

const session = browserSessionForThisFile();
const NARROW = { width: 375, height: 720 };

/** The `part` of the element focused inside the first widget on the page. */
const activePart = (page: Page, tag = 'agent-chat') =>
  page.evaluate((name) => {
    let active: Element | null | undefined = document.querySelector(name)?.shadowRoot?.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('part') ?? null;
  }, tag);

const isModal = (locator: Locator) => locator.evaluate((element) => element.matches(':modal'));

/** Replaces window.visualViewport with one the test moves, as an on-screen keyboard would. */
async function installFakeVisualViewport(page: Page): Promise<void> {
  await page.evaluate(() => {
    const fake = Object.assign(new EventTarget(), { offsetTop: 0, height: window.innerHeight });
    Object.defineProperty(window, 'visualViewport', { configurable: true, get: () => fake });
    (window as unknown as { __viewport: typeof fake }).__viewport = fake;
  });
}

async function moveVisualViewport(page: Page, height: number): Promise<void> {
  await page.evaluate((value) => {
    const fake = (window as unknown as { __viewport: EventTarget & { height: number } }).__viewport;
    fake.height = value;
    fake.dispatchEvent(new Event('resize'));
  }, height);
}

describe('side panels on a wide chat', () => {
  it('opens one panel at a time from the header and folds it with its close button or Escape, focus back on its toggle', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'demo-agent' });
    const chat = page.locator('agent-chat');
    const profileToggle = part(chat, 'profile-toggle');
    const agentsToggle = part(chat, 'agents-toggle');
    await profileToggle.click();
    const profile = part(chat, 'profile-panel');
    await profile.waitFor();
    expect(Math.round((await profile.boundingBox())?.width ?? 0)).toBe(300);
    expect(await profileToggle.getAttribute('aria-expanded')).toBe('true');

    // Exclusive: opening the collaborating agents closes the profile.
    await agentsToggle.click();
    await part(chat, 'agents-panel').waitFor();
    expect(await profile.count()).toBe(0);
    expect(await profileToggle.getAttribute('aria-expanded')).toBe('false');
    expect(await agentsToggle.getAttribute('aria-expanded')).toBe('true');

    await part(part(chat, 'agents-panel'), 'panel-close').click();
    await expect.poll(() => part(chat, 'agents-panel').count()).toBe(0);
    expect(await activePart(page)).toBe('agents-toggle');

    // By keyboard: Enter on the toggle opens, Escape inside the panel folds it.
    await profileToggle.focus();
    await page.keyboard.press('Enter');
    await profile.waitFor();
    await part(profile, 'panel-close').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => profile.count()).toBe(0);
    expect(await activePart(page)).toBe('profile-toggle');
  });

  it('offers the collaborating agents and their badge only for an agent that has some', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'second-agent' });
    const chat = page.locator('agent-chat');
    await part(chat, 'profile-toggle').waitFor();
    expect(await part(chat, 'agents-toggle').count()).toBe(0);
    expect(await part(chat, 'agents-badge').count()).toBe(0);

    const other = await openPage(session.browser, 'chat.html', { agent: 'demo-agent' });
    const badge = part(other.page.locator('agent-chat'), 'agents-badge');
    await badge.waitFor();
    expect(await badge.innerText()).toContain('4');
  });

  it('remembers a collapsed conversation list across reloads and then offers 新建会话 with its key in the header', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'demo-agent' });
    const chat = page.locator('agent-chat');
    await part(chat, 'conversation-list').waitFor();
    expect(await part(part(chat, 'header'), 'new-conversation-button').count()).toBe(0);
    await part(chat, 'conversation-list-toggle').click();
    await expect.poll(() => part(chat, 'conversation-list').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('agent-chat:conversation-list-collapsed'))).toBe(
      'true',
    );

    await page.reload();
    await part(chat, 'conversation-list-toggle').waitFor();
    const headerNew = part(part(chat, 'header'), 'new-conversation-button');
    await headerNew.waitFor();
    expect(await part(chat, 'conversation-list').count()).toBe(0);
    expect(await part(chat, 'conversation-list-toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await headerNew.getAttribute('aria-label')).toMatch(/^新建会话 \((Ctrl|⌘|Cmd)\+K\)$/);

    await part(chat, 'conversation-list-toggle').click();
    await part(chat, 'conversation-list').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('agent-chat:conversation-list-collapsed'))).toBe(
      'false',
    );
  });

  it('lays a panel over the messages when the chat has no room for it beside them', async () => {
    const { page } = await openPage(
      session.browser,
      'chat.html',
      { agent: 'demo-agent' },
      { width: 900, height: 700 },
    );
    const chat = page.locator('agent-chat');
    await part(chat, 'agents-toggle').click();
    const panel = part(chat, 'agents-panel');
    await panel.waitFor();
    expect(await panel.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
    const composer = await part(chat, 'composer').boundingBox();
    // The messages keep their width: the composer still spans the space beside the list.
    expect(composer?.width ?? 0).toBeGreaterThan(500);
  });
});

describe('side panels and the conversation list on a narrow chat', () => {
  it('folds the toggles into a three-dot menu that works by keyboard and opens a panel as a modal bottom sheet', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'demo-agent' }, NARROW);
    const chat = page.locator('agent-chat');
    const more = part(chat, 'more-menu-button');
    await more.waitFor();
    expect(await part(part(chat, 'header'), 'profile-toggle').count()).toBe(0);
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = part(chat, 'more-menu');
    await menu.waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['详情', '协同Agent', '定时任务']);
    expect(await activePart(page)).toContain('profile-toggle');
    await page.keyboard.press('ArrowDown');
    expect(await activePart(page)).toContain('agents-toggle');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await activePart(page)).toBe('more-menu-button');

    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const sheet = part(chat, 'agents-panel');
    await sheet.waitFor();
    expect(await isModal(sheet)).toBe(true);
    expect(await sheet.getAttribute('part')).toContain('dialog');
    const box = await sheet.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(375);
    // It rests on the chat's bottom edge (the test page's chat is 640 px high).
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(640);
    // Focus stays inside the sheet (a native modal may hand it to the browser's own UI, never to the page).
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      const where = await sheet.evaluate((element) => {
        if (element.contains((element.getRootNode() as ShadowRoot).activeElement)) return 'sheet';
        return document.activeElement === document.body ? 'browser' : 'page';
      });
      expect(where).not.toBe('page');
    }
    await part(sheet, 'panel-close').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
    expect(await activePart(page)).toBe('more-menu-button');
  });

  it('shows the conversation list as a 历史会话 sheet that closes after creating or choosing a conversation', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'demo-agent' }, NARROW);
    const chat = page.locator('agent-chat');
    const toggle = part(chat, 'conversation-list-toggle');
    await toggle.waitFor();
    expect(await part(chat, 'conversation-list').count()).toBe(0);
    await toggle.click();
    const sheet = part(chat, 'conversation-list-sheet');
    await sheet.waitFor();
    expect(await sheet.getAttribute('aria-label')).toBe('历史会话');
    expect(await isModal(sheet)).toBe(true);
    await part(sheet, 'new-conversation-button').click();
    await expect.poll(() => sheet.count()).toBe(0);
    await expect
      .poll(() => chat.locator('section[data-conversation-id]').getAttribute('data-conversation-id'))
      .not.toBe('');
    const first = await chat.locator('section[data-conversation-id]').getAttribute('data-conversation-id');

    await toggle.click();
    await part(sheet, 'new-conversation-button').click();
    await expect
      .poll(() => chat.locator('section[data-conversation-id]').getAttribute('data-conversation-id'))
      .not.toBe(first);
    await toggle.click();
    await part(sheet, 'conversation-item').nth(1).waitFor();
    await sheet.locator(`[part~="conversation-item"][data-conversation-id="${first}"]`).click();
    await expect.poll(() => sheet.count()).toBe(0);
    await expect
      .poll(() => chat.locator('section[data-conversation-id]').getAttribute('data-conversation-id'))
      .toBe(first);
  });

  it('closes a sheet swiped down by its handle, and keeps it after a short drag', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'demo-agent' }, NARROW);
    const chat = page.locator('agent-chat');
    await part(chat, 'conversation-list-toggle').click();
    const sheet = part(chat, 'conversation-list-sheet');
    const handle = part(sheet, 'sheet-handle');
    await handle.waitFor();
    const start = await handle.boundingBox();
    const x = (start?.x ?? 0) + 60;
    const y = (start?.y ?? 0) + 8;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 10, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => sheet.evaluate((element) => getComputedStyle(element).transform)).toBe('none');
    expect(await sheet.count()).toBe(1);

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 200, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => sheet.count()).toBe(0);
  });

  it('keeps an open sheet above the on-screen keyboard by following the visual viewport', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'demo-agent' }, NARROW);
    await installFakeVisualViewport(page);
    const chat = page.locator('agent-chat');
    await part(chat, 'conversation-list-toggle').click();
    const sheet = part(chat, 'conversation-list-sheet');
    await sheet.waitFor();
    const bottom = async () => {
      const box = await sheet.boundingBox();
      return Math.round((box?.y ?? 0) + (box?.height ?? 0));
    };
    expect(await bottom()).toBe(640);
    // A keyboard 340 px high: the visible area ends at 380 px.
    await moveVisualViewport(page, 380);
    await expect.poll(bottom).toBe(380);
    expect((await sheet.boundingBox())?.height ?? 999).toBeLessThanOrEqual(380);
    await moveVisualViewport(page, 720);
    await expect.poll(bottom).toBe(640);
  });
});

describe('the full-screen launcher panel', () => {
  it('stops the host page scrolling behind it, follows the visible area and restores the page on close', async () => {
    const { page } = await openPage(session.browser, 'launcher.html', { agent: 'demo-agent' }, NARROW);
    await page.evaluate(() => {
      document.documentElement.style.overflow = 'auto';
      document.body.style.height = '3000px';
    });
    await installFakeVisualViewport(page);
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').click();
    const panel = part(launcher, 'launcher-panel');
    await panel.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    expect(Math.round((await panel.boundingBox())?.height ?? 0)).toBe(720);
    await moveVisualViewport(page, 400);
    await expect.poll(async () => Math.round((await panel.boundingBox())?.height ?? 0)).toBe(400);
    // The input stays inside the visible area.
    const input = await part(launcher, 'composer-input').boundingBox();
    expect((input?.y ?? 999) + (input?.height ?? 0)).toBeLessThanOrEqual(400);

    await part(launcher, 'close-chat').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.style.overflow)).toBe('auto');
  });

  it('does not focus the input when opened on a touch screen, so no keyboard covers the chat', async () => {
    const { page } = await openPage(session.browser, 'launcher.html', { agent: 'demo-agent' }, NARROW, {
      hasTouch: true,
    });
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').tap();
    await part(launcher, 'composer-input').waitFor();
    await part(launcher, 'message-list').or(part(launcher, 'welcome')).first().waitFor();
    expect(await activePart(page, 'agent-chat-launcher')).not.toBe('composer-input');
    // Inputs are 16 px on touch screens, so the browser does not zoom into them.
    expect(
      await part(launcher, 'composer-input').evaluate((element) => getComputedStyle(element).fontSize),
    ).toBe('16px');
  });
});
