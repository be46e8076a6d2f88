import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();

/** The demo page (`npm start`): its host-events log and method buttons drive the real element. */
describe('the demo page', () => {
  it('logs the host events of a send and runs the method buttons', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    await page.goto(new URL('/', serverUrl()).toString());
    const log = page.locator('#events');
    await expect.poll(() => log.textContent()).toContain('agent-chat chat-ready');

    await page.click('#call-set-input');
    await expect.poll(() => part(page, 'composer-input').inputValue()).toBe('请根据这一页的内容回答：');

    await page.click('#call-quote-page');
    await expect.poll(() => part(page, 'quote-chip').textContent()).toContain('agent-chat 演示');

    await page.click('#send-scenario');
    await expect.poll(() => log.textContent()).toContain('agent-chat message-sent');
    await expect.poll(() => log.textContent(), { timeout: 20_000 }).toContain('agent-chat answer-finished');
    expect(await log.textContent()).toContain('"status":"completed"');

    const changes = () => log.locator('li', { hasText: 'agent-chat conversation-change' }).count();
    const before = await changes();
    await page.click('#call-new-conversation');
    await expect.poll(changes).toBeGreaterThan(before);
    await context.close();
  });
});
