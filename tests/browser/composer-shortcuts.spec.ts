import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

async function openChat(agent = 'demo-agent', viewport = { width: 1280, height: 800 }) {
  const opened = await openPage(session.browser, 'chat.html', { agent }, viewport);
  const chat = opened.page.locator('agent-chat');
  await part(chat, 'shortcut').first().waitFor();
  return { ...opened, chat, input: part(chat, 'composer-input') };
}

const chip = (chat: Locator, name: string) =>
  part(part(chat, 'shortcut-bar'), 'shortcut').filter({ hasText: name });
const isFocused = (locator: Locator) =>
  locator.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element);

/**
 * Class names no rule of the built stylesheet selects (as screenshots.spec.ts checks): the CSS is
 * compiled from src/ at build time, so a class missing from it would be silently unstyled.
 */
function unstyledClasses(chat: Locator): Promise<string[]> {
  return chat.evaluate((element) => {
    const root = element.shadowRoot as ShadowRoot;
    const css = root.adoptedStyleSheets
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    const tokens = new Set(
      [...root.querySelectorAll('[class]')].flatMap((node) =>
        (node.getAttribute('class') ?? '').split(/\s+/),
      ),
    );
    return [...tokens].filter(
      (token) => token && !/^(group|peer)/.test(token) && !css.includes(`.${CSS.escape(token)}`),
    );
  });
}

describe('composer shortcuts', () => {
  it('shows one chip per shortcut, with the default colour of prompts and web pages, and the keyboard tips', async () => {
    const { chat } = await openChat();
    const chips = part(part(chat, 'shortcut-bar'), 'shortcut');
    // This machine has no emoji font (decision 059): rather than empty boxes, the prompt and the web
    // page show the widget's pencil and link, the flow and the plugin their colour dot.
    expect(await chips.allTextContents()).toEqual(['写周报', '帮助中心', '预约流程', '解析PDF']);
    const fallbackColour = (name: string) =>
      chip(chat, name)
        .locator('[data-icon-fallback]')
        .evaluate((icon) => icon.querySelector('svg') && getComputedStyle(icon).color);
    expect(await fallbackColour('写周报')).toBe('rgb(249, 115, 22)');
    expect(await fallbackColour('帮助中心')).toBe('rgb(59, 130, 246)');
    expect(await chip(chat, '预约流程').locator('[data-icon-fallback]').count()).toBe(0);
    expect(await chip(chat, '写周报').evaluate((element) => getComputedStyle(element).borderTopColor)).toBe(
      'rgb(249, 115, 22)',
    );
    expect(await chip(chat, '帮助中心').evaluate((element) => getComputedStyle(element).borderTopColor)).toBe(
      'rgb(59, 130, 246)',
    );
    expect(await part(chat, 'shortcut-more').count()).toBe(0);
    const tips = await part(chat, 'keyboard-tips').textContent();
    expect(tips).toContain('Enter 发送');
    expect(tips).toContain('Shift+Enter 换行');
    expect(tips).toMatch(/(⌘K|Ctrl\+K) 新建会话/);
    expect(await unstyledClasses(chat)).toEqual([]);
  });

  it('a prompt fills the input and focuses it', async () => {
    const { chat, input } = await openChat();
    await chip(chat, '写周报').click();
    expect(await input.inputValue()).toBe('请帮我写一份本周工作周报，包含完成事项、问题和下周计划。');
    await expect.poll(() => isFocused(input)).toBe(true);
  });

  it('a web page opens in a new tab without opener', async () => {
    const { page, chat } = await openChat();
    const link = chip(chat, '帮助中心');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(/\/demo\/help\.html$/);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
  });

  it('a flow opens a modal form; send waits for required fields, checks JSON on submit, and the server gets the arguments', async () => {
    const { chat, input } = await openChat();
    await chip(chat, '预约流程').click();
    const form = part(chat, 'shortcut-form');
    await form.waitFor();
    expect(
      await form.evaluate((element) => (element as HTMLDialogElement).open && element.matches(':modal')),
    ).toBe(true);
    const send = part(form, 'shortcut-form-submit');
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('姓名').fill('张三');
    await form.getByLabel('预约项目').selectOption('trial');
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('预约日期').fill('2025-07-01');
    expect(await send.isDisabled()).toBe(false);
    // Validation waits for the submit: bad JSON is only flagged when sending.
    await form.getByLabel('附加信息（JSON）').fill('{bad');
    expect(await part(form, 'form-field-error').count()).toBe(0);
    await send.click();
    expect(await part(form, 'form-field-error').textContent()).toBeTruthy();
    expect(await unstyledClasses(chat)).toEqual([]);
    await form.getByLabel('附加信息（JSON）').fill('{"seat": 3}');
    // Enter in a single-line field sends.
    await form.getByLabel('姓名').press('Enter');
    await expect.poll(() => form.count()).toBe(0);
    await expect.poll(() => isFocused(input)).toBe(true);
    await expectAnswerFinished(chat);
    expect(await part(chat, 'user-message').last().textContent()).toContain('预约流程');
    const answer = (await part(lastAnswer(chat), 'answer').textContent()) ?? '';
    expect(answer).toContain('已执行快捷指令「预约流程」（flow-booking），消息内容：预约流程');
    for (const expected of [
      '"visitor_name": "张三"',
      '"service": "trial"',
      '"day": "2025-07-01"',
      '"seat": 3',
      '"source": "shortcut"',
      '"channel": "web"',
    ])
      expect(answer).toContain(expected);
  });

  it('a vision_pdf plugin asks for a .pdf file', async () => {
    const { chat } = await openChat();
    await chip(chat, '解析PDF').click();
    const form = part(chat, 'shortcut-form');
    const file = form.locator('[part~="form-field"][data-name="pdf_url"]');
    expect(await file.getAttribute('data-type')).toBe('file');
    expect(await part(file, 'form-file-input').getAttribute('accept')).toBe('.pdf');
  });

  it('Escape and the close button close the form and return focus to the input', async () => {
    const { page, chat, input } = await openChat();
    await chip(chat, '预约流程').click();
    await part(chat, 'shortcut-form').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => part(chat, 'shortcut-form').count()).toBe(0);
    await expect.poll(() => isFocused(input)).toBe(true);
    await chip(chat, '预约流程').click();
    await part(part(chat, 'shortcut-form'), 'dialog-close').click();
    await expect.poll(() => part(chat, 'shortcut-form').count()).toBe(0);
    await expect.poll(() => isFocused(input)).toBe(true);
  });

  it('at 1280 px the overflow goes into 更多, a keyboard menu; a flow without visible fields sends at once; no tips', async () => {
    const { page, chat } = await openChat('shortcuts-agent');
    const more = part(chat, 'shortcut-more');
    await more.waitFor();
    const inline = await part(part(chat, 'shortcut-bar'), 'shortcut').count();
    expect(inline).toBeGreaterThan(0);
    expect(inline).toBeLessThan(7);
    await more.click();
    const menu = part(chat, 'shortcut-more-menu');
    expect(await part(menu, 'shortcut').count()).toBe(7 - inline);
    expect(await part(chat, 'keyboard-tips').count()).toBe(0);
    expect(await unstyledClasses(chat)).toEqual([]);
    // The ruler that measures the chips never widens the page.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => isFocused(more)).toBe(true);
    // 一键体检 has only hidden fields: it sends without a form.
    const quick = part(part(chat, 'shortcut-bar'), 'shortcut').filter({ hasText: '一键体检' });
    if ((await quick.count()) === 0) {
      await more.click();
      await part(part(chat, 'shortcut-more-menu'), 'shortcut').filter({ hasText: '一键体检' }).click();
    } else await quick.click();
    await expectAnswerFinished(chat);
    expect(await part(chat, 'shortcut-form').count()).toBe(0);
    expect(await part(lastAnswer(chat), 'answer').textContent()).toContain('"scope": "all"');
  });

  it('at 375 px the bar is one horizontally scrolling row without 更多 or tips', async () => {
    const { chat } = await openChat('shortcuts-agent', { width: 375, height: 740 });
    const bar = part(chat, 'shortcut-bar');
    await expect.poll(() => bar.getAttribute('data-layout')).toBe('scroll');
    expect(await part(bar, 'shortcut').count()).toBe(7);
    expect(await part(chat, 'shortcut-more').count()).toBe(0);
    const overflow = await bar.evaluate((element) => ({
      scroll: element.scrollWidth > element.clientWidth,
      style: getComputedStyle(element).overflowX,
      top: [...element.children].map((child) => child.getBoundingClientRect().top),
    }));
    expect(overflow.scroll).toBe(true);
    expect(overflow.style).toBe('auto');
    expect(new Set(overflow.top).size).toBe(1);
    expect(await part(chat, 'keyboard-tips').count()).toBe(0);
  });
});
