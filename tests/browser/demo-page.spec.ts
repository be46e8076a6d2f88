import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { faults } from './support/faults';
import { part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();

/** The demo page as `npm start` serves it, at 1280 px. */
async function openDemoPage() {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  await page.goto(new URL('/', serverUrl()).toString());
  return { context, page };
}

/** The demo page (`npm start`): its host-events log and method buttons drive the real element. */
describe('the demo page', () => {
  it('logs the host events of a send and runs the method buttons', async () => {
    const { context, page } = await openDemoPage();
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

  it('themes the chat from its theming panel: brand colour, dark and right to left', async () => {
    const { context, page } = await openDemoPage();
    const chat = page.locator('#chat');
    const input = part(chat, 'composer-input');
    await input.fill('你好');
    const send = part(chat, 'send-button');
    const style = (locator: typeof chat, property: 'backgroundColor' | 'direction') =>
      locator.evaluate((element, name) => getComputedStyle(element)[name], property);

    await page.locator('#brand-colour').fill('#dc2626');
    await expect.poll(() => style(send, 'backgroundColor')).toBe('rgb(220, 38, 38)');

    const light = await style(part(chat, 'chat'), 'backgroundColor');
    await page.selectOption('#theme', 'dark');
    expect(await chat.getAttribute('theme')).toBe('dark');
    await expect.poll(() => style(part(chat, 'chat'), 'backgroundColor')).not.toBe(light);

    // The composer follows the widget's direction; the input itself follows its text, 你好 (decision 100).
    const composer = part(chat, 'composer');
    await page.check('#rtl');
    expect(await chat.getAttribute('dir')).toBe('rtl');
    expect(await style(composer, 'direction')).toBe('rtl');
    expect(await style(input, 'direction')).toBe('ltr');
    await page.uncheck('#rtl');
    expect(await style(composer, 'direction')).toBe('ltr');
    await context.close();
  });

  it('loads the rich file from its toggle: the rich scenario’s code is highlighted and its maths typeset', async () => {
    const { context, page } = await openDemoPage();
    const chat = page.locator('#chat');
    await page.selectOption('#scenario', 'rich');
    await page.click('#send-scenario');
    await expect
      .poll(() => page.locator('#events').textContent(), { timeout: 20_000 })
      .toContain('agent-chat answer-finished');
    const answer = part(chat, 'answer').last();
    expect(await answer.locator('[class*="hljs-"]').count()).toBe(0);
    await page.check('#rich');
    await expect.poll(() => answer.locator('[class*="hljs-"]').count()).toBeGreaterThan(5);
    await expect.poll(() => answer.locator('math').count()).toBe(4);
    expect(new URL(page.url()).searchParams.has('rich')).toBe(true);
    // Unticking reloads the page without the file.
    await Promise.all([page.waitForURL((url) => !url.searchParams.has('rich')), page.uncheck('#rich')]);
    await expect.poll(() => part(page, 'composer-input').count()).toBe(1);
    expect(await page.evaluate(() => customElements.get('agent-chat-rich'))).toBeUndefined();
    await context.close();
  });

  it('sets the reference server’s faults from its network panel, shows them, and refreshes an expired token', async () => {
    const { context, page } = await openDemoPage();
    const log = page.locator('#events');
    const state = page.locator('#fault-state');
    await expect.poll(() => log.textContent()).toContain('agent-chat chat-ready');

    await page.getByRole('button', { name: '推送服务断开' }).click();
    await expect.poll(() => state.textContent()).toContain('推送服务已断开');
    expect((await faults()).push).toBe('down');
    await page.getByRole('button', { name: '接下来 2 个 GET 返回 503' }).click();
    await expect.poll(() => state.textContent()).toContain('接下来 2 个 GET 请求返回 503');
    await page.getByRole('button', { name: '全部恢复' }).click();
    await expect.poll(() => state.textContent()).toContain('故障：无');
    expect(await faults()).toMatchObject({ push: 'up', http: null });

    // Inner mode: the page's getToken caches the token endpoint's answer; after 令牌过期 the widget's
    // next call is refused once, asks for a new token and goes through.
    await page.check('input[name="mode"][value="inner"]');
    await expect.poll(() => log.textContent()).toContain('agent-chat chat-ready');
    await page.getByRole('button', { name: '令牌过期（内部模式）' }).click();
    await expect.poll(() => state.textContent()).toContain('令牌已换过');
    await page.click('#send-scenario');
    await expect.poll(() => log.textContent(), { timeout: 20_000 }).toContain('agent-chat answer-finished');
    expect(await log.textContent()).not.toContain('chat-error');
    await context.close();
  });
});
