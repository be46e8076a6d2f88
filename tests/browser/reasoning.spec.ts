import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

describe('reasoning block', () => {
  it('reads 已深度思考 and folds when finished; the visitor can open it', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '想一想');
    await expectAnswerFinished(chat);
    const think = part(lastAnswer(chat), 'think');
    expect(await think.getAttribute('data-open')).toBe('false');
    expect(await part(think, 'think-toggle').textContent()).toContain('已深度思考');
    await part(think, 'think-toggle').click();
    expect(await think.getAttribute('data-open')).toBe('true');
    await expect
      .poll(async () => (await part(think, 'think-content').boundingBox())?.height ?? 0)
      .toBeGreaterThan(10);
  });

  it('is open with 思考中... and a spinner while PENDING, and slides in 300 ms unless motion is reduced', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario slow 想一想');
    const think = part(lastAnswer(chat), 'think');
    await expect.poll(() => think.getAttribute('data-status')).toBe('PENDING');
    expect(await think.getAttribute('data-open')).toBe('true');
    expect(await part(think, 'think-toggle').textContent()).toContain('思考中...');
    expect(await part(think, 'think-toggle').locator('svg[data-spinner]').count()).toBe(1);
    const slide = part(think, 'think-content').locator('xpath=../..');
    const transition = () =>
      slide.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.transitionProperty} ${style.transitionDuration}`;
      });
    expect(await transition()).toBe('grid-template-rows 0.3s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await transition()).toMatch(/^none /);
    await expect.poll(() => think.getAttribute('data-status'), { timeout: 15_000 }).toBe('SUCCEEDED');
    expect(await think.getAttribute('data-open')).toBe('false');
    expect(await part(think, 'think-toggle').locator('svg[data-spinner]').count()).toBe(0);
    await part(chat, 'stop-button').click();
  });

  it('shows no reasoning and no tool cards when the agent rule hides them', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'quiet-agent' });
    const chat = page.locator('agent-chat');
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    expect(await part(chat, 'think').count()).toBe(0);
    expect(await part(chat, 'skill').count()).toBe(0);
    expect(await part(chat, 'search-card').count()).toBe(0);
    expect(await part(lastAnswer(chat), 'answer-content').textContent()).toContain('你好');
  });
});
