import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

describe('message tools', () => {
  it('copies an answer with 内容由AI生成, shows 复制成功, and puts a question back with 再次输入', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const chat = page.locator('agent-chat');
    await ask(chat, '复制测试');
    await expectAnswerFinished(chat);
    await part(lastAnswer(chat), 'copy-message').click();
    await expect.poll(() => part(chat, 'toast').textContent()).toBe('复制成功');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('复制测试');
    expect(copied.endsWith('内容由AI生成')).toBe(true);
    await expect.poll(() => part(chat, 'toast').count(), { timeout: 4000 }).toBe(0);
    const user = part(chat, 'user-message');
    await user.hover();
    expect(await part(user, 'user-time').textContent()).toMatch(/^\d{2}:\d{2}$/);
    await part(user, 're-edit').click();
    expect(await part(chat, 'composer-input').inputValue()).toBe('复制测试');
  });

  it('shows a task whose status is STARTED as the 开始执行任务 notice', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario task 每天推送新闻');
    await expect.poll(() => part(chat, 'task-notice').textContent()).toContain('开始执行任务');
    expect(await part(chat, 'task-notice').textContent()).toContain('稍后为你推送执行结果');
  });

  it('times the task notice, live and from history, where the record keeps the time as irl_time', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario task 每天推送新闻');
    await expect.poll(() => part(chat, 'task-notice-time').textContent()).toMatch(/^\d{2}:\d{2}$/);
    // The reference server keeps the start on the record as response_ext.irl_time, not on the task.
    await page.reload();
    await expect.poll(() => part(chat, 'task-notice').count()).toBe(1);
    expect(await part(chat, 'task-notice-time').textContent()).toMatch(/^\d{2}:\d{2}$/);
  });
});
