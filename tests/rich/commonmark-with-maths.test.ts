// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/content/markdown/incremental-parser';
import { setMathSyntax } from '../../src/content/markdown/parse-inline';
import { mathAt } from '../../src/rich/math-syntax';
import { examples, nonHtmlExamples } from '../content/support/commonmark-examples';
import { blocksHtml, normalise } from '../content/support/markdown-html';

afterAll(() => setMathSyntax(undefined));

/** Each example rendered by the core alone, then with the rich file's maths finder installed. */
function renderings(finder: typeof mathAt | undefined): string[] {
  setMathSyntax(finder);
  try {
    return examples.map((example) => blocksHtml(parseMarkdown(example.markdown)));
  } finally {
    setMathSyntax(undefined);
  }
}

describe('CommonMark 0.31.2 examples with the rich file loaded (issue 32)', () => {
  const alone = renderings(undefined);
  const rich = renderings(mathAt);

  it('passes exactly the examples the core alone passes', () => {
    const passing = (html: string[]) =>
      nonHtmlExamples
        .filter((example) => normalise(html[examples.indexOf(example)] as string) === normalise(example.html))
        .map((example) => example.number);
    expect(passing(rich)).toEqual(passing(alone));
    expect(passing(rich).length).toBeGreaterThan(0.9 * nonHtmlExamples.length);
  });

  it('renders every example, HTML ones too, as the core alone does: no formula is found in them', () => {
    const differing = examples.filter((_, index) => rich[index] !== alone[index]).map(({ number }) => number);
    expect(differing).toEqual([]);
  });
});
