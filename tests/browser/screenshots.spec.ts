import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

/**
 * Screenshots of the main message states for a person to review (issue 4): written to
 * test-results/screenshots/ with an index.html gallery. Each shot also pins what a reviewer would
 * check first: the state is really on screen and nothing overflows the chat sideways.
 */
const session = browserSessionForThisFile();
const OUTPUT = resolve(__dirname, '../../test-results/screenshots');
const shots: { file: string; title: string }[] = [];

/** Screenshots the page, or only `target` when a state is taller than the chat. */
async function capture(page: Page, chat: Locator, file: string, title: string, target?: Locator) {
  await page.evaluate(() => document.fonts.ready);
  // Wide code and tables scroll inside their own boxes, never the list or the page.
  const overflow = await chat.evaluate((element) => {
    const list = element.shadowRoot?.querySelector('[part~="message-list"]');
    return {
      list: list ? list.scrollWidth - list.clientWidth : 0,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(overflow).toEqual({ list: 0, page: 0 });
  // The stylesheet is generated at build time from the class names in src/: a class built at run
  // time from pieces would be missing from it and silently unstyled.
  expect(await unstyledClasses(chat)).toEqual([]);
  mkdirSync(OUTPUT, { recursive: true });
  if (target) await target.screenshot({ path: resolve(OUTPUT, file) });
  else await page.screenshot({ path: resolve(OUTPUT, file) });
  shots.push({ file, title });
}

/** Class names on the widget's elements that no rule of its stylesheet selects. */
function unstyledClasses(chat: Locator): Promise<string[]> {
  return chat.evaluate((element) => {
    const root = element.shadowRoot as ShadowRoot;
    const css = root.adoptedStyleSheets
      .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
      .join('\n');
    const tokens = new Set(
      [...root.querySelectorAll('[class]')].flatMap((node) =>
        (node.getAttribute('class') ?? '').split(/\s+/),
      ),
    );
    // Markers that only exist for `group-hover:`-style variants select nothing themselves.
    const markers = new Set(['', 'group', 'peer']);
    return [...tokens].filter(
      (token) =>
        !markers.has(token) && !/^(group|peer)\//.test(token) && !css.includes(`.${CSS.escape(token)}`),
    );
  });
}

async function openChat(query: Record<string, string> = {}, viewport = { width: 1100, height: 760 }) {
  const { page } = await openPage(session.browser, 'chat.html', query, viewport);
  const chat = page.locator('agent-chat');
  await part(chat, 'composer-input').waitFor();
  return { page, chat };
}

afterAll(() => {
  if (shots.length === 0) return;
  const figures = shots
    .map(({ file, title }) => `<figure><img src="${file}" alt=""><figcaption>${title}</figcaption></figure>`)
    .join('\n');
  writeFileSync(
    resolve(OUTPUT, 'index.html'),
    `<!doctype html><meta charset="utf-8"><title>agent-chat screenshots</title>
<style>body{font:14px sans-serif;margin:24px}figure{display:inline-block;margin:0 24px 24px 0;vertical-align:top}
img{max-width:560px;border:1px solid #ccc}</style>\n${figures}\n`,
  );
});

describe('screenshots of the main message states', () => {
  it('welcome screen', async () => {
    const { page, chat } = await openChat();
    await part(chat, 'welcome-text').waitFor();
    await capture(page, chat, '01-welcome.png', '欢迎页');
    await page.context().close();
  });

  it('a finished answer with reasoning, search, flow, markdown, related questions and actions', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '如何提升团队效率？');
    await expectAnswerFinished(chat);
    const answer = lastAnswer(chat);
    await part(answer, 'ai-watermark').waitFor();
    await part(answer, 'related-questions').waitFor();
    await capture(page, chat, '02-answer.png', '完整回答：思考、搜索、流程、表格、代码、相关问题');
    await page.context().close();
  });

  it('the markdown showcase with neutralised links and raw HTML', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario markdown');
    await expectAnswerFinished(chat);
    await expect.poll(() => lastAnswer(chat).locator('table').count()).toBeGreaterThan(0);
    await capture(page, chat, '03-markdown.png', 'Markdown 全部语法');
    await page.context().close();
  });

  it('a failed answer in the red error box', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario error');
    await expectAnswerFinished(chat);
    await part(lastAnswer(chat), 'answer-error').waitFor();
    await capture(page, chat, '04-error.png', '失败的回答（红色错误框）');
    await page.context().close();
  });

  it('knowledge hits and the task-started notice', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario knowledge');
    await expectAnswerFinished(chat);
    await ask(chat, '/scenario task');
    await part(chat, 'task-notice').waitFor();
    await capture(page, chat, '05-knowledge-task.png', '知识库命中与任务通知');
    await page.context().close();
  });

  it('an agent form, open and then with its required-field error', async () => {
    const { page, chat } = await openChat({ height: '1500' }, { width: 1100, height: 1500 });
    await ask(chat, '/scenario form');
    await expectAnswerFinished(chat);
    const form = part(lastAnswer(chat), 'message-form');
    await form.waitFor();
    const width = await form.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(300);
    expect(width).toBeLessThanOrEqual(500);
    await capture(page, chat, '07-form.png', 'Agent 表单（全部字段类型）');
    await part(form, 'form-submit').click();
    await part(form, 'form-error').waitFor();
    await capture(page, chat, '08-form-error.png', '表单必填项错误');
    await page.context().close();
  });

  it('every tool card: flow, failed tool, sub-agent, A2A and the search carousel', async () => {
    const { page, chat } = await openChat(
      { 'show-tool-logs': '', height: '1100' },
      { width: 1100, height: 1100 },
    );
    await ask(chat, '/scenario tools 50');
    await expectAnswerFinished(chat);
    await part(lastAnswer(chat), 'flow-card').waitFor();
    await part(lastAnswer(chat), 'search-card').click();
    await capture(page, chat, '09-tool-cards.png', '工具卡片：流程、失败、子 Agent、A2A、搜索结果');
    await page.context().close();
  });

  it('file and quote cards from history, and the image preview dialog', async () => {
    const { page, chat } = await openChat({ height: '900' }, { width: 1100, height: 900 });
    await ask(chat, '/scenario attachments');
    await expectAnswerFinished(chat);
    await page.reload();
    const reloaded = page.locator('agent-chat');
    await expect.poll(() => part(reloaded, 'file-card').count(), { timeout: 10_000 }).toBe(3);
    await page.evaluate(() => document.fonts.ready);
    await capture(page, reloaded, '10-files-quotes.png', '文件卡片与引用卡片（历史记录）');
    await reloaded.locator('[part~="file-card"][data-file-kind="image"]').click();
    await expect.poll(() => part(reloaded, 'file-preview').isVisible()).toBe(true);
    await capture(page, reloaded, '11-file-preview.png', '图片预览（视口的 90%）');
    await page.context().close();
  });

  it('a narrow (375 px) chat streaming an answer', async () => {
    const { page, chat } = await openChat({}, { width: 375, height: 720 });
    await ask(chat, '/scenario slow 手机上的回答');
    await expect.poll(() => part(lastAnswer(chat), 'answer-content').count(), { timeout: 15_000 }).toBe(1);
    await capture(page, chat, '06-narrow-streaming.png', '375 px，流式回答中（停止按钮）');
    await page.context().close();
  });
});
