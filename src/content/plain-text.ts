import { parseMarkdown } from './markdown/incremental-parser';
import type { Block, Inline } from './markdown/tokens';

/**
 * An answer's markdown as the words a listener should hear (decision 021): syntax, fence markers and
 * link addresses are dropped, an image reads as its alt text, a table row reads its cells in order.
 * The same parser as the rendered answer, so what is read is what is shown.
 */
export function markdownToPlainText(source: string): string {
  const lines = parseMarkdown(source).flatMap(blockLines);
  return lines
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

function blockLines(block: Block): string[] {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return inlineText(block.inline).split('\n');
    case 'code':
      return block.text.split('\n');
    case 'blockquote':
      return block.blocks.flatMap(blockLines);
    case 'list':
      return block.items.flatMap((item) => item.blocks.flatMap(blockLines));
    case 'table':
      // A row reads as one sentence, its cells separated the way a list of items is in Chinese.
      return [block.header, ...block.rows].map((row) =>
        row
          .map((cell) => inlineText(cell).trim())
          .filter((cell) => cell !== '')
          .join('，'),
      );
    case 'rule':
      return [];
  }
}

function inlineText(inline: Inline[]): string {
  return inline.map(nodeText).join('');
}

function nodeText(node: Inline): string {
  switch (node.kind) {
    case 'text':
    case 'code':
      return node.text;
    case 'strong':
    case 'em':
    case 'del':
    case 'link':
      return inlineText(node.children);
    case 'image':
      return node.alt;
    case 'break':
      return '\n';
  }
}
