import type { BlockNode, ListData } from './block-parser';
import { unescapeText } from './entities';
import { splitRow } from './line-patterns';
import type { References } from './link-syntax';
import { parseInline } from './parse-inline';
import { parseStreamedInline } from './resume-inline';
import type { Alignment, Block, ListItem } from './tokens';

/** GFM 5.3: `[ ]` or `[x]` opening a list item's first paragraph makes it a task. */
const TASK_MARKER = /^\[([ xX])\][ \t]+(?=\S)/;

/**
 * A parsed block node as tokens, its inline text parsed with the document's link definitions.
 * `open` is the last text block of a streamed answer, whose unfinished syntax is completed.
 */
export function toBlock(node: BlockNode, references: References, open: BlockNode | null): Block {
  const inline = (text: string) =>
    node === open ? parseStreamedInline(text.trim(), references) : parseInline(text.trim(), references);
  switch (node.type) {
    case 'heading':
      return { kind: 'heading', level: node.level as 1 | 2 | 3 | 4 | 5 | 6, inline: inline(node.text) };
    case 'code': {
      if (!node.fence)
        return { kind: 'code', language: '', text: node.text.replace(/(?:\n[ \t]*)+$/, ''), closed: true };
      const newline = node.text.indexOf('\n');
      const info = unescapeText(node.text.slice(0, newline).trim());
      const body = node.text.slice(newline + 1).replace(/\n$/, '');
      return {
        kind: 'code',
        language: info.split(/[ \t]/)[0] ?? '',
        text: body,
        closed: node.closed ?? true,
      };
    }
    case 'rule':
      return { kind: 'rule' };
    case 'blockquote':
      return { kind: 'blockquote', blocks: toBlocks(node.children, references, open) };
    case 'list': {
      const list = node.list as ListData;
      const items = node.children.map((item) => toItem(item, references, open));
      return { kind: 'list', ordered: list.ordered, start: list.start, tight: list.tight, items };
    }
    case 'table':
      return toTable(node.text.replace(/\n$/, '').split('\n'), (text) => inline(text));
    default:
      return { kind: 'paragraph', inline: inline(node.text) };
  }
}

const toBlocks = (nodes: BlockNode[], references: References, open: BlockNode | null) =>
  nodes.map((node) => toBlock(node, references, open));

function toItem(item: BlockNode, references: References, open: BlockNode | null): ListItem {
  const first = item.children[0];
  const task = first?.type === 'paragraph' ? TASK_MARKER.exec(first.text) : null;
  if (first && task) first.text = first.text.slice(task[0].length);
  const blocks = toBlocks(item.children, references, open);
  if (first && task) first.text = task[0] + first.text;
  return { checked: task ? task[1] !== ' ' : null, blocks };
}

function toTable(lines: string[], inline: (text: string) => ReturnType<typeof parseInline>): Block {
  const header = splitRow(lines[0] ?? '');
  const align = splitRow(lines[1] ?? '').map((cell): Alignment => {
    const left = cell.startsWith(':');
    const right = cell.endsWith(':');
    return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
  });
  const rows = lines.slice(2).map((line) => {
    const cells = splitRow(line);
    return header.map((_, column) => inline(cells[column] ?? ''));
  });
  return { kind: 'table', align, header: header.map(inline), rows };
}

/** The block holding the very end of the text: the one a stream is still writing. */
export function lastTextBlock(node: BlockNode): BlockNode | null {
  const last = node.children.at(-1);
  if (!last) return null;
  if (last.type === 'paragraph' || last.type === 'heading' || last.type === 'table') return last;
  return lastTextBlock(last);
}
