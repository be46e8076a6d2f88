import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

const optionCodes = (select: import('playwright-core').Locator) =>
  select
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));

describe('model selection', () => {
  it("writes the agent's default model to a new conversation and lets the visitor change it", async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'model-agent' });
    const chat = page.locator('agent-chat');
    expect(await part(chat, 'model-selector').count()).toBe(0);
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    const select = part(chat, 'model-selector');
    await expect.poll(() => select.inputValue()).toBe('demo-pro');
    expect(await optionCodes(select)).toEqual(['demo-pro', 'demo-lite']);
    await select.selectOption('demo-lite');
    await page.reload();
    await expect.poll(() => part(chat, 'model-selector').inputValue()).toBe('demo-lite');
  });

  it('shows what each model costs in points on an AGENT_TESTING conversation', async () => {
    const { page } = await openPage(session.browser, 'chat.html', {
      agent: 'model-agent',
      'run-type': 'AGENT_TESTING',
    });
    const chat = page.locator('agent-chat');
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    const select = part(chat, 'model-selector');
    await expect.poll(() => select.inputValue()).toBe('demo-pro');
    expect(await select.locator('option').allTextContents()).toEqual([
      'Demo Pro（4 积分）',
      'Demo Lite（1 积分）',
    ]);
  });

  it('offers a free-plan workspace only models with trial available', async () => {
    const { page } = await openPage(session.browser, 'chat.html', {
      agent: 'model-agent',
      workspace: 'free-ws',
    });
    const chat = page.locator('agent-chat');
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    await expect.poll(() => optionCodes(part(chat, 'model-selector'))).toContain('demo-lite');
    expect(await optionCodes(part(chat, 'model-selector'))).not.toContain('demo-pro');
  });

  it('does not show the selector when the agent does not allow a free model', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    expect(await part(chat, 'model-selector').count()).toBe(0);
  });
});
