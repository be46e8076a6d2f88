import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part, resetServer } from './support/widget';

const session = browserSessionForThisFile();
const WITH_LOGS = { 'show-tool-logs': '' };
/** Streams and smooth scrolls take a while on a busy machine; expect.poll's default is 1 s. */
const SOON = { timeout: 5_000 };

async function openChat(query: Record<string, string> = {}) {
  const { page } = await openPage(session.browser, 'chat.html', query);
  return { page, chat: page.locator('agent-chat') };
}

const logDialog = (chat: Locator) => part(chat, 'tool-log');
const card = (chat: Locator, kind: string) => lastAnswer(chat).locator(`[data-kind="${kind}"]`);
const avatarWidth = (scope: Locator) =>
  part(scope, 'tool-avatar')
    .locator(':scope > *')
    .evaluate((element) => element.getBoundingClientRect().width);
/** The element focused inside the widget's shadow root. */
const focusedPart = (page: Page) =>
  page.evaluate(() =>
    document.querySelector('agent-chat')?.shadowRoot?.activeElement?.getAttribute('part')?.split(' '),
  );

/**
 * Clicks (a real mouse click, even on an aria-disabled control, which Playwright would otherwise
 * wait on), then gives a wrongly opening dialog time to appear before the caller counts it.
 */
async function clickAndSettle(page: Page, target: Locator) {
  await target.click({ force: true });
  await page.waitForTimeout(300);
}

describe('tool cards', () => {
  it('shows a running tool with a spinner and a smaller avatar, and opens no log while it runs', async () => {
    const { page, chat } = await openChat(WITH_LOGS);
    await ask(chat, '/scenario tool-pending');
    const tool = part(lastAnswer(chat), 'tool-card');
    await expect.poll(() => tool.getAttribute('data-status'), SOON).toBe('PENDING');
    expect(await part(tool, 'tool-status').textContent()).toBe('执行中');
    expect(await part(tool, 'tool-status').locator('svg[data-spinner]').count()).toBe(1);
    expect(await avatarWidth(tool)).toBe(16);
    expect(await tool.getAttribute('aria-disabled')).toBe('true');
    await clickAndSettle(page, tool);
    expect(await logDialog(chat).count()).toBe(0);
  });

  it('keeps a flow open while it runs, folds it to a ticker on success and toggles it on click', async () => {
    const { page, chat } = await openChat(WITH_LOGS);
    await ask(chat, '/scenario tools 400');
    const flow = part(lastAnswer(chat), 'flow-card');
    await expect.poll(() => part(flow, 'flow-message').count(), SOON).toBeGreaterThanOrEqual(2);
    expect(await flow.getAttribute('data-status')).toBe('PENDING');
    expect(await flow.getAttribute('data-open')).toBe('true');
    expect(await part(flow, 'flow-ticker').count()).toBe(0);
    // 查看日志 shows (logs are allowed) but opens nothing while the flow runs.
    expect(await part(flow, 'view-log').getAttribute('aria-disabled')).toBe('true');
    await clickAndSettle(page, part(flow, 'view-log'));
    expect(await logDialog(chat).count()).toBe(0);

    await expect.poll(() => flow.getAttribute('data-status'), { timeout: 10_000 }).toBe('SUCCEEDED');
    expect(await flow.getAttribute('data-open')).toBe('false');
    expect(await part(flow, 'flow-messages').isVisible()).toBe(false);
    expect(await part(flow, 'flow-ticker').textContent()).toBe('撰写报告');
    expect(await avatarWidth(flow)).toBe(20);

    const toggle = part(flow, 'flow-toggle');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await part(flow, 'flow-message').allTextContents()).toEqual([
      '解析需求',
      '检索资料',
      '生成大纲',
      '撰写报告',
    ]);
    expect(await part(flow, 'flow-ticker').count()).toBe(0);
    await toggle.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await part(flow, 'flow-messages').isVisible()).toBe(false);
  });

  it('opens the log viewer from 查看日志 and from a finished tool; Escape and 关闭 close it, focus returns', async () => {
    const { page, chat } = await openChat(WITH_LOGS);
    await ask(chat, '/scenario tools 1');
    await expectAnswerFinished(chat);
    const viewLog = part(part(lastAnswer(chat), 'flow-card'), 'view-log');
    await viewLog.click();
    const dialog = logDialog(chat);
    expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
    expect(await part(dialog, 'tool-log-title').textContent()).toBe('报告生成流程');
    expect(await part(dialog, 'tool-log-status').textContent()).toBe('已完成');
    expect(await part(dialog, 'tool-log-steps').locator('li').count()).toBe(4);
    const output = part(dialog, 'tool-log-output');
    expect(await output.textContent()).toContain('  "report": "季度报告.docx"');
    expect(await output.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
    expect(await output.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe('pre');
    expect(await focusedPart(page)).toContain('tool-log-close');
    await page.keyboard.press('Escape');
    // The browser fires a modal dialog's `close` in a task after the key's own: wait for it.
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await focusedPart(page)).toContain('view-log');

    const weather = card(chat, 'tool');
    expect(await weather.getAttribute('data-status')).toBe('FAILED');
    expect(await part(weather, 'tool-failure').textContent()).toBe('天气服务超时，请稍后再试');
    await weather.click();
    expect(await part(dialog, 'tool-log-failure').textContent()).toBe('天气服务超时，请稍后再试');
    expect(await part(dialog, 'tool-log-raw').textContent()).toContain('"execution_status": {');
    await part(dialog, 'tool-log-close').click();
    expect(await dialog.count()).toBe(0);
    expect(await focusedPart(page)).toContain('tool-card');
  });

  it('says 搜索失败 for a failed search; a click is harmless, or opens its log when logs are allowed', async () => {
    const plain = await openChat();
    await ask(plain.chat, '/scenario search-fail');
    await expectAnswerFinished(plain.chat);
    const failed = part(lastAnswer(plain.chat), 'search-card');
    expect(await failed.getAttribute('data-status')).toBe('FAILED');
    expect(await part(failed, 'search-label').textContent()).toBe('搜索失败');
    expect(await part(failed, 'search-toggle').isDisabled()).toBe(true);
    expect(await part(failed, 'search-results').count()).toBe(0);

    const logged = await openChat(WITH_LOGS);
    await ask(logged.chat, '/scenario search-fail');
    await expectAnswerFinished(logged.chat);
    await part(part(lastAnswer(logged.chat), 'search-card'), 'search-toggle').click();
    expect(await part(logDialog(logged.chat), 'tool-log-failure').textContent()).toBe('搜索服务不可用');
    expect(await part(logged.chat, 'search-results').count()).toBe(0);
  });

  it('shows 正在搜索 while the search runs and cannot expand it then', async () => {
    const { chat } = await openChat();
    await ask(chat, '/scenario search-pending');
    const search = part(lastAnswer(chat), 'search-card');
    await expect.poll(() => search.getAttribute('data-status'), SOON).toBe('PENDING');
    expect(await part(search, 'search-label').textContent()).toBe('正在搜索');
    expect(await part(search, 'search-toggle').isDisabled()).toBe(true);
    await part(chat, 'stop-button').click();
  });

  it('hides tool cards under not_show_function_call', async () => {
    const { chat } = await openChat({ agent: 'quiet-agent' });
    await ask(chat, '/scenario tools 1');
    await expectAnswerFinished(chat);
    expect(await part(lastAnswer(chat), 'skill').count()).toBe(0);
    expect(await part(lastAnswer(chat), 'answer-content').textContent()).toContain('报告已生成');
  });

  it('lists knowledge hits with the matched chunk on demand', async () => {
    const { chat } = await openChat();
    await ask(chat, '/scenario knowledge 产品手册');
    await expectAnswerFinished(chat);
    const hits = part(lastAnswer(chat), 'knowledge-hit');
    expect(await hits.count()).toBe(2);
    expect(await hits.first().locator('summary').textContent()).toContain('X1 使用说明.pdf');
    // Each hit's line is a target of at least 24 px (WCAG 2.5.8); they were 16 px, 20 px apart.
    for (const hit of await hits.all())
      expect((await hit.locator('summary').boundingBox())?.height).toBeGreaterThanOrEqual(24);
    await hits.first().locator('summary').click();
    expect(await hits.first().locator('p').textContent()).toContain('一键萃取');
  });

  it('shows the default answer search card as 5个搜索来源 with its five results', async () => {
    const { chat } = await openChat();
    await ask(chat, '搜索一下');
    await expectAnswerFinished(chat);
    const search = part(lastAnswer(chat), 'search-card');
    expect(await part(search, 'search-label').textContent()).toBe('5个搜索来源');
    await part(search, 'search-toggle').click();
    expect(await part(search, 'search-result').count()).toBe(5);
  });
});

/**
 * These tests only read and click one finished answer, so they share it: a page and an answer of
 * their own each cost several seconds of CI time and pinned nothing more.
 */
describe('a finished answer with every kind of tool card (logs not allowed)', () => {
  let shared: { page: Page; chat: Locator } | undefined;
  const opened = () => {
    if (!shared) throw new Error('opened in beforeAll');
    return shared;
  };
  const searchCard = () => part(lastAnswer(opened().chat), 'search-card');
  /** Opens the search results unless an earlier test left them open. */
  async function expandSearch() {
    const toggle = part(searchCard(), 'search-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    return part(searchCard(), 'search-results');
  }

  beforeAll(async () => {
    await resetServer();
    shared = await openChat();
    await ask(shared.chat, '/scenario tools 1');
    // expect.poll is for tests only; a locator waits in a hook.
    const { chat } = shared;
    await lastAnswer(chat).and(chat.locator('[data-streaming="false"]')).waitFor();
  });
  afterAll(() => shared?.page.context().close());

  it('opens no log viewer when the element does not allow logs', async () => {
    const { page, chat } = opened();
    expect(await part(lastAnswer(chat), 'view-log').count()).toBe(0);
    const weather = card(chat, 'tool');
    expect(await weather.evaluate((element) => element.tagName)).toBe('DIV');
    await clickAndSettle(page, weather);
    await clickAndSettle(page, card(chat, 'agent'));
    expect(await logDialog(chat).count()).toBe(0);
  });

  it('names the called agent on agent and A2A cards, with the A2A tag and an avatar fallback', async () => {
    const { chat } = opened();
    const agent = card(chat, 'agent');
    expect(await part(agent, 'tool-title').textContent()).toBe('数据分析师');
    expect(await part(agent, 'a2a-tag').count()).toBe(0);
    const image = part(agent, 'tool-avatar').locator('img');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const a2a = card(chat, 'a2a');
    expect(await part(a2a, 'tool-title').textContent()).toBe('翻译专家');
    expect(await part(a2a, 'a2a-tag').textContent()).toBe('A2A');
    // Its avatar URL 404s: the initial on the metaData colour replaces it.
    const fallback = part(a2a, 'tool-avatar').locator('span[aria-hidden="true"]');
    await expect.poll(() => fallback.textContent(), SOON).toBe('翻');
    expect(await fallback.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(139, 92, 246)',
    );
  });

  it('falls back to the default link icon when a site icon fails to load', async () => {
    const icons = part(await expandSearch(), 'result-icon');
    // Result 1 has a working icon, result 2 a 404 one, result 3 none.
    await expect.poll(() => icons.nth(1).getAttribute('data-fallback'), SOON).toBe('true');
    expect(await icons.nth(1).locator('svg').count()).toBe(1);
    expect(await icons.nth(0).getAttribute('data-fallback')).toBe('false');
    await expect
      .poll(() => icons.nth(0).evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    expect(await icons.nth(2).getAttribute('data-fallback')).toBe('true');
  });

  it('pages the search carousel 496 px per step and disables the arrows at the ends', async () => {
    const search = searchCard();
    expect(await part(search, 'search-label').textContent()).toBe('5个搜索来源');
    const strip = await expandSearch();
    const results = part(strip, 'search-result');
    expect(await results.count()).toBe(8);
    expect(await results.first().evaluate((element) => element.getBoundingClientRect().width)).toBe(242);
    expect(await results.first().getAttribute('rel')).toBe('noopener noreferrer');
    expect(await results.first().textContent()).toContain('1');
    const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);
    const maximum = await strip.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(maximum).toBeGreaterThan(2 * 496);
    const previous = part(search, 'carousel-previous');
    const next = part(search, 'carousel-next');
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);

    await next.click();
    await expect.poll(scrollLeft, SOON).toBe(496);
    await expect.poll(() => previous.isDisabled(), SOON).toBe(false);
    await next.click();
    await expect.poll(scrollLeft, SOON).toBe(992);
    for (let from = await scrollLeft(); from < maximum; from = await scrollLeft()) {
      await next.click();
      await expect.poll(scrollLeft, SOON).toBe(Math.min(maximum, from + 496));
    }
    await expect.poll(() => next.isDisabled(), SOON).toBe(true);
    // Back from the end lands on the page below it, then one page at a time.
    for (let from = await scrollLeft(); from > 0; from = await scrollLeft()) {
      await previous.click();
      await expect.poll(scrollLeft, SOON).toBe(Math.max(0, Math.ceil((from - 1) / 496) * 496 - 496));
    }
    await expect.poll(() => previous.isDisabled(), SOON).toBe(true);
    expect(await next.isDisabled()).toBe(false);
  });

  // Last: it leaves the page emulating reduced motion.
  it('jumps without smooth scrolling under prefers-reduced-motion', async () => {
    await opened().page.emulateMedia({ reducedMotion: 'reduce' });
    const strip = await expandSearch();
    await strip.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    const afterClick = await part(searchCard(), 'carousel-next').evaluate((button: HTMLButtonElement) => {
      button.click();
      return button.parentElement?.querySelector<HTMLElement>('[part~="search-results"]')?.scrollLeft;
    });
    expect(afterClick).toBe(496);
    expect(await strip.evaluate((element) => element.scrollLeft)).toBe(496);
  });
});
