import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

describe('two <agent-chat> elements on one page', () => {
  it('talk to two agents independently, at the same time', async () => {
    const { page } = await openPage(session.browser, 'two-chats.html', {}, { width: 1500, height: 700 });
    const first = page.locator('#first');
    const second = page.locator('#second');
    await expect.poll(() => part(first, 'chat-title').textContent()).toBe('小智助手');
    await expect.poll(() => part(second, 'chat-title').textContent()).toBe('数据分析师');
    await ask(first, '/scenario slow 第一个问题');
    await ask(second, '第二个问题');
    await expectAnswerFinished(second);
    expect(await part(first, 'stop-button').count()).toBe(1);
    await part(first, 'stop-button').click();
    await expectAnswerFinished(first);
    expect(await lastAnswer(second).textContent()).not.toContain('已停止生成');
    expect(await part(lastAnswer(second), 'answer-content').textContent()).toContain('第二个问题');
    expect(await part(first, 'user-message').count()).toBe(1);
    expect(await part(second, 'user-message').count()).toBe(1);
    expect(await part(first, 'conversation-item').count()).toBe(1);
    expect(await part(second, 'conversation-item').count()).toBe(1);
  });
});
