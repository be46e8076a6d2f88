import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, openPage, part, pushTo } from './support/widget';

const session = browserSessionForThisFile();

describe('unread counts and the push socket', () => {
  it('shows a pushed answer in the open conversation without a reload', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario push 1500 稍后告诉我结果');
    await expectAnswerFinished(chat);
    await expect
      .poll(() => part(chat, 'assistant-message').last().textContent(), { timeout: 10_000 })
      .toContain('这是稍后推送的结果');
    // Seen while open: nothing stays unread.
    await expect.poll(() => part(chat, 'conversation-unread').count()).toBe(0);
  });

  it('counts unread messages of another conversation in the list', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '第一个会话');
    await expectAnswerFinished(chat);
    const first = await part(chat, 'conversation-item').first().getAttribute('data-conversation-id');
    await part(chat, 'new-conversation').click();
    await expect.poll(() => part(chat, 'conversation-item').count()).toBe(2);
    await pushTo(first ?? '', '给第一个会话的推送');
    await pushTo(first ?? '', '第二条推送');
    const badge = chat.locator(`[data-conversation-id="${first}"] [part~="conversation-unread"]`);
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe('2');
    await chat.locator(`[data-conversation-id="${first}"]`).click();
    await expect.poll(() => part(chat, 'assistant-message').last().textContent()).toContain('第二条推送');
    await expect.poll(() => badge.count()).toBe(0);
  });

  it('shows the total unread count as a badge on the closed launcher bubble', async () => {
    const { page } = await openPage(session.browser, 'launcher.html');
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').click();
    // The push comes well after the panel closes: one that lands while the visitor still looks at
    // the conversation is read at once, and no badge is due.
    await ask(launcher, '/scenario push 1500 完成后通知我');
    await expectAnswerFinished(launcher);
    await page.keyboard.press('Escape');
    const badge = part(launcher, 'launcher-badge');
    await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe('1');
    await part(launcher, 'launcher-button').click();
    await expect
      .poll(() => part(launcher, 'assistant-message').last().textContent())
      .toContain('这是稍后推送的结果');
    await part(launcher, 'close-chat').click();
    await expect.poll(() => badge.count()).toBe(0);
  });
});
