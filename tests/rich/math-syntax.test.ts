import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createIncrementalMarkdown, parseMarkdown } from '../../src/content/markdown/incremental-parser';
import { parseInline, setMathSyntax } from '../../src/content/markdown/parse-inline';
import type { Inline } from '../../src/content/markdown/tokens';
import { mathAt } from '../../src/rich/math-syntax';
import { cpuMs } from '../content/support/cpu-time';

beforeEach(() => setMathSyntax(mathAt));
afterEach(() => setMathSyntax(undefined));

const formulas = (tokens: Inline[]) =>
  tokens.flatMap((token) => (token.kind === 'math' ? [[token.tex, token.display]] : []));
const text = (tokens: Inline[]) =>
  tokens.map((token) => (token.kind === 'text' ? token.text : `[${token.kind}]`)).join('');

describe('mathAt: formulas in inline text', () => {
  it('finds $…$ and \\(…\\) inline, with their delimiters kept as the shown text', () => {
    const tokens = parseInline('Energy $E=mc^2$ and \\(a^2+b^2\\) here');
    expect(formulas(tokens)).toEqual([
      ['E=mc^2', false],
      ['a^2+b^2', false],
    ]);
    expect(tokens.find((token) => token.kind === 'math')).toMatchObject({ text: '$E=mc^2$' });
    expect(text(tokens)).toBe('Energy [math] and [math] here');
  });

  it('finds $$…$$ and \\[…\\] as display formulas, across lines too', () => {
    expect(formulas(parseInline('$$\\int_0^1 x\\,dx$$'))).toEqual([['\\int_0^1 x\\,dx', true]]);
    expect(formulas(parseInline('see\n$$\na = b\n+ c\n$$\ndone'))).toEqual([['a = b\n+ c', true]]);
    expect(formulas(parseInline('\\[\n\\sum_{i=1}^n i\n\\]'))).toEqual([['\\sum_{i=1}^n i', true]]);
  });

  it('leaves money as text: "$5 and $10", "costs $5, or $10."', () => {
    for (const money of [
      '$5 and $10',
      'costs $5, or $10.',
      'from $5 to $10 and $20 a month',
      'US$5 or US$10',
    ])
      expect(text(parseInline(money))).toBe(money);
  });

  it('needs a non-space after the opening $ and before the closing one', () => {
    expect(text(parseInline('a $ b$ c'))).toBe('a $ b$ c');
    expect(text(parseInline('a $b $ c'))).toBe('a $b $ c');
    expect(formulas(parseInline('a $b$ c'))).toEqual([['b', false]]);
  });

  it('keeps escaped dollars as text, and lets a formula hold an escaped dollar', () => {
    expect(text(parseInline('\\$5 and \\$10$'))).toBe('$5 and $10$');
    expect(formulas(parseInline('price $p = \\$5$ each'))).toEqual([['p = \\$5', false]]);
  });

  it('leaves empty or blank display delimiters and CommonMark escapes as text', () => {
    expect(text(parseInline('$$$$'))).toBe('$$$$');
    expect(text(parseInline('$$ $$'))).toBe('$$ $$');
    expect(text(parseInline('\\(\\)'))).toBe('()');
    expect(text(parseInline('\\[\\\\\\]'))).toBe('[\\]');
  });

  it('keeps $ literal inside a code span', () => {
    const tokens = parseInline('`$x$` and $y$');
    expect(tokens[0]).toEqual({ kind: 'code', text: '$x$' });
    expect(formulas(tokens)).toEqual([['y', false]]);
  });

  it('answers true for an opener whose closer has not arrived, undefined where no maths starts', () => {
    expect(mathAt('see $x+', 4)).toBe(true);
    expect(mathAt('see $$x+', 4)).toBe(true);
    expect(mathAt('see \\(x', 4)).toBe(true);
    expect(mathAt('see \\[x', 4)).toBe(true);
    expect(mathAt('costs $5, or $10.', 6)).toBe(true);
    expect(mathAt('a \\$ b', 2)).toBeUndefined();
    expect(mathAt('a \\* b', 2)).toBeUndefined();
    expect(mathAt('a $ b', 2)).toBeUndefined();
  });

  it('finds two formulas written back to back', () => {
    expect(formulas(parseInline('$a$$b$'))).toEqual([
      ['a', false],
      ['b', false],
    ]);
  });
});

describe('mathAt while an answer streams', () => {
  const answer =
    '质能方程 $E=mc^2$ 很有名，价格从 $5 涨到 $10。\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n\n行内 \\(a^2+b^2=c^2\\) 与 `$x$` 代码，' +
    '转义 \\$5，以及 **$\\alpha$ 加粗** 和 \\[\n\\sum_i i\n\\] 结束 $a$$b$。';

  it('gives every streamed prefix the tokens a one-shot parse gives, and the formulas at the end', () => {
    for (const step of [1, 3, 7]) {
      const parser = createIncrementalMarkdown();
      for (let length = step; length < answer.length + step; length += step) {
        const partial = answer.slice(0, length);
        expect(parser.update(partial, true).blocks).toEqual(
          createIncrementalMarkdown().update(partial, true).blocks,
        );
      }
      expect(parser.update(answer).blocks).toEqual(parseMarkdown(answer));
    }
    const found = JSON.stringify(parseMarkdown(answer))
      .match(/"tex":"(?:[^"\\]|\\.)*"/g)
      ?.map((tex) => JSON.parse(`{${tex}}`).tex);
    expect(found).toEqual([
      'E=mc^2',
      '\\int_0^1 x\\,dx = \\frac{1}{2}',
      'a^2+b^2=c^2',
      '\\alpha',
      '\\sum_i i',
      'a',
      'b',
    ]);
  });
});

describe('mathAt on hostile text (issue 31)', () => {
  const inputs: Record<string, string> = {
    'dollars alone': '$'.repeat(20_000),
    'money, opener after opener': '$5 '.repeat(20_000),
    'openers without closers': '$a '.repeat(20_000),
    'closers without openers': 'a$ '.repeat(20_000),
    'escaped dollars': '\\$a '.repeat(20_000),
    'unclosed \\(': '\\(a '.repeat(20_000),
    'dollar pairs': '$$ '.repeat(20_000),
  };
  for (const [name, source] of Object.entries(inputs)) {
    it(`${name}: 20,000 of them parse in well under 100 ms`, () => {
      // The least of a few runs after a warm-up: the bound is about the finder's cost per dollar,
      // not about compiling it or about the other processes of a busy machine. A quadratic scan of
      // these texts takes seconds.
      parseInline(source);
      const used = Math.min(...[1, 2, 3].map(() => cpuMs(() => parseInline(source))));
      expect(used).toBeLessThan(100);
    });
  }
});
