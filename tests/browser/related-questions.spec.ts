import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

describe('related questions', () => {
  it('asks a related question on click, and 本次会话不再推荐 switches them off for the conversation', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '第一问');
    await expectAnswerFinished(chat);
    const related = part(lastAnswer(chat), 'related-questions');
    await related.locator('button').first().click();
    await expect.poll(() => part(chat, 'user-message').last().textContent()).toContain('能再举一个例子吗？');
    await expectAnswerFinished(chat);
    await part(lastAnswer(chat), 'related-off').click();
    await expect.poll(() => part(chat, 'related-questions').count()).toBe(0);
    await ask(chat, '第三问');
    await expectAnswerFinished(chat);
    expect(await part(chat, 'related-questions').count()).toBe(0);
  });

  it('hides related questions in readonly mode', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { readonly: '' });
    const chat = page.locator('agent-chat');
    await ask(chat, '只读');
    await expectAnswerFinished(chat);
    expect(await part(chat, 'related-questions').count()).toBe(0);
  });
});
