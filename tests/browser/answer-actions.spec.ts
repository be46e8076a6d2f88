import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

describe('answer actions', () => {
  it('regenerates the last answer in place and records negative feedback', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '第一问');
    await expectAnswerFinished(chat);
    await ask(chat, '第二问');
    await expectAnswerFinished(chat);
    expect(await part(chat, 'regenerate').count()).toBe(1);
    await part(chat, 'regenerate').click();
    await expectAnswerFinished(chat);
    expect(await part(chat, 'user-message').count()).toBe(2);
    expect(await part(chat, 'assistant-message').count()).toBe(2);
    await part(lastAnswer(chat), 'dislike').click();
    await part(chat, 'dislike-form').locator('textarea').fill('答非所问');
    await part(chat, 'dislike-submit').click();
    await expect.poll(() => part(lastAnswer(chat), 'dislike').getAttribute('aria-pressed')).toBe('true');
  });

  it('hides regenerate and feedback in readonly mode', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { readonly: '' });
    const chat = page.locator('agent-chat');
    await ask(chat, '只读模式');
    await expectAnswerFinished(chat);
    expect(await part(chat, 'answer-actions').count()).toBe(0);
  });
});
