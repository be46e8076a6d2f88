/**
 * The pathological inputs of cmark's test suite (test/pathological_tests.py, github:commonmark/cmark),
 * at its sizes, plus the answers of issue 31. Each must parse in time linear in its length. cmark's
 * reference collisions aim at its hash table; here they are many definitions, each its own paragraph.
 */
export const PATHOLOGICAL: Record<string, string> = {
  'nested strong emph': `${'*a **a '.repeat(32_500)}b${' a** a*'.repeat(32_500)}`,
  'many emph closers with no openers': 'a_ '.repeat(32_500),
  'many emph openers with no closers': '_a '.repeat(32_500),
  'many link closers with no openers': 'a]'.repeat(32_500),
  'many link openers with no closers': '[a'.repeat(32_500),
  'mismatched openers and closers': '*a_ '.repeat(25_000),
  'issue #389': '*a '.repeat(20_000) + '_a*_ '.repeat(20_000),
  'openers and closers multiple of 3': `a**b${'c* '.repeat(25_000)}`,
  'link openers and emph closers': '[ a_'.repeat(25_000),
  'pattern [ (]( repeated': '[ (]('.repeat(40_000),
  'pattern ![[]() repeated': '![[]()'.repeat(160_000),
  'nested brackets': `${'['.repeat(25_000)}a${']'.repeat(25_000)}`,
  'nested block quotes': `${'> '.repeat(25_000)}a`,
  'deeply nested lists': Array.from({ length: 500 }, (_, depth) => `${'  '.repeat(depth)}* a\n`).join(''),
  backticks: Array.from({ length: 2499 }, (_, index) => `e${'`'.repeat(index + 1)}`).join(''),
  'unclosed links A': '[a](<b'.repeat(30_000),
  'unclosed links B': '[a](b'.repeat(30_000),
  'empty lines in deeply nested lists': `${'- '.repeat(30_000)}x${'\n'.repeat(30_000)}`,
  'empty lines in deeply nested lists in blockquote': `> ${'- '.repeat(30_000)}x\n${'>\n'.repeat(30_000)}`,
  'emph in deep blockquote': '>'.repeat(100_000) + 'a*'.repeat(100_000),
  'nested inlines': `${'*'.repeat(20_000)}a${'*'.repeat(20_000)}`,
  'issue 31: 10,000 nested blockquotes': `${'> '.repeat(10_000)}end`,
  'issue 31: 10,000 nested list markers': `${'- '.repeat(10_000)}end`,
  'link reference definitions': Array.from(
    { length: 50_000 },
    (_, key) => `[x${key}]: /url\n\n[x0]\n\n`,
  ).join(''),
  'issue 31: 20,000 emphasis markers around a word': `${'*'.repeat(10_000)}end${'*'.repeat(10_000)}`,
};
