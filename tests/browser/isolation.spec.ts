import { describe, expect, it } from 'vitest';
import { streamsReadByThePage } from '../engines/support/widget-probes';
import { browserSessionForThisFile } from './support/browser-session';
import { cspReportsOf, cspViolations } from './support/csp';
import { ask, expectAnswerFinished, lastAnswer, openPage, part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();

describe('isolation from the host page', () => {
  it('still looks and works like itself on a page with hostile CSS', async () => {
    const { page, problems } = await openPage(session.browser, 'hostile.html');
    const chat = page.locator('agent-chat');
    await expect.poll(() => part(chat, 'chat-title').textContent()).toBe('小智助手');
    const root = part(chat, 'root');
    const style = await root.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { fontSize: computed.fontSize, color: computed.color, textTransform: computed.textTransform };
    });
    expect(style).toEqual({ fontSize: '14px', color: 'rgb(17, 24, 39)', textTransform: 'none' });
    const input = part(chat, 'composer-input');
    expect(await input.isVisible()).toBe(true);
    expect(await input.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      'rgb(255, 255, 0)',
    );
    await ask(chat, '在恶意样式的页面上提问');
    await expectAnswerFinished(chat);
    expect(await lastAnswer(chat).getAttribute('data-success')).toBe('true');
    const bubble = part(page.locator('agent-chat-launcher'), 'launcher-button');
    expect(await bubble.boundingBox()).toMatchObject({ width: 56, height: 56 });
    expect(problems.pageErrors).toEqual([]);
  });

  it('leaks no styles or globals into the host page', async () => {
    const { page } = await openPage(session.browser, 'hostile.html');
    await expect.poll(() => part(page.locator('agent-chat'), 'chat-title').textContent()).toBe('小智助手');
    const host = await page.evaluate(() => ({
      headStyles: document.head.querySelectorAll('style').length,
      documentSheets: document.adoptedStyleSheets.length,
      styleSheets: document.styleSheets.length,
      paragraphColor: getComputedStyle(document.getElementById('host-paragraph')!).color,
    }));
    expect(host).toEqual({
      headStyles: 0,
      documentSheets: 0,
      styleSheets: 1,
      paragraphColor: 'rgb(0, 0, 255)',
    });
    const globalNames = () => page.evaluate(() => Object.getOwnPropertyNames(window));
    const withWidget = await globalNames();
    await page.goto(new URL('/tests/browser/pages/blank.html', serverUrl()).toString());
    const blank = new Set(await globalNames());
    // page-setup.js adds __chatErrors for the tests; the bundle adds AgentChat and nothing else.
    expect(withWidget.filter((name) => !blank.has(name)).sort()).toEqual(['AgentChat', '__chatErrors']);
  });

  /** A query of this test's own, so the server's reports for this page's URL are this test's. */
  const thisRun = () => ({ run: crypto.randomUUID() });

  it('styles and streams under a strict Content-Security-Policy without one violation or console error', async () => {
    const { page, problems } = await openPage(session.browser, 'chat.csp.html', thisRun());
    const chat = page.locator('agent-chat');
    await expect.poll(() => part(chat, 'chat-title').textContent()).toBe('小智助手');
    const sendBackground = await part(chat, 'send-button').evaluate(
      (element) => getComputedStyle(element).borderRadius,
    );
    expect(sendBackground).toBe('9999px');
    await ask(chat, '严格 CSP 下的流式回答');
    await expectAnswerFinished(chat);
    expect(await lastAnswer(chat).getAttribute('data-success')).toBe('true');
    await ask(chat, '第二个回答');
    await expectAnswerFinished(chat);
    await part(page.locator('agent-chat-launcher'), 'launcher-button').click();
    await part(page.locator('agent-chat-launcher'), 'launcher-panel').waitFor();
    // Decision 055: no worker is tried unasked, so the page reads both streams itself.
    expect(await page.evaluate(streamsReadByThePage)).toBe(2);
    expect(await cspViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    // The control: a refusal made now reaches both the page's listener and the report-uri, so an
    // earlier one of the widget's would have too; it is the only one.
    await page.evaluate(() => {
      new Worker(URL.createObjectURL(new Blob([''], { type: 'text/javascript' })));
    });
    await expect.poll(() => cspViolations(page)).toEqual([expect.stringMatching(/^worker-src: blob /)]);
    await expect
      .poll(() => cspReportsOf(page))
      .toEqual([expect.objectContaining({ 'violated-directive': expect.stringMatching(/^worker-src/) })]);
  });

  it('reads streams in a worker with stream-worker, silently where the policy allows worker-src blob:', async () => {
    const { page, problems } = await openPage(session.browser, 'chat.csp-worker.html', thisRun());
    const chat = page.locator('agent-chat');
    await ask(chat, '允许 worker 的严格 CSP');
    await expectAnswerFinished(chat);
    expect(await lastAnswer(chat).getAttribute('data-success')).toBe('true');
    expect(await page.evaluate(streamsReadByThePage)).toBe(0);
    expect(await cspViolations(page)).toEqual([]);
    expect(await cspReportsOf(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('survives the bundle being loaded twice', async () => {
    const { page, problems } = await openPage(session.browser, 'chat.html');
    await page.addScriptTag({ url: new URL('/dist/agent-chat.js', serverUrl()).toString() });
    await expect.poll(() => part(page.locator('agent-chat'), 'chat-title').textContent()).toBe('小智助手');
    expect(problems.pageErrors).toEqual([]);
  });
});
