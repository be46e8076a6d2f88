import { describe, expect, it } from 'vitest';
import { createIncrementalMarkdown, parseMarkdown } from '../../src/content/markdown/incremental-parser';
import type { Block, Inline } from '../../src/content/markdown/tokens';
import { STREAMED_ANSWERS } from './fixtures/streamed-answers';

/** The target: raw syntax visible in under 7 % of streamed steps. */
const MAXIMUM_RAW_PERCENT = 7;
/** Characters the finished answers never show outside code: seen mid-stream, they are raw syntax. */
const RAW_SYNTAX = /[*_~`[\]|#<>]/;

/** The text a reader sees: inline text, link text and image alt; code spans and code blocks left out. */
function shownText(blocks: readonly Block[]): string {
  return blocks.map(blockText).join('\n');
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return inlineText(block.inline);
    case 'blockquote':
      return shownText(block.blocks);
    case 'list':
      return block.items.map((item) => shownText(item.blocks)).join('\n');
    case 'table':
      return [block.header, ...block.rows].map((row) => row.map(inlineText).join(' ')).join('\n');
    default:
      return '';
  }
}

function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'image') return node.alt;
      return 'children' in node ? inlineText(node.children) : '';
    })
    .join('');
}

describe('streaming an answer character by character', () => {
  it('shows none of the syntax characters once each answer is finished', () => {
    for (const answer of STREAMED_ANSWERS) expect(shownText(parseMarkdown(answer))).not.toMatch(RAW_SYNTAX);
  });

  it(`shows raw syntax in under ${MAXIMUM_RAW_PERCENT} % of the steps`, () => {
    // A step is the answer after one more character, rendered as the view renders it while streaming.
    let steps = 0;
    let raw = 0;
    for (const answer of STREAMED_ANSWERS) {
      const parser = createIncrementalMarkdown();
      for (let length = 1; length <= answer.length; length += 1) {
        steps += 1;
        if (RAW_SYNTAX.test(shownText(parser.update(answer.slice(0, length), true).blocks))) raw += 1;
      }
    }
    console.log(
      `streaming: raw syntax visible in ${raw} of ${steps} steps (${((raw / steps) * 100).toFixed(1)} %)`,
    );
    expect((raw / steps) * 100).toBeLessThan(MAXIMUM_RAW_PERCENT);
  });
});
