import { expect, it } from 'vitest';
import { cspViolationsOfPage, releaseHeldSteps, richAnswer } from './support/rich-probes';
import { ANSWER_TIMEOUT, type SmokeContext } from './support/smoke-context';
import { lastAnswer } from './support/widget-probes';

/** The rich scenario's last line (demo/server/scripted-rich.mjs). */
const LAST_LINE = '以上就是示例。';

/**
 * Rich answers in every engine (issue 32, decision 069): the core alone shows code and formulas as
 * text; with the rich file (before the core, under the strict CSP) code is highlighted with AA
 * contrast in both themes, formulas are typeset as MathML, money stays text, a broken formula
 * shows its source, and a streaming fence is plain until it closes.
 */
export function richSmokeTests(smoke: SmokeContext): void {
  const read = async () => {
    const answer = await smoke.engine.run(richAnswer, 'agent-chat');
    if (!answer) throw new Error('no answer');
    return answer;
  };
  const highlighted = async () =>
    (await read()).codeBlocks.filter((block) => block.spans > 0).map((block) => block.language);

  async function expectRich() {
    await expect.poll(highlighted, ANSWER_TIMEOUT).toEqual(['ts', 'python']);
    const answer = await read();
    for (const block of answer.codeBlocks) expect(block.lowestContrast).toBeGreaterThanOrEqual(4.5);
    expect(answer.codeBlocks[0]?.colours.length).toBeGreaterThanOrEqual(3);
    expect(answer.codeBlocks[2]?.spans).toBe(0);
    expect(answer.formulas.filter((formula) => formula.typeset).map((formula) => formula.display)).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(answer.formulas.filter((formula) => !formula.typeset).map((formula) => formula.text)).toEqual([
      '$\\frac{1}{$',
    ]);
    expect(answer.text).toContain('一杯咖啡 $5 and $10 的套餐不是公式。');
  }

  it('shows code and formulas as text with the core alone', async () => {
    await smoke.openPage('rich-core-alone');
    await smoke.ask('agent-chat', '/scenario rich 富文本');
    await smoke.answerFinished();
    await expect.poll(async () => (await read()).text, ANSWER_TIMEOUT).toContain(LAST_LINE);
    const answer = await read();
    expect(answer.codeBlocks.map((block) => block.spans)).toEqual([0, 0, 0]);
    expect(answer.formulas).toEqual([]);
    expect(answer.text).toContain('$E=mc^2$');
  });

  it('highlights code and typesets maths in light and dark under the strict CSP, with no violation', async () => {
    await smoke.openPage('rich-csp', 'chat.rich.csp.html');
    await smoke.ask('agent-chat', '/scenario rich 富文本');
    await smoke.answerFinished();
    await expectRich();
    const light = (await read()).codeBlocks[0]?.colours;
    await smoke.engine.run(() => document.querySelector('agent-chat')?.setAttribute('theme', 'dark'));
    await expect.poll(async () => (await read()).codeBlocks[0]?.colours).not.toEqual(light);
    await expectRich();
    expect(await smoke.engine.run(cspViolationsOfPage)).toEqual([]);
  });

  it('shows a streaming code block as text until its fence closes', async () => {
    await smoke.openPage('rich-streaming', 'chat.rich.csp.html');
    await smoke.ask('agent-chat', '/scenario rich-gated 流式代码');
    await expect
      .poll(
        async () => (await smoke.engine.run(richAnswer, 'agent-chat'))?.codeBlocks[0]?.text ?? '',
        ANSWER_TIMEOUT,
      )
      .toContain('Math.hypot');
    expect((await smoke.engine.run(lastAnswer, 'agent-chat'))?.streaming).toBe('true');
    expect((await read()).codeBlocks.map((block) => block.spans)).toEqual([0]);
    await smoke.engine.run(releaseHeldSteps);
    await smoke.answerFinished();
    await expectRich();
  });
}
