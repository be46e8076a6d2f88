import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LONG_WORD, longMarkdownAnswer } from '../../demo/server/scripted-texts.mjs';
import { browserSessionForThisFile } from './support/browser-session';
import { focusedPart } from './support/focus';
import { type MainThreadTask, mainThreadTasks } from './support/main-thread-tasks';
import { textsCut } from './support/texts-cut';
import { ask, DESKTOP, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

/** Issue 31: no task may block the host page this long while an answer arrives, finishes or is revealed. */
const LONGEST_TASK_MS = 200;
const LAST_LINE = '回答到此结束';

/**
 * No task of the page's main thread may take 200 ms of its CPU time (issue 31). CPU time, not wall
 * time: on a machine running other suites beside this one a 40 ms task can wait long enough between
 * its slices of CPU to last 200 ms, which says nothing about the widget (decision 068). Logged with
 * each task's wall time over 50 ms, so a run shows how near the bound it came.
 */
function expectNoLongTask(tasks: MainThreadTask[]) {
  const long = tasks.filter((task) => task.wallMs > 50 || task.cpuMs > 50);
  console.log(`tasks over 50 ms (wall/cpu): ${long.map((task) => `${task.wallMs}/${task.cpuMs}`).join(' ')}`);
  expect(Math.max(0, ...tasks.map((task) => task.cpuMs))).toBeLessThan(LONGEST_TASK_MS);
}

/**
 * A chat that has answered once: the page's first answer (the conversation, its list, the store
 * starting) is not what the bound is about.
 */
async function openChat() {
  const { page, problems } = await openPage(session.browser, 'chat.html');
  const chat = page.locator('agent-chat');
  await ask(chat, '你好');
  await expectAnswerFinished(chat);
  /** Runs `steps` while tracing the page, and checks its tasks. */
  const withoutLongTasks = async (steps: () => Promise<void>) =>
    expectNoLongTask(await mainThreadTasks(session.browser, page, steps));
  return { page, problems, chat, withoutLongTasks };
}

const textLength = (locator: Locator) => locator.evaluate((node) => node.textContent?.length ?? 0);

/**
 * The heading number of the last section of /scenario huge-text whose heading line, its line end
 * included, lies within its first `characters` characters (a cut text ends at a line end near its
 * length: content/leading-text.ts): a reveal up to there shows `第 N 部分` and not `第 N+1 部分`. The
 * rendered text is shorter than the markdown (the marks, the table's pipes go), so a reveal is
 * checked by what it shows, not by a count of rendered characters.
 */
function lastSectionWithin(characters: number): number {
  const headings = [...longMarkdownAnswer(characters).matchAll(/## 第 (\d+) 部分：[^\n]*\n/g)];
  return Number(headings.at(-1)?.[1]);
}

/** The characters 显示更多（还有 N 字） says are left. */
async function charactersLeft(answer: Locator): Promise<number> {
  const label = (await part(answer, 'show-more').textContent()) ?? '';
  const match = /^显示更多（还有 (\d+) 字）$/.exec(label);
  if (!match) throw new Error(`not a show-more label: ${label}`);
  return Number(match[1]);
}

describe('a hostile answer (issue 31, decisions 062 and 068)', () => {
  it('streams 10,000 nested quotes, 10,000 nested list markers and 20,000 emphasis markers to the end without an error', async () => {
    const { page, problems } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario hostile-nesting 嵌套');
    await expectAnswerFinished(chat);
    const content = part(lastAnswer(chat), 'answer-content');
    await expect.poll(() => content.textContent()).toContain(LAST_LINE);
    // What lies deeper than the bound shows as its markers, as text.
    expect(await content.textContent()).toContain('> > 引用');
    expect(await content.textContent()).toContain('- - 列表');
    expect(await content.textContent()).toContain('**强调**');
    expect(problems.pageErrors).toEqual([]);
    // The test page asks for an icon it does not have; any other console error is the parser's.
    expect(problems.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('shows the first 100,000 of one 2,000,000-character text event, 100,000 more per 显示更多, with no task of 200 ms', async () => {
    const { page, chat, withoutLongTasks } = await openChat();
    await withoutLongTasks(async () => {
      await ask(chat, '/scenario huge-text 长文');
      await expectAnswerFinished(chat);
      const answer = lastAnswer(chat);
      const content = part(answer, 'answer-content');
      const more = part(answer, 'show-more');
      await expect.poll(() => more.count(), { timeout: 30_000 }).toBe(1);
      const left = await charactersLeft(answer);
      expect(left).toBeGreaterThan(1_890_000);
      // The first 100,000 characters, rendered in slices: up to the last section they hold, no further.
      const first = lastSectionWithin(100_000);
      await expect.poll(() => content.textContent(), { timeout: 30_000 }).toContain(`第 ${first} 部分`);
      expect(await content.textContent()).not.toContain(`第 ${first + 1} 部分`);
      expect(await textLength(content)).toBeLessThan(100_000);
      // By keyboard: the button stays while more is left, and keeps focus.
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => charactersLeft(answer)).toBeLessThan(left - 99_000);
      const second = lastSectionWithin(200_000);
      await expect.poll(() => content.textContent(), { timeout: 30_000 }).toContain(`第 ${second} 部分`);
      expect(await content.textContent()).not.toContain(`第 ${second + 1} 部分`);
      expect(await focusedPart(page)).toBe('show-more');
      expect(await content.textContent()).not.toContain(LAST_LINE);
    });
  }, 120_000);

  it('shows the rest of a 250,000-character answer on request, then moves focus to the answer as the button goes', async () => {
    const { page, chat, withoutLongTasks } = await openChat();
    await withoutLongTasks(async () => {
      await ask(chat, '/scenario huge-text 250000 长文');
      await expectAnswerFinished(chat);
      // The status region reads out the first 20,000 characters, then says where the rest is.
      const announced = (await part(chat, 'announcer').textContent()) ?? '';
      expect(announced.length).toBeLessThan(20_100);
      expect(announced.endsWith('（其余内容请在对话中查看）')).toBe(true);
      const answer = lastAnswer(chat);
      const content = part(answer, 'answer-content');
      const more = part(answer, 'show-more');
      await expect.poll(() => more.count(), { timeout: 30_000 }).toBe(1);
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => charactersLeft(answer)).toBeLessThan(100_000);
      await page.keyboard.press('Enter');
      await expect.poll(() => more.count()).toBe(0);
      expect(await focusedPart(page)).toBe('answer-content answer');
      await expect.poll(() => content.textContent(), { timeout: 30_000 }).toContain(LAST_LINE);
    });
  }, 120_000);

  it('shows the first 20 of 2,000 tool cards, all of them on request, with no task of 200 ms', async () => {
    const { page, chat, withoutLongTasks } = await openChat();
    await withoutLongTasks(async () => {
      await ask(chat, '/scenario many-tools 工具');
      await expectAnswerFinished(chat);
      const answer = lastAnswer(chat);
      await expect.poll(() => part(answer, 'answer-content').textContent()).toContain(LAST_LINE);
      expect(await part(answer, 'tool-card').count()).toBe(20);
      const more = part(answer, 'show-more');
      expect(await more.textContent()).toBe('显示更多（还有 1980 个）');
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => part(answer, 'tool-card').count(), { timeout: 60_000 }).toBe(2000);
      // The button went; focus is on the list it revealed, not on the page.
      expect(await more.count()).toBe(0);
      expect(await focusedPart(page)).toBe('skills');
    });
  }, 120_000);

  it('shows 5 of 5,000 related questions and 10 more per request, with no task of 200 ms', async () => {
    const { page, chat, withoutLongTasks } = await openChat();
    await withoutLongTasks(async () => {
      await ask(chat, '/scenario many-questions 推荐');
      await expectAnswerFinished(chat);
      const answer = lastAnswer(chat);
      await expect.poll(() => part(answer, 'related-question').count()).toBe(5);
      expect(await part(answer, 'related-question').first().textContent()).toBe('相关问题 1？');
      const more = part(answer, 'show-more');
      expect(await more.textContent()).toBe('显示更多（还有 4995 个）');
      await more.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => part(answer, 'related-question').count()).toBe(15);
      expect(await part(answer, 'related-question').last().textContent()).toBe('相关问题 15？');
      expect(await focusedPart(page)).toBe('show-more');
    });
  }, 60_000);
});

const FOLDS = ['think', 'search', 'flow']
  .map((name) => `[part~="${name}-toggle"][aria-expanded="false"]`)
  .join();
/** Opens what an answer folds: the reasoning, the search sources, the flow's steps, the knowledge hits. */
const unfoldAll = (chat: Locator) =>
  chat.evaluate((host, folds) => {
    const root = host.shadowRoot as ShadowRoot;
    for (const details of root.querySelectorAll('details')) details.open = true;
    for (const toggle of root.querySelectorAll<HTMLElement>(folds)) toggle.click();
  }, FOLDS);

describe('words longer than the chat is wide (WCAG 1.4.10, decision 099)', () => {
  // The widget's own words around them in both languages: English ones are long and unbreakable too.
  for (const [viewport, lang] of [
    [{ width: 320, height: 640 }, 'en'],
    [DESKTOP, 'zh'],
  ] as const) {
    it(`breaks them in every text an agent sends and in the visitor's own message, at ${viewport.width} px in ${lang}`, async () => {
      const { page, problems } = await openPage(session.browser, 'chat.html', { lang }, viewport);
      const chat = page.locator('agent-chat');
      // The visitor's message carries the word too: the scenario's question is the rest of the line.
      await ask(chat, `/scenario long-words ${LONG_WORD}`);
      await expectAnswerFinished(chat);
      await expect.poll(() => part(chat, 'form-welcome').textContent()).toBe(LONG_WORD);
      await unfoldAll(chat);
      const answer = lastAnswer(chat);
      // Each place is there, with the word whole: a cut is not hidden by a word that never came.
      await expect.poll(() => part(answer, 'think-content').textContent()).toBe(LONG_WORD);
      await expect.poll(() => part(answer, 'flow-message').textContent()).toBe(LONG_WORD);
      await expect.poll(() => part(answer, 'result-title').textContent()).toBe(LONG_WORD);
      expect(await part(answer, 'related-question').textContent()).toBe(LONG_WORD);
      expect(await part(answer, 'knowledge-hit').textContent()).toContain(`${LONG_WORD}.pdf`);
      expect(await part(answer, 'tool-failure').textContent()).toContain(LONG_WORD);
      // The form's labels: of its fields and of the choices they offer.
      expect(await answer.locator('label', { hasText: LONG_WORD }).count()).toBe(4);
      expect(await part(chat, 'user-message').textContent()).toContain(LONG_WORD);
      // A table keeps its words whole and scrolls in its wrapper instead.
      expect(await part(answer, 'table-wrapper').evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(
        true,
      );
      expect(await page.evaluate(textsCut, { host: 'agent-chat', axis: 'x' } as const)).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }
});
