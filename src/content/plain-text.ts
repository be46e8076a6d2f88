import { texts } from '../i18n/texts';
import { leadingText } from './leading-text';
import { parseMarkdown } from './markdown/incremental-parser';
import { plainText } from './markdown/inline-helpers';
import type { Block } from './markdown/tokens';

/**
 * The most of an answer read out (the status region) or spoken (decision 068): about an hour of
 * speech, and a parse of it is a short task; a 2,000,000-character answer parsed whole for its
 * announcement blocked the page for seconds.
 */
export const READABLE_CHARACTERS = 20_000;

/**
 * An answer's markdown as the words a listener should hear (decision 021): syntax, fence markers and
 * link addresses are dropped, an image reads as its alt text, a table row reads its cells in order.
 * The same parser as the rendered answer, so what is read is what is shown. At most its first
 * READABLE_CHARACTERS.
 */
export function markdownToPlainText(source: string, cellSeparator: string = texts.cellSeparator): string {
  const lines = parseMarkdown(leadingText(source, READABLE_CHARACTERS)).flatMap((block) =>
    blockLines(block, cellSeparator),
  );
  return lines
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** A block's text as lines, as it is read out (also where its direction is read from: decision 100). */
export function blockLines(block: Block, cellSeparator = ' '): string[] {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return plainText(block.inline).split('\n');
    case 'code':
      return block.text.split('\n');
    case 'blockquote':
      return block.blocks.flatMap((inner) => blockLines(inner, cellSeparator));
    case 'list':
      return block.items.flatMap((item) => item.blocks.flatMap((inner) => blockLines(inner, cellSeparator)));
    case 'table':
      // A row reads as one sentence, its cells separated the way the language lists items (，/ , ).
      return [block.header, ...block.rows].map((row) =>
        row
          .map((cell) => plainText(cell).trim())
          .filter((cell) => cell !== '')
          .join(cellSeparator),
      );
    case 'rule':
      return [];
  }
}
