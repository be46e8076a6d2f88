import type { Locator, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

/**
 * The sizes and states the screens document gives in numbers (section 9 and section 2), measured
 * on the laid-out page: each test fails when its number drifts.
 */
const session = browserSessionForThisFile();
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 375, height: 740 };

const widthOf = async (locator: Locator) => Math.round((await locator.boundingBox())?.width ?? 0);
const heightOf = async (locator: Locator) => Math.round((await locator.boundingBox())?.height ?? 0);

/** How many columns the buttons of a grid stand in: the distinct left edges of their boxes. */
async function columnsOf(grid: Locator): Promise<number> {
  const lefts = await grid
    .locator('button')
    .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

/** Holds the first conversation list request until the returned release is called. */
async function holdConversationList(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/chat/conversation/list**', async (route: Route) => {
    await released;
    await route.continue();
  });
  return async () => release();
}

describe('the conversation list', () => {
  it('is 264 px wide and says 加载中 while its first page is on the way', async () => {
    let release = async () => {};
    const { page } = await openPage(session.browser, 'chat.html', {}, WIDE, {
      beforeLoad: async (page) => {
        release = await holdConversationList(page);
      },
    });
    const chat = page.locator('agent-chat');
    const list = part(chat, 'conversation-list');
    await expect.poll(() => part(list, 'conversation-list-empty').textContent()).toBe('加载中');
    expect(await widthOf(list)).toBe(264);
    await release();
    await expect.poll(() => part(list, 'conversation-list-empty').textContent()).toBe('暂无会话');
    expect(await widthOf(list)).toBe(264);
    await page.context().close();
  });
});

describe('quick questions', () => {
  it('stand in one column at five or fewer, in two above five, and in one on a phone', async () => {
    const few = await openPage(session.browser, 'chat.html', { agent: 'demo-agent' }, WIDE);
    const fewGrid = part(few.page.locator('agent-chat'), 'quick-questions');
    await fewGrid.waitFor();
    expect(await fewGrid.locator('button').count()).toBeLessThanOrEqual(5);
    expect(await columnsOf(fewGrid)).toBe(1);

    const six = await openPage(session.browser, 'chat.html', { agent: 'second-agent' }, WIDE);
    const sixGrid = part(six.page.locator('agent-chat'), 'quick-questions');
    await sixGrid.waitFor();
    expect(await sixGrid.locator('button').count()).toBe(6);
    expect(await columnsOf(sixGrid)).toBe(2);

    const phone = await openPage(session.browser, 'chat.html', { agent: 'second-agent' }, NARROW);
    const phoneGrid = part(phone.page.locator('agent-chat'), 'quick-questions');
    await phoneGrid.waitFor();
    expect(await columnsOf(phoneGrid)).toBe(1);
  });
});

describe('side panels', () => {
  it('gives the collaborating agents 300 px and the tasks 380 px beside a wide chat', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'demo-agent' }, WIDE);
    const chat = page.locator('agent-chat');
    await part(chat, 'agents-toggle').click();
    const agents = part(chat, 'agents-panel');
    await agents.waitFor();
    expect(await widthOf(agents)).toBe(300);
    await part(chat, 'tasks-toggle').click();
    const tasks = part(chat, 'task-panel');
    await tasks.waitFor();
    expect(await widthOf(tasks)).toBe(380);
  });

  it('opens the tasks on a phone as a sheet at least 70 % of the chat high', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'demo-agent' }, NARROW, {
      hasTouch: true,
    });
    const chat = page.locator('agent-chat');
    await part(chat, 'more-menu-button').click();
    await part(chat, 'tasks-toggle').first().click();
    const sheet = part(chat, 'task-panel');
    await part(sheet, 'task-new').waitFor();
    const chatHeight = await heightOf(chat);
    expect(await heightOf(sheet)).toBeGreaterThanOrEqual(Math.floor(chatHeight * 0.7));
    expect(await heightOf(sheet)).toBeLessThan(chatHeight);
    // A floor, not only what the preset tasks happen to fill: the sheet keeps 70 % with less.
    const floor = await sheet.evaluate((element) => Number.parseFloat(getComputedStyle(element).minHeight));
    expect(floor).toBe(Math.round(chatHeight * 0.7));
  });
});

describe('the variables modal', () => {
  it('is at most 750 px wide on a wide page, and fits a phone with a margin', async () => {
    const wide = await openPage(session.browser, 'chat.html', { agent: 'variables-agent' }, WIDE);
    const wideDialog = part(wide.page.locator('agent-chat'), 'variables-dialog');
    await wideDialog.waitFor();
    expect(await widthOf(wideDialog)).toBe(750);

    const phone = await openPage(session.browser, 'chat.html', { agent: 'variables-agent' }, NARROW);
    const phoneDialog = part(phone.page.locator('agent-chat'), 'variables-dialog');
    await phoneDialog.waitFor();
    expect(await widthOf(phoneDialog)).toBe(NARROW.width - 32);
  });
});

describe('form dropdowns', () => {
  it('keep a long choice list at most 300 px high and scroll inside it', async () => {
    const { page } = await openPage(session.browser, 'chat.html', {}, WIDE);
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario form-long');
    await expectAnswerFinished(chat);
    const form = part(lastAnswer(chat), 'message-form');
    const field = form.locator('[part~="form-field"][data-name="cities"]');
    await field.locator('button').click();
    const dropdown = part(field, 'form-dropdown');
    await dropdown.waitFor();
    expect(await dropdown.locator('input[type="checkbox"]').count()).toBe(40);
    expect(await heightOf(dropdown)).toBe(300);
    const scrolls = await dropdown.evaluate((element) => element.scrollHeight > element.clientHeight);
    expect(scrolls).toBe(true);
    // The single choice is the browser's own select (decision 061): its list is the browser's.
    expect(await form.getByLabel('常住城市').evaluate((element) => element.tagName)).toBe('SELECT');
    expect(await form.getByLabel('常住城市').locator('option:not([value=""])').count()).toBe(40);
  });
});

describe('the composer', () => {
  it('grows from one row to six with its text, then scrolls', async () => {
    const { page } = await openPage(session.browser, 'chat.html', {}, WIDE);
    const input = part(page.locator('agent-chat'), 'composer-input');
    await input.waitFor();
    const oneRow = await heightOf(input);
    const rows = (count: number) =>
      Array.from({ length: count }, (_, index) => `第${index + 1}行`).join('\n');
    const lineHeight = await input.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );

    await input.fill(rows(3));
    await expect.poll(() => heightOf(input)).toBe(oneRow + 2 * lineHeight);
    await input.fill(rows(6));
    await expect.poll(() => heightOf(input)).toBe(oneRow + 5 * lineHeight);
    await input.fill(rows(12));
    // Six rows is the ceiling: more text scrolls inside the box.
    await expect
      .poll(() => input.evaluate((element) => element.scrollHeight > element.clientHeight))
      .toBe(true);
    expect(await heightOf(input)).toBe(oneRow + 5 * lineHeight);
    await input.fill('');
    await expect.poll(() => heightOf(input)).toBe(oneRow);
  });

  it('does not send on Enter while an IME composes, nor on Alt, Ctrl or Meta with Enter', async () => {
    const { page } = await openPage(session.browser, 'chat.html', {}, WIDE);
    const chat = page.locator('agent-chat');
    const input = part(chat, 'composer-input');
    await input.fill('你好');
    // The key an IME's Enter delivers: isComposing set, keyCode 229 (what browsers report).
    await input.evaluate((element) => {
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true }),
      );
      const legacy = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      Object.defineProperty(legacy, 'keyCode', { value: 229 });
      element.dispatchEvent(legacy);
    });
    for (const chord of ['Alt+Enter', 'Control+Enter', 'Meta+Enter']) await input.press(chord);
    expect(await part(chat, 'user-message').count()).toBe(0);
    expect(await input.inputValue()).toContain('你好');
    // The same text goes with a plain Enter: the keys above were refused, not the message.
    await input.fill('你好');
    await input.press('Enter');
    await expectAnswerFinished(chat);
    expect(await part(chat, 'user-message').count()).toBe(1);
  });
});

describe('a failed agent detail', () => {
  it('is only reported (chat-error, module agent): no error on screen, and the chat still answers', async () => {
    const { page } = await openPage(session.browser, 'chat.html', {}, WIDE, {
      beforeLoad: async (page) => {
        await page.addInitScript(() => {
          const errors: unknown[] = [];
          Object.assign(window, { __errors: errors });
          document.addEventListener('chat-error', (event) => errors.push((event as CustomEvent).detail));
        });
        await page.route('**/agent/detail', (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"code":500,"message":"服务异常"}',
          }),
        );
      },
    });
    const chat = page.locator('agent-chat');
    const errors = () => page.evaluate(() => (window as unknown as { __errors: unknown[] }).__errors);
    await expect.poll(errors).toContainEqual(expect.objectContaining({ module: 'agent' }));
    expect(await chat.locator('[role="alert"]').count()).toBe(0);
    expect(await part(chat, 'composer-input').isDisabled()).toBe(false);
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    expect(await lastAnswer(chat).getAttribute('data-success')).toBe('true');
    await page.context().close();
  });
});
