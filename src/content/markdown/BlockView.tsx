// Token positions are the identity here: a block's tokens never reorder, so index keys are exact.

import { Fragment, memo, useContext } from 'react';
import { ContentTexts } from '../content-texts';
import { blockLines } from '../plain-text';
import { textDirection } from '../text-direction';
import { CodeBlock, SCROLL_BOX_FOCUS } from './CodeBlock';
import { renderInline } from './InlineView';
import type { Alignment, Block, ListItem } from './tokens';

/** The host page owns the h1; the widget's headings start at h2 (decision 030). */
const MIN_HEADING_LEVEL = 2;

const HEADING_CLASSES = {
  1: 'text-xl font-semibold mt-4 mb-2',
  2: 'text-lg font-semibold mt-4 mb-2',
  3: 'text-base font-semibold mt-3 mb-1.5',
  4: 'text-sm font-semibold mt-3 mb-1',
  5: 'text-sm font-semibold mt-2 mb-1',
  6: 'text-sm font-medium text-gray-600 mt-2 mb-1',
} as const;

const ALIGN_CLASSES: Record<'left' | 'center' | 'right', string> = {
  left: 'text-left',
  center: 'text-center',
  right: 'text-right',
};
const alignClass = (align: Alignment | undefined) => (align ? ALIGN_CLASSES[align] : 'text-left');

/** One block; memoised on the block object, which the incremental parser keeps for finished blocks. */
export const BlockView = memo(function BlockView({ block }: { block: Block }) {
  const texts = useContext(ContentTexts);
  // Code reads left to right (decision 036), so a streamed code block's text is not gone through again.
  if (block.kind === 'code') return <CodeBlock block={block} />;
  // Each block reads in its first letter's direction, an Arabic paragraph in a Chinese answer too
  // (decision 100): a list's and a quote's from their first letter, a table's from its cells in order.
  const dir = textDirection(blockLines(block).join(' '));
  switch (block.kind) {
    case 'heading': {
      // No <h1> inside a host page (decision 030): `# title` is an h2 that keeps its h1 look.
      const Tag = `h${Math.max(block.level, MIN_HEADING_LEVEL) as Exclude<typeof block.level, 1>}` as const;
      return (
        <Tag dir={dir} className={HEADING_CLASSES[block.level]}>
          {renderInline(block.inline)}
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p dir={dir} className="my-2">
          {renderInline(block.inline)}
        </p>
      );
    case 'blockquote':
      return (
        <blockquote dir={dir} className="my-2 border-l-4 border-gray-200 pl-3 text-gray-600">
          {block.blocks.map((child, index) => (
            <BlockView key={index} block={child} />
          ))}
        </blockquote>
      );
    case 'list': {
      const Tag = block.ordered ? 'ol' : 'ul';
      return (
        <Tag
          dir={dir}
          className={`my-2 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
          start={block.ordered ? block.start : undefined}
        >
          {block.items.map((item, index) => (
            <li key={index} className={block.tight ? 'my-0.5' : 'my-1'}>
              <ItemContent item={item} tight={block.tight} />
            </li>
          ))}
        </Tag>
      );
    }
    case 'table':
      return (
        // biome-ignore lint/a11y/useSemanticElements: not a form group; the role only carries the name
        <div
          // The wrapper, not the table, takes the direction: a wide right-to-left table shows its
          // first column first, at the wrapper's right edge.
          dir={dir}
          className={`my-3 overflow-x-auto ${SCROLL_BOX_FOCUS}`}
          part="table-wrapper"
          // A wide table scrolls here: focusable so a keyboard can scroll it (decision 030).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard
          tabIndex={0}
          role="group"
          aria-label={texts.table}
        >
          <table className="min-w-full border-collapse text-sm">
            {/* Chromium 156 keeps one media query per thead whose break-inside it resolves from
                its own print-only default, for the page's life: an answer's table, rendered again
                at each visit of its conversation, would grow the page (decision 071). */}
            <thead className="bg-gray-50 break-inside-auto">
              <tr>
                {block.header.map((cell, column) => (
                  <th
                    key={column}
                    className={`border border-gray-200 px-3 py-1.5 font-semibold ${alignClass(block.align[column])}`}
                  >
                    {renderInline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="even:bg-gray-50">
                  {row.map((cell, column) => (
                    <td
                      key={column}
                      className={`border border-gray-200 px-3 py-1.5 ${alignClass(block.align[column])}`}
                    >
                      {renderInline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'rule':
      return <hr className="my-4 border-gray-200" />;
    default:
      return block satisfies never;
  }
});

/**
 * A tight list shows its paragraphs as bare text (CommonMark 5.3), a loose one as spaced
 * paragraphs. A task's checkbox goes into the first line of text, so it sits beside its words.
 */
function ItemContent({ item, tight }: { item: ListItem; tight: boolean }) {
  const checkbox =
    item.checked === null ? null : (
      <input type="checkbox" checked={item.checked} disabled className="mr-1.5 align-middle" />
    );
  return item.blocks.map((child, index) => {
    const box = index === 0 ? checkbox : null;
    if (child.kind === 'paragraph' && tight)
      return (
        <Fragment key={index}>
          {box}
          {renderInline(child.inline)}
        </Fragment>
      );
    if (child.kind === 'paragraph' && box)
      return (
        <p key={index} className="my-2">
          {box}
          {renderInline(child.inline)}
        </p>
      );
    return (
      <Fragment key={index}>
        {box}
        <BlockView block={child} />
      </Fragment>
    );
  });
}
