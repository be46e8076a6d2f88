import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { cspViolations } from './support/csp';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

/** The part names of the element focused inside the chat's shadow root. */
function focusedPart(chat: Locator): Promise<string[] | undefined> {
  return chat.evaluate((element) => element.shadowRoot?.activeElement?.getAttribute('part')?.split(' '));
}

async function reloadChat(page: Page): Promise<Locator> {
  await page.reload();
  const chat = page.locator('agent-chat');
  await expect.poll(() => part(chat, 'assistant-message').count()).toBeGreaterThan(0);
  return chat;
}

describe('user messages', () => {
  it('shows the time on hover, copies the text, and 再次输入 is disabled while an answer streams', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario related-slow 2000 再问一次');
    const user = part(chat, 'user-message').last();
    await user.hover();
    expect(await part(user, 'user-time').textContent()).toMatch(/^\d{2}:\d{2}$/);
    expect(await part(user, 're-edit').isDisabled()).toBe(true);
    expect(await part(user, 're-edit').getAttribute('aria-label')).toBe('再次输入');
    await expectAnswerFinished(chat);
    await part(user, 'copy-message').click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '/scenario related-slow 2000 再问一次',
    );
    await part(user, 're-edit').click();
    expect(await part(chat, 'composer-input').inputValue()).toBe('/scenario related-slow 2000 再问一次');
  });

  it('shows file and quote cards from history and hides a user message with no text, file or quote', async () => {
    const { page, problems } = await openPage(session.browser, 'chat.csp.html');
    await ask(page.locator('agent-chat'), '/scenario attachments');
    await expectAnswerFinished(page.locator('agent-chat'));
    const chat = await reloadChat(page);
    await expect.poll(() => part(chat, 'assistant-message').count()).toBe(4);
    // Four records, one without a user side.
    expect(await part(chat, 'user-message').count()).toBe(3);
    const cards = part(chat, 'file-card');
    expect(await cards.count()).toBe(3);
    const image = chat.locator('[part~="file-card"][data-file-kind="image"]');
    expect(await part(image, 'file-name').textContent()).toBe('landscape.png');
    expect(await part(image, 'file-size').textContent()).toBe('1.8 KB');
    await expect
      .poll(() => part(image, 'file-thumbnail').evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(320);
    const textQuote = chat.locator('[part~="user-quote"][data-quote-type="TEXT"]');
    expect(await textQuote.textContent()).toContain('季度销售额同比增长 18%');
    const links = part(chat, 'quote-link');
    expect(await links.count()).toBe(1);
    expect(await links.getAttribute('target')).toBe('_blank');
    expect(await links.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await links.getAttribute('href')).toMatch(/^http:\/\/.+\/demo\/index\.html#report$/);
    // The javascript: quote is text, not a link.
    const unsafe = chat.locator('[part~="user-quote"][data-quote-type="URL"]', {
      hasText: '不安全的链接',
    });
    expect(await unsafe.locator('a').count()).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  it('copies a quotation from its card with the 复制成功 toast: the text of a TEXT quote, the address of a URL quote', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await ask(page.locator('agent-chat'), '/scenario attachments');
    await expectAnswerFinished(page.locator('agent-chat'));
    const chat = await reloadChat(page);
    const textQuote = chat.locator('[part~="user-quote"][data-quote-type="TEXT"]');
    const copyText = part(textQuote, 'quote-copy');
    expect(await copyText.getAttribute('aria-label')).toBe('复制引用');
    await copyText.click();
    await expect.poll(() => part(chat, 'toast').textContent()).toBe('复制成功');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '季度销售额同比增长 18%，其中华东区贡献最大。',
    );
    const urlQuote = chat.locator('[part~="user-quote"][data-quote-type="URL"]', {
      hasText: '季度报告发布说明',
    });
    await part(urlQuote, 'quote-copy').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/^http:\/\/.+\/demo\/index\.html#report$/);
  });

  it('shows a reference file from history as a referenced file card that previews by its name', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    await ask(page.locator('agent-chat'), '/scenario references');
    await expectAnswerFinished(page.locator('agent-chat'));
    const chat = await reloadChat(page);
    const card = part(part(chat, 'user-message').last(), 'file-card');
    expect(await part(card, 'file-name').textContent()).toBe('产品手册.pdf');
    expect(await part(card, 'file-reference').textContent()).toBe('引用文件');
    expect(await card.getAttribute('data-file-kind')).toBe('pdf');
    await card.click();
    expect(await part(chat, 'file-preview-frame').getAttribute('src')).toMatch(
      /\/demo-files\/quarterly-report\.pdf$/,
    );
  });

  it('previews an image and a PDF at 90% of the viewport; Escape and the close button return focus to the card', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    await ask(page.locator('agent-chat'), '/scenario attachments');
    await expectAnswerFinished(page.locator('agent-chat'));
    const chat = await reloadChat(page);
    const imageCard = chat.locator('[part~="file-card"][data-file-kind="image"]');
    await imageCard.click();
    const dialog = part(chat, 'file-preview');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const box = await dialog.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(1152);
    expect(Math.round(box?.height ?? 0)).toBe(720);
    const preview = part(dialog, 'file-preview-image');
    await expect.poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
    await page.screenshot({ path: '/tmp/agent-chat-file-preview.png' });
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focusedPart(chat)).toContain('file-card');

    const pdfCard = chat.locator('[part~="file-card"][data-file-kind="pdf"]');
    await pdfCard.click();
    const frame = part(chat, 'file-preview-frame');
    expect(await frame.getAttribute('src')).toMatch(/^http:\/\/.+\/demo-files\/quarterly-report\.pdf$/);
    expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(await part(chat, 'file-preview-open').getAttribute('rel')).toBe('noopener noreferrer');
    await part(chat, 'file-preview-close').click();
    await expect.poll(() => part(chat, 'file-preview').count()).toBe(0);
    expect(await focusedPart(chat)).toContain('file-card');

    await chat.locator('[part~="file-card"][data-file-kind="other"]').click();
    expect(await part(chat, 'file-preview-notice').textContent()).toContain('该文件暂不支持预览');
    expect(await part(chat, 'file-preview-download').getAttribute('href')).toMatch(/meeting-notes\.txt$/);
    await page.keyboard.press('Escape');
    await expect.poll(() => part(chat, 'file-preview').count()).toBe(0);
  });

  it('closes the preview with Escape inside the launcher panel without closing the panel', async () => {
    const { page } = await openPage(session.browser, 'launcher.html');
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').click();
    await ask(launcher, '/scenario attachments');
    await expectAnswerFinished(launcher);
    await page.reload();
    await part(launcher, 'launcher-button').click();
    const card = launcher.locator('[part~="file-card"][data-file-kind="image"]');
    await card.click();
    const dialog = part(launcher, 'file-preview');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // The top layer puts the dialog over the fixed panel: 90% of the viewport, not of the panel.
    expect(Math.round((await dialog.boundingBox())?.width ?? 0)).toBe(1152);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await part(launcher, 'launcher-panel').isVisible()).toBe(true);
    expect(await focusedPart(launcher)).toContain('file-card');
  });
});

describe('answer footer', () => {
  it('shows follow-up tips under the last answer after a reload and sends one on click', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    await ask(page.locator('agent-chat'), '/scenario tips');
    await expectAnswerFinished(page.locator('agent-chat'));
    const chat = await reloadChat(page);
    const tips = part(lastAnswer(chat), 'follow-up-tip');
    await expect.poll(() => tips.count()).toBe(3);
    await tips.first().click();
    await expect.poll(() => part(chat, 'user-message').last().textContent()).toContain('把要点整理成表格');
    await expectAnswerFinished(chat);
    // Only the last finished answer carries tips.
    expect(await part(chat, 'follow-up-tips').count()).toBe(0);
  });

  it('shows related questions loading while PENDING, then the list; 本次会话不再推荐 clears them', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario related-slow 1500');
    await expect.poll(() => part(lastAnswer(chat), 'related-loading').count()).toBe(1);
    await expectAnswerFinished(chat);
    expect(await part(chat, 'related-loading').count()).toBe(0);
    expect(await part(lastAnswer(chat), 'related-questions').locator('button').count()).toBe(4);
    await part(lastAnswer(chat), 'related-off').click();
    await expect.poll(() => part(chat, 'related-questions').count()).toBe(0);
  });

  it('hides tips and related questions in readonly mode', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    await ask(page.locator('agent-chat'), '/scenario tips');
    await expectAnswerFinished(page.locator('agent-chat'));
    const readonly = await openPage(session.browser, 'chat.html', { readonly: '' });
    const chat = readonly.page.locator('agent-chat');
    await expect.poll(() => part(chat, 'assistant-message').count()).toBe(1);
    expect(await part(chat, 'follow-up-tips').count()).toBe(0);
    expect(await part(chat, 'answer-actions').count()).toBe(0);
    await ask(chat, '/scenario related-slow 300');
    await expectAnswerFinished(chat);
    expect(await part(chat, 'related-questions').count()).toBe(0);
    expect(await part(chat, 'related-loading').count()).toBe(0);
  });

  it("regenerate resends the previous message's file and quote, and history keeps one answer", async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    await ask(page.locator('agent-chat'), '/scenario attachments');
    await expectAnswerFinished(page.locator('agent-chat'));
    const chat = await reloadChat(page);
    await expect.poll(() => part(chat, 'assistant-message').count()).toBe(4);
    const sent = page.waitForRequest((request) => request.url().endsWith('/chat_messages'));
    await part(lastAnswer(chat), 'regenerate').click();
    const payload = (await sent).postDataJSON();
    expect(payload).toMatchObject({
      content: '/scenario attachments',
      action: 'regenerate',
      file_ids: ['upload-landscape.png'],
      file_action: 'IMAGE_URL',
      enforce_tool_call_params: { chat_quote_id: 'q-text' },
    });
    await expectAnswerFinished(chat);
    const last = part(chat, 'user-message').last();
    expect(await part(last, 'file-name').textContent()).toBe('landscape.png');
    expect(await part(last, 'user-quote').count()).toBe(1);
    // The regenerated answer replaced the old one: still four answers after a reload.
    const reloaded = await reloadChat(page);
    await expect.poll(() => part(reloaded, 'assistant-message').count()).toBe(4);
    expect(await part(reloaded, 'file-card').count()).toBe(3);
  });

  it('fires task-open from 详情 on a failed task, and shows group progress from history', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await page.evaluate(() => {
      const target = window as unknown as { __taskOpen: unknown[] };
      target.__taskOpen = [];
      document.addEventListener('task-open', (event) =>
        target.__taskOpen.push({
          detail: (event as CustomEvent).detail,
          composed: event.composed,
          tag: (event.target as Element).tagName,
        }),
      );
    });
    await ask(chat, '/scenario task-failed');
    await expectAnswerFinished(chat);
    const error = part(lastAnswer(chat), 'answer-error');
    expect(await error.textContent()).toContain('任务执行失败：数据源连接超时');
    await part(error, 'task-detail').click();
    const conversationId = await chat
      .locator('section[data-conversation-id]')
      .getAttribute('data-conversation-id');
    const fired = await page.evaluate(() => (window as unknown as { __taskOpen: unknown[] }).__taskOpen);
    expect(fired).toEqual([
      { detail: { taskId: 'task-weekly', conversationId }, composed: true, tag: 'AGENT-CHAT' },
    ]);
    const reloaded = await reloadChat(page);
    await expect.poll(() => part(reloaded, 'group-progress').locator('li').count()).toBe(2);
    expect(await part(lastAnswer(reloaded), 'task-detail').count()).toBe(1);
  });
});
