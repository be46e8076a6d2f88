// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/content/markdown/incremental-parser';
import { examples, nonHtmlExamples } from './support/commonmark-examples';
import { blocksHtml, normalise, unescapeHtml } from './support/markdown-html';

/** The target: at least 90 % of the non-HTML examples. */
const REQUIRED_SHARE = 0.9;

const render = (markdown: string) => blocksHtml(parseMarkdown(markdown));

/** The words (runs of letters and digits) of a rendering's text, tags removed, entities decoded. */
function words(html: string): string[] {
  return unescapeHtml(html.replace(/<[^>]*>/g, ' ')).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The text we show: the serialised tokens' text plus each code block's language, shown in its header. */
function shownText(markdown: string): string {
  const html = render(markdown);
  const languages = [...html.matchAll(/class="language-([^"]*)"/g)].map((match) => match[1]);
  return `${unescapeHtml(html.replace(/<[^>]*>/g, ''))} ${languages.join(' ')}`;
}

describe('CommonMark 0.31.2 examples', () => {
  const nonHtml = nonHtmlExamples;

  it(`matches at least ${REQUIRED_SHARE * 100} % of the ${nonHtml.length} examples outside the HTML sections`, () => {
    const failed = nonHtml.filter(
      (example) => normalise(render(example.markdown)) !== normalise(example.html),
    );
    const passed = nonHtml.length - failed.length;
    console.log(`CommonMark: ${passed} of ${nonHtml.length} non-HTML examples pass`);
    if (process.env.COMMONMARK_FAILURES)
      for (const example of failed)
        console.log(
          `#${example.number} ${example.section}\n${JSON.stringify(example.markdown)}\nexpected ${JSON.stringify(normalise(example.html))}\nactual   ${JSON.stringify(normalise(render(example.markdown)))}`,
        );
    expect(nonHtml).toHaveLength(588);
    expect(passed / nonHtml.length).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  it('loses no text: every word of every expected rendering (HTML examples too) is in ours', () => {
    const losing = examples.filter((example) => {
      const ours = shownText(example.markdown);
      return words(example.html).some((word) => !ours.includes(word));
    });
    expect(losing.map((example) => example.number)).toEqual([]);
  });
});
