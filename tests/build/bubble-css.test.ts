import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blocksOf, bubbleCss, mayMatchBubble, selectorsOf } from '../../scripts/bubble-css';
import { collectClassCandidates, generateWidgetCss } from '../../scripts/widget-css';
import { WHOLE_SOURCES_TIMEOUT } from '../helpers/whole-sources';

describe('the launcher bubble stylesheet (decision 048)', () => {
  it('splits a stylesheet into rules and at-rules, quotes and escapes included', () => {
    expect(blocksOf('a{x:1}@media (x){.b\\:c{y:"}"}}d{}')).toEqual([
      { prelude: 'a', body: 'x:1' },
      { prelude: '@media (x)', body: '.b\\:c{y:"}"}' },
      { prelude: 'd', body: '' },
    ]);
  });

  it('splits selector lists at commas outside parentheses, brackets and quotes', () => {
    expect(selectorsOf(":is(a,b) c,[x='1,2'],d")).toEqual([':is(a,b) c', "[x='1,2']", 'd']);
  });

  it('keeps selectors whose classes and element types the bubble has, and selectors of none', () => {
    const classes = new Set(['flex', 'hover:scale-105', 'w-7']);
    expect(mayMatchBubble('.flex', classes)).toBe(true);
    expect(mayMatchBubble('.hover\\:scale-105:hover', classes)).toBe(true);
    expect(mayMatchBubble('svg.w-7', classes)).toBe(true);
    expect(mayMatchBubble('*,::before', classes)).toBe(true);
    expect(mayMatchBubble('[part~=root]', classes)).toBe(true);
    expect(mayMatchBubble(':host(agent-chat)', classes)).toBe(true);
    expect(mayMatchBubble('button:focus-visible', classes)).toBe(true);
    expect(mayMatchBubble('.flex:not(.grid)', classes)).toBe(true);
    expect(mayMatchBubble('.grid', classes)).toBe(false);
    expect(mayMatchBubble('.flex .grid', classes)).toBe(false);
    expect(mayMatchBubble('input::placeholder', classes)).toBe(false);
    expect(mayMatchBubble('textarea', classes)).toBe(false);
  });

  it('keeps the order of what it keeps, trims selector lists, and drops keyframes no kept rule animates', () => {
    const css =
      '@keyframes spin{from{a:0}to{a:1}}@keyframes pulse{0%{a:0}}*{b:0}input,button{c:0}.grid{d:0}' +
      '@media (min-width:640px){.sm\\:flex{display:flex}.sm\\:grid{display:grid}}.flex{animation:pulse 1s}';
    expect(bubbleCss(css, new Set(['flex', 'sm:flex']))).toBe(
      '@keyframes pulse{0%{a:0}}*{b:0}button{c:0}@media (min-width:640px){.sm\\:flex{display:flex}}.flex{animation:pulse 1s}',
    );
  });

  it(
    "is a subsequence of the widget CSS with every rule of the bubble's classes",
    () => {
      const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => ({ fileName: `src/${name}`, source: readFileSync(`src/${name}`, 'utf8') }));
      const css = generateWidgetCss(collectClassCandidates(files));
      const bubbleFile = files.filter(({ fileName }) => fileName.endsWith('launcher/static-bubble.ts'));
      const classes = collectClassCandidates(bubbleFile);
      const bubble = bubbleCss(css, classes);
      // Each kept rule appears in the full CSS, in the same order; an at-rule keeps only those of
      // its rules (and selectors) that may style the bubble, so its rules are compared one by one.
      const rulesOf = (sheet: string): { prelude: string; body: string }[] =>
        blocksOf(sheet).flatMap((block) =>
          block.prelude.startsWith('@media') ? rulesOf(block.body) : [block],
        );
      let from = 0;
      for (const { prelude, body } of rulesOf(bubble)) {
        const firstSelector = selectorsOf(prelude)[0] ?? '';
        const at = css.indexOf(firstSelector, from);
        expect(at, `${prelude} in order`).toBeGreaterThanOrEqual(from);
        expect(css.includes(body)).toBe(true);
        from = at;
      }
      for (const name of [
        'fixed',
        'bottom-5',
        'rounded-full',
        'bg-brand-600',
        'shadow-lg',
        'w-7',
        'object-cover',
      ])
        expect(bubble).toContain(`.${name}{`);
      expect(bubble).toMatch(/\[part~="?launcher-button"?\]/);
      expect(bubble.length).toBeLessThan(css.length / 4);
    },
    WHOLE_SOURCES_TIMEOUT,
  );
});
