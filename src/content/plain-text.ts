import { parseMarkdown } from './markdown/incremental-parser';
import { plainText } from './markdown/inline-helpers';
import type { Block } from './markdown/tokens';

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
      return plainText(block.inline).split('\n');
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
          .map((cell) => plainText(cell).trim())
          .filter((cell) => cell !== '')
          .join('，'),
      );
    case 'rule':
      return [];
  }
}
