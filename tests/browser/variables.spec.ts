import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

describe('agent variables', () => {
  it('opens by itself for required variables, validates, survives a failed save and then saves', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'variables-agent' });
    const chat = page.locator('agent-chat');
    const dialog = part(chat, 'variables-dialog');
    await dialog.waitFor();
    // Decision 058: the composer is disabled, and says why, until the required variables have values.
    const input = part(chat, 'composer-input');
    await expect.poll(() => input.isEditable()).toBe(false);
    expect(await part(chat, 'send-button').isDisabled()).toBe(true);
    expect(await input.getAttribute('placeholder')).toBe('请先填写必填变量');
    // Inner variables are not shown.
    expect(await part(dialog, 'variable-input').count()).toBe(3);
    await part(dialog, 'variables-save').click();
    expect(await part(dialog, 'variable-error').allTextContents()).toEqual([
      '「称呼」不能为空',
      '「城市」不能为空',
    ]);
    const inputs = part(dialog, 'variable-input');
    await inputs.nth(0).fill('失败');
    await inputs.nth(1).fill('上海');
    await part(dialog, 'variables-save').click();
    await expect.poll(() => part(dialog, 'variables-failure').textContent()).toBe('设置失败，请刷新重试');
    await inputs.nth(0).fill('小王');
    await part(dialog, 'variables-save').click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await input.isEditable()).toBe(true);
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    await page.reload();
    await expect.poll(() => part(chat, 'user-message').count()).toBe(1);
    expect(await part(chat, 'variables-dialog').count()).toBe(0);
    // Changing variables mid-conversation starts a new session configured with them.
    await part(chat, 'open-variables').click();
    await part(part(chat, 'variables-dialog'), 'variable-input').nth(1).fill('北京');
    await part(chat, 'variables-save').click();
    await expect.poll(() => part(chat, 'session-separator').count()).toBe(1);
    await part(chat, 'open-variables').click();
    expect(await part(part(chat, 'variables-dialog'), 'variable-input').nth(1).inputValue()).toBe('北京');
  });
});
