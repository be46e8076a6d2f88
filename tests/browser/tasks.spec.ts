import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { pressAndTrack } from './support/focus';
import { ask, lastAnswer, openPage, part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();
const SCREENSHOTS = resolve(__dirname, '../../test-results/screenshots');
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

async function testCall(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(new URL(path, serverUrl()), {
    method: body === undefined ? 'GET' : 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

/** Freezes the server's task clock at a local time (server and browser share this machine's zone). */
const setServerClock = (time: Date) => testCall('/__test/clock', { now: time.getTime() });
const advanceServerClock = (ms: number) => testCall('/__test/clock/advance', { ms });

/**
 * The server's task clock stands at December 1st, 2026, 08:00 and the page's at November 1st of the same
 * year: the runs read as dates (12-01 09:30), not as 今天 / 明天, whichever day the suite runs on.
 */
const TASK_DAY = new Date(2026, 11, 1, 8, 0);
const PAGE_DAY = new Date(2026, 10, 1, 12, 0);

async function openChatOnTaskDay() {
  const opened = await openChat();
  await opened.page.clock.setFixedTime(PAGE_DAY);
  return opened;
}

async function openChat(viewport = { width: 1280, height: 800 }) {
  const { page } = await openPage(session.browser, 'chat.html', {}, viewport);
  const chat = page.locator('agent-chat');
  await part(chat, 'composer-input').waitFor();
  return { page, chat };
}

/** Opens the task panel with the header's toggle (the panel is exclusive with the other two). */
async function openTaskPanel(chat: Locator): Promise<Locator> {
  // Narrow layouts fold the toggles into the three-dot menu (both wait for the agent).
  await chat.locator('[part~="tasks-toggle"], [part~="more-menu-button"]').first().waitFor();
  if (await part(chat, 'more-menu-button').isVisible()) await part(chat, 'more-menu-button').click();
  await part(chat, 'tasks-toggle').first().click();
  const panel = part(chat, 'task-panel');
  await part(panel, 'task-new').waitFor();
  return panel;
}

/** The row of the task titled exactly `title` (preset titles contain words like 周报 too). */
function taskItem(panel: Locator, title: string): Locator {
  return part(panel, 'task-item').filter({ has: panel.page().getByText(title, { exact: true }) });
}

/** Fills and saves the form for a daily task at `time`. */
async function createDailyTask(panel: Locator, title: string, content: string, time: string) {
  await part(panel, 'task-new').click();
  const form = part(panel, 'task-form');
  await form.locator('[name="title"]').fill(title);
  await form.locator('[name="content"]').fill(content);
  await form.locator('[name="time"]').fill(time);
  await part(form, 'task-form-submit').click();
  await taskItem(panel, title).waitFor();
}

/** Whether the element has focus inside its shadow root. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement);
}

async function screenshot(page: Page, file: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: resolve(SCREENSHOTS, file) });
}

describe('scheduled tasks', () => {
  it('creates a daily task with its next runs previewed, and its run is pushed into the open conversation', async () => {
    await setServerClock(TASK_DAY);
    const { page, chat } = await openChatOnTaskDay();
    const panel = await openTaskPanel(chat);
    await part(panel, 'task-new').click();
    const form = part(panel, 'task-form');
    await form.locator('[name="title"]').fill('喝水提醒');
    await form.locator('[name="content"]').fill('提醒我喝一杯水');
    await form.locator('[name="time"]').fill('09:30');
    const preview = part(form, 'task-preview-time');
    // The default 09:00 is previewed first; 09:30 replaces it once the debounce has passed.
    await expect.poll(() => preview.first().textContent()).toContain('12-01 09:30');
    expect(await preview.nth(1).textContent()).toContain('12-02 09:30');
    await screenshot(page, 'tasks-form-1280.png');
    await part(form, 'task-form-submit').click();
    const item = taskItem(panel, '喝水提醒');
    await expect.poll(() => part(item, 'task-schedule').textContent()).toBe('每天 09:30');
    expect(await part(item, 'task-next-run').textContent()).toContain('12-01 09:30');
    await screenshot(page, 'tasks-list-1280.png');

    await advanceServerClock(2 * HOUR_MS);
    await expect
      .poll(() => lastAnswer(chat).textContent(), { timeout: 10_000 })
      .toContain('任务「喝水提醒」已执行');
    // The open panel follows the push: the last result and the next run move on.
    await expect.poll(() => part(item, 'task-last-run').textContent()).toContain('执行成功');
    await expect.poll(() => part(item, 'task-next-run').textContent()).toContain('12-02 09:30');
  });

  it("opens a failed run from the answer's 详情 in the panel, and still tells the host page", async () => {
    const { page, chat } = await openChat();
    await page.evaluate(() => {
      const events: unknown[] = [];
      (window as unknown as { __taskOpens: unknown[] }).__taskOpens = events;
      document.querySelector('agent-chat')?.addEventListener('task-open', (event) => {
        events.push((event as CustomEvent).detail);
      });
    });
    const panel = await openTaskPanel(chat);
    // The reference server fails every run of a task whose content says 失败.
    await createDailyTask(panel, '必败任务', '这个任务会失败', '07:00');
    await part(taskItem(panel, '必败任务'), 'task-run').click();
    await expect
      .poll(() => part(taskItem(panel, '必败任务'), 'task-last-run').textContent(), { timeout: 10_000 })
      .toContain('执行失败');
    await part(chat, 'panel-close').click();
    const detail = part(lastAnswer(chat), 'task-detail');
    await detail.click();
    await expect.poll(() => part(panel, 'task-detail').getAttribute('data-task-id')).toBeTruthy();
    expect(await part(panel, 'task-item').textContent()).toContain('必败任务');
    expect(await part(part(panel, 'task-log'), 'task-log-entry').first().getAttribute('data-status')).toBe(
      'FAILED',
    );
    await screenshot(page, 'tasks-detail-1280.png');
    const opened = await page.evaluate(
      () => (window as unknown as { __taskOpens: { taskId: string }[] }).__taskOpens,
    );
    expect(opened).toHaveLength(1);
    expect(opened[0]?.taskId).toBe(await part(panel, 'task-detail').getAttribute('data-task-id'));
  });

  it('lists a task that a chat answer created while the panel is open', async () => {
    const { chat } = await openChat();
    const panel = await openTaskPanel(chat);
    await ask(chat, '每天 8:30 提醒我喝水');
    // The answer is a 开始执行任务 notice naming the task the server made from the words.
    await expect.poll(() => part(chat, 'task-notice').textContent()).toContain('喝水');
    await expect.poll(() => part(taskItem(panel, '喝水'), 'task-schedule').textContent()).toBe('每天 08:30');
  });

  it('shows validation problems tied to their fields and focuses the first one', async () => {
    const { chat } = await openChat();
    const panel = await openTaskPanel(chat);
    await part(panel, 'task-new').click();
    const form = part(panel, 'task-form');
    await form.locator('[name="content"]').fill('内容');
    await form.getByRole('radio', { name: '每周' }).check();
    await part(form, 'task-form-submit').click();
    const title = form.locator('[name="title"]');
    await expect.poll(() => isFocused(title)).toBe(true);
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    const describedBy = await title.getAttribute('aria-describedby');
    expect(await form.locator(`#${describedBy}`).textContent()).toBe('请输入任务标题');
    expect(await part(form, 'task-field-error').allTextContents()).toEqual([
      '请输入任务标题',
      '请至少选择一天',
    ]);
    await title.fill('周会');
    await part(form, 'task-form-submit').click();
    const monday = form.getByRole('checkbox', { name: '每周一' });
    await expect.poll(() => isFocused(monday)).toBe(true);
    await monday.check();
    await form.getByRole('checkbox', { name: '每周三' }).check();
    await part(form, 'task-form-submit').click();
    await expect
      .poll(() => part(taskItem(panel, '周会'), 'task-schedule').textContent())
      .toBe('每周一、三 09:00');
  });

  it('switches a task off and on; a switched-off task does not run', async () => {
    await setServerClock(TASK_DAY);
    const { chat } = await openChatOnTaskDay();
    const panel = await openTaskPanel(chat);
    await createDailyTask(panel, '日报', '写日报', '09:00');
    const item = taskItem(panel, '日报');
    const toggle = part(item, 'task-enable');
    expect(await toggle.getAttribute('role')).toBe('switch');
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => part(item, 'task-next-run').textContent()).toBe('已停用');
    await advanceServerClock(2 * HOUR_MS);
    expect(((await testCall('/__test/tasks')) as { runs: unknown[] }).runs).toEqual([]);
    // The server kept the choice: a fresh page shows it off, and switching it on again sticks.
    const again = await openChatOnTaskDay();
    const reopened = await openTaskPanel(again.chat);
    const reloadedToggle = part(taskItem(reopened, '日报'), 'task-enable');
    await expect.poll(() => reloadedToggle.getAttribute('aria-checked')).toBe('false');
    await reloadedToggle.press('Space');
    await expect.poll(() => reloadedToggle.getAttribute('aria-checked')).toBe('true');
    await expect
      .poll(() => part(taskItem(reopened, '日报'), 'task-next-run').textContent())
      .toContain('12-02 09:00');
  });

  it('runs a task now: a toast, then the pushed answer, the last result and a log entry', async () => {
    const { chat } = await openChat();
    const panel = await openTaskPanel(chat);
    await createDailyTask(panel, '汇总', '汇总今天的消息', '07:00');
    const item = taskItem(panel, '汇总');
    await part(item, 'task-run').click();
    await expect.poll(() => part(chat, 'toast').textContent()).toContain('任务已开始执行');
    await expect
      .poll(() => lastAnswer(chat).textContent(), { timeout: 10_000 })
      .toContain('任务「汇总」已执行');
    await expect.poll(() => part(item, 'task-last-run').textContent()).toContain('执行成功');
    await part(item, 'task-title').click();
    const log = part(panel, 'task-log');
    await expect.poll(() => part(log, 'task-log-entry').count()).toBe(1);
    expect(await part(log, 'task-log-entry').first().getAttribute('data-status')).toBe('SUCCEEDED');
  });

  it('runs a preset task now and moves its daily time for this conversation', async () => {
    const { chat } = await openChat();
    const panel = await openTaskPanel(chat);
    const preset = taskItem(panel, '每日科技新闻摘要');
    await part(preset, 'task-run').click();
    await expect
      .poll(() => lastAnswer(chat).textContent(), { timeout: 10_000 })
      .toContain('任务「每日科技新闻摘要」已执行');
    await part(preset, 'task-title').click();
    const time = part(panel, 'task-time');
    expect(await time.inputValue()).toBe('08:30');
    // The details come from task_list/detail, for this conversation (decision 057).
    const detailQuery = async () => {
      const log = (await testCall('/__test/requests')) as { path: string; query: Record<string, string> }[];
      return log.filter((entry) => entry.path.endsWith('/task_list/detail')).at(-1)?.query;
    };
    await expect
      .poll(detailQuery)
      .toEqual({ task_id: 'preset-daily-news', conversation_id: expect.any(String) });
    expect(await part(panel, 'task-time-save').isDisabled()).toBe(true);
    await time.fill('07:15');
    await part(panel, 'task-time-save').click();
    await expect.poll(() => part(panel, 'task-schedule').first().textContent()).toBe('每天 07:15');
    await expect.poll(() => part(chat, 'toast').textContent()).toContain('执行时间已修改');
  });

  it('edits a task, keeping what was not changed', async () => {
    const { chat } = await openChat();
    const panel = await openTaskPanel(chat);
    await createDailyTask(panel, '周报', '写周报', '17:00');
    await part(taskItem(panel, '周报'), 'task-edit').click();
    const form = part(panel, 'task-form');
    expect(await form.locator('[name="title"]').inputValue()).toBe('周报');
    expect(await form.locator('[name="time"]').inputValue()).toBe('17:00');
    await form.getByRole('radio', { name: '每月' }).check();
    await form.locator('[name="day"]').fill('5');
    await form.locator('[name="time"]').fill('10:00');
    await part(form, 'task-form-submit').click();
    const item = taskItem(panel, '周报');
    await expect.poll(() => part(item, 'task-schedule').textContent()).toBe('每月 5 日 10:00');
    await part(item, 'task-title').click();
    expect(await part(panel, 'task-content').textContent()).toBe('写周报');
  });

  it('deletes a task only after confirming in a modal dialog, with focus returned', async () => {
    const { chat } = await openChat();
    const panel = await openTaskPanel(chat);
    await createDailyTask(panel, '临时任务', '临时', '06:00');
    const remove = part(taskItem(panel, '临时任务'), 'task-delete');
    await remove.click();
    const dialog = part(chat, 'task-delete-dialog');
    await expect.poll(() => dialog.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    expect(await dialog.textContent()).toContain('任务删除后无法恢复，是否确认删除？');
    await dialog.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => isFocused(remove)).toBe(true);
    expect(await taskItem(panel, '临时任务').count()).toBe(1);
    await remove.click();
    await part(dialog, 'confirm-button').click();
    await expect.poll(() => taskItem(panel, '临时任务').count()).toBe(0);
  });

  it('pages the run log with 加载更多', async () => {
    await setServerClock(TASK_DAY);
    const { chat } = await openChat();
    const panel = await openTaskPanel(chat);
    await createDailyTask(panel, '每日提醒', '提醒一下', '09:00');
    await advanceServerClock(12 * DAY_MS);
    await part(taskItem(panel, '每日提醒'), 'task-title').click();
    const log = part(panel, 'task-log');
    await expect.poll(() => part(log, 'task-log-entry').count()).toBe(10);
    await part(log, 'task-log-more').click();
    await expect.poll(() => part(log, 'task-log-entry').count()).toBe(12);
    // The runs' push notices may refetch the shown log pages meanwhile: wait for the final state.
    await expect.poll(() => part(log, 'task-log-more').count()).toBe(0);
    await part(panel, 'panel-back').click();
    await taskItem(panel, '每日提醒').waitFor();
  });

  it('works with the keyboard alone', async () => {
    const { page, chat } = await openChat();
    const panel = await openTaskPanel(chat);
    await part(panel, 'task-new').focus();
    await page.keyboard.press('Enter');
    const form = part(panel, 'task-form');
    const title = form.locator('[name="title"]');
    await expect.poll(() => isFocused(title)).toBe(true);
    await page.keyboard.type('键盘任务');
    await page.keyboard.press('Tab');
    await page.keyboard.type('只用键盘创建');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    const item = taskItem(panel, '键盘任务');
    await item.waitFor();
    // Back on 新建任务, where the form was opened from.
    await expect.poll(() => isFocused(part(panel, 'task-new'))).toBe(true);
    await part(item, 'task-title').focus();
    await page.keyboard.press('Enter');
    await part(panel, 'panel-back').waitFor();
    await part(panel, 'panel-back').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(part(item, 'task-title'))).toBe(true);
    await part(item, 'task-delete').focus();
    await page.keyboard.press('Enter');
    // Tab goes round 取消 and 删除 inside the confirmation, never out to the page: 删除, 取消, 删除.
    const places = await pressAndTrack(page, 'Tab', 3, 'agent-chat', 'task-delete-dialog');
    expect(places.map((place) => (place.within ? place.part : 'outside'))).toEqual([
      'confirm-button',
      'dialog-close',
      'confirm-button',
    ]);
    await page.keyboard.press('Enter');
    await expect.poll(() => taskItem(panel, '键盘任务').count()).toBe(0);
  });

  it("shows 立即执行's toast on the task sheet of a 375 px screen, not under it", async () => {
    const { page } = await openPage(session.browser, 'chat.html', {}, { width: 375, height: 740 });
    const chat = page.locator('agent-chat');
    await part(chat, 'composer-input').waitFor();
    const panel = await openTaskPanel(chat);
    await part(taskItem(panel, '每日科技新闻摘要'), 'task-run').click();
    // The sheet is a modal dialog, in the top layer above the composer and its toast: the toast
    // the visitor must see is inside the sheet, within its box, above its bottom edge.
    const toast = part(panel, 'toast');
    await expect.poll(() => toast.textContent()).toContain('任务已开始执行');
    const placement = await toast.evaluate((element) => {
      const sheet = element.closest('dialog');
      const box = element.getBoundingClientRect();
      const sheetBox = sheet?.getBoundingClientRect();
      return {
        inOpenModal: !!sheet?.matches(':modal'),
        inside: !!sheetBox && box.top >= sheetBox.top && box.bottom <= sheetBox.bottom - 8,
        centred: !!sheetBox && Math.abs(box.left + box.width / 2 - (sheetBox.left + sheetBox.width / 2)) < 2,
      };
    });
    expect(placement).toEqual({ inOpenModal: true, inside: true, centred: true });
    await screenshot(page, 'tasks-toast-375.png');
  });

  it('fits a 375 px wide touch screen', async () => {
    const { page } = await openPage(
      session.browser,
      'chat.html',
      {},
      { width: 375, height: 740 },
      { hasTouch: true },
    );
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    const chat = page.locator('agent-chat');
    await part(chat, 'composer-input').waitFor();
    const panel = await openTaskPanel(chat);
    await createDailyTask(panel, '移动端任务', '在手机上创建', '08:15');
    const item = taskItem(panel, '移动端任务');
    const box = await part(item, 'task-run').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'tasks-list-375.png');
    await part(item, 'task-edit').click();
    const fontSize = await part(panel, 'task-form')
      .locator('[name="title"]')
      .evaluate((element) => getComputedStyle(element).fontSize);
    expect(fontSize).toBe('16px');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await screenshot(page, 'tasks-form-375.png');
  });
});
