import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  cspViolationsOfPage,
  type RichAnswer,
  releaseHeldSteps,
  richAnswer,
} from '../engines/support/rich-probes';
import { describeFindings, seriousViolations } from './support/axe';
import { browserSessionForThisFile } from './support/browser-session';
import { cspReportsOf } from './support/csp';
import { mainThreadTasks } from './support/main-thread-tasks';
import { switchTheme } from './support/theme';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

/** The rich scenario's last line (demo/server/scripted-rich.mjs). */
const LAST_LINE = '以上就是示例。';
/** WCAG AA for text. */
const AA_TEXT = 4.5;

const readAnswer = (page: Page) => page.evaluate(richAnswer, 'agent-chat' as const) as Promise<RichAnswer>;

/** Asks for the rich scenario and waits until its answer has finished and its code is highlighted. */
async function askRich(page: Page, scenario = '/scenario rich 富文本') {
  const chat = page.locator('agent-chat');
  await ask(chat, scenario);
  await expectAnswerFinished(chat);
  await expect.poll(async () => (await readAnswer(page)).text).toContain(LAST_LINE);
  return chat;
}

const highlighted = async (page: Page) =>
  (await readAnswer(page)).codeBlocks.filter((block) => block.spans > 0).map((block) => block.language);

/** What every rich page shows for the scenario's answer, in either theme. */
async function expectRichAnswer(page: Page) {
  // The TypeScript and Python blocks are highlighted; the unknown language stays plain.
  await expect.poll(() => highlighted(page)).toEqual(['ts', 'python']);
  const answer = await readAnswer(page);
  const [typescript, python, unknown] = answer.codeBlocks;
  expect(typescript?.text).toContain('return Math.hypot(a.x - b.x, a.y - b.y);');
  expect(typescript?.colours.length).toBeGreaterThanOrEqual(3);
  expect(python?.text).toContain('def greet(name: str) -> str:');
  expect(unknown).toMatchObject({ language: 'brainfuck', spans: 0, text: '++++++++[>++++<-]>.' });
  for (const block of answer.codeBlocks) expect(block.lowestContrast).toBeGreaterThanOrEqual(AA_TEXT);
  // Inline formulas, two display formulas, the broken one as its source; money stays text.
  const typeset = answer.formulas.filter((formula) => formula.typeset);
  expect(typeset.map((formula) => formula.display)).toEqual([false, false, true, true]);
  expect(answer.formulas.filter((formula) => !formula.typeset)).toEqual([
    { text: '$\\frac{1}{$', typeset: false, display: false },
  ]);
  expect(answer.text).toContain('一杯咖啡 $5 and $10 的套餐不是公式。');
}

describe('rich answers: the optional second file (issue 32, decision 069)', () => {
  it('without the rich file shows code and formulas as text, as the core alone always did', async () => {
    const { page, problems } = await openPage(session.browser, 'chat.html');
    await askRich(page);
    const answer = await readAnswer(page);
    expect(answer.codeBlocks.map((block) => block.spans)).toEqual([0, 0, 0]);
    expect(answer.formulas).toEqual([]);
    expect(answer.text).toContain('下面是质能方程 $E=mc^2$ 的说明');
    expect(answer.text).toContain('e^{i\\pi} + 1 = 0');
    expect(problems.pageErrors).toEqual([]);
  });

  it('loaded after the core, highlights code and typesets maths, also in the answer already on screen', async () => {
    const { page, problems } = await openPage(session.browser, 'chat.html');
    await askRich(page);
    expect(await highlighted(page)).toEqual([]);
    await page.addScriptTag({ url: '/dist/agent-chat-rich.js' });
    await expectRichAnswer(page);
    // And the next answer too.
    await askRich(page);
    await expectRichAnswer(page);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  it('keeps AA contrast in the dark theme, and axe finds nothing serious', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { rich: 'after' });
    await askRich(page);
    await expectRichAnswer(page);
    const light = (await readAnswer(page)).codeBlocks[0]?.colours;
    expect(await seriousViolations(page).then((found) => describeFindings('light', found))).toMatch(
      /: 0 serious/,
    );
    await switchTheme(page, 'dark');
    await expectRichAnswer(page);
    // The dark code background is lighter (#374151): the token colours change with it.
    expect((await readAnswer(page)).codeBlocks[0]?.colours).not.toEqual(light);
    expect(await seriousViolations(page).then((found) => describeFindings('dark', found))).toMatch(
      /: 0 serious/,
    );
  });

  it('shows a streaming code block as text while it grows, and highlights it once its fence closes', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { rich: 'after' });
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario rich-gated 流式代码');
    // The server holds the answer with the TypeScript fence still open (scripted-rich.mjs).
    await expect
      .poll(async () => (await readAnswer(page))?.codeBlocks[0]?.text ?? '', { timeout: 20_000 })
      .toContain('Math.hypot');
    expect(await lastAnswer(chat).getAttribute('data-streaming')).toBe('true');
    const open = await readAnswer(page);
    expect(open.codeBlocks.map((block) => block.spans)).toEqual([0]);
    // The inline formulas before it are already typeset.
    expect(open.formulas.filter((formula) => formula.typeset)).toHaveLength(2);
    await page.evaluate(releaseHeldSteps);
    await expectAnswerFinished(chat);
    await expectRichAnswer(page);
  });

  it('under a strict CSP, loaded before the core, renders rich answers with zero violations and no console error', async () => {
    const { page, problems } = await openPage(session.browser, 'chat.rich.csp.html', {
      run: 'rich-csp',
      height: '640',
    });
    await askRich(page);
    await expectRichAnswer(page);
    await switchTheme(page, 'dark');
    await expectRichAnswer(page);
    expect(await page.evaluate(cspViolationsOfPage)).toEqual([]);
    expect(await cspReportsOf(page)).toEqual([]);
    // The test page has no icon: the browser's request for one is the only failed load.
    expect(problems.consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  it('highlights and typesets an answer opened from the conversation list with no task over 50 ms', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { rich: 'after' });
    const chat = await askRich(page);
    await expectRichAnswer(page);
    await part(chat, 'new-conversation-button').click();
    await expect.poll(() => part(chat, 'assistant-message').count()).toBe(0);
    const tasks = await mainThreadTasks(session.browser, page, async () => {
      await part(chat, 'conversation-item').filter({ hasText: '富文本' }).click();
      await expect.poll(async () => (await readAnswer(page))?.text ?? '').toContain(LAST_LINE);
      await expectRichAnswer(page);
    });
    // CPU time, not wall time: beside other suites a short task can wait long between its slices.
    const longest = Math.max(0, ...tasks.map((task) => task.cpuMs));
    console.log(`longest task opening a rich answer: ${longest} ms CPU`);
    expect(longest).toBeLessThanOrEqual(50);
  });
});
