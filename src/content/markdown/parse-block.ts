import { FENCE, HEADING, isBlank, LIST_ITEM } from './line-patterns';
import { parseInline } from './parse-inline';
import { type BlockSlice, splitBlocks } from './split-blocks';
import type { Alignment, Block, ListItem } from './tokens';

export function parseBlocks(lines: string[]): Block[] {
  return splitBlocks(lines).map(parseBlock);
}

export function parseBlock(slice: BlockSlice): Block {
  const { lines } = slice;
  const first = lines[0] ?? '';
  switch (slice.kind) {
    case 'code':
      return parseCode(lines);
    case 'heading': {
      const match = HEADING.exec(first);
      const level = (match?.[1]?.length ?? 1) as 1 | 2 | 3 | 4 | 5 | 6;
      return { kind: 'heading', level, inline: parseInline(match?.[2] ?? '') };
    }
    case 'rule':
      return { kind: 'rule' };
    case 'blockquote':
      return { kind: 'blockquote', blocks: parseBlocks(lines.map((line) => line.replace(/^ {0,3}> ?/, ''))) };
    case 'list':
      return parseList(lines);
    case 'table':
      return parseTable(lines);
    case 'paragraph':
      return { kind: 'paragraph', inline: parseInline(lines.map((line) => line.trim()).join('\n')) };
    default:
      return slice.kind satisfies never;
  }
}

function parseCode(lines: string[]): Block {
  const fence = FENCE.exec(lines[0] ?? '');
  const marker = fence?.[1] ?? '```';
  const closing = new RegExp(`^ {0,3}${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`);
  const last = lines[lines.length - 1] ?? '';
  const closed = lines.length > 1 && closing.test(last);
  const body = lines.slice(1, closed ? -1 : undefined);
  return { kind: 'code', language: fence?.[2] ?? '', text: body.join('\n'), closed };
}

function parseList(lines: string[]): Block {
  const firstMarker = LIST_ITEM.exec(lines[0] ?? '');
  const ordered = /\d/.test(firstMarker?.[2] ?? '');
  const items: ListItem[] = [];
  let current: string[] | null = null;
  let contentIndent = 2;
  const finish = () => {
    if (current) items.push(toItem(current));
  };
  for (const line of lines) {
    const marker = LIST_ITEM.exec(line);
    const indent = line.length - line.trimStart().length;
    if (marker && indent < contentIndent) {
      finish();
      contentIndent = marker[0].length || (marker[1]?.length ?? 0) + (marker[2]?.length ?? 0) + 1;
      current = [line.slice(marker[0].length)];
    } else {
      current?.push(isBlank(line) ? '' : line.slice(Math.min(contentIndent, indent)));
    }
  }
  finish();
  return { kind: 'list', ordered, start: ordered ? Number.parseInt(firstMarker?.[2] ?? '1', 10) : 1, items };
}

function toItem(lines: string[]): ListItem {
  const task = /^\[([ xX])\][ \t]+/.exec(lines[0] ?? '');
  if (task) lines[0] = (lines[0] ?? '').slice(task[0].length);
  return { checked: task ? task[1] !== ' ' : null, blocks: parseBlocks(lines) };
}

function splitRow(line: string): string[] {
  let trimmed = line.trim();
  if (trimmed.startsWith('|')) trimmed = trimmed.slice(1);
  if (trimmed.endsWith('|') && !trimmed.endsWith('\\|')) trimmed = trimmed.slice(0, -1);
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function parseTable(lines: string[]): Block {
  const header = splitRow(lines[0] ?? '');
  const align: Alignment[] = splitRow(lines[1] ?? '').map((cell) => {
    const left = cell.startsWith(':');
    const right = cell.endsWith(':');
    return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
  });
  const rows = lines.slice(2).map((line) => {
    const cells = splitRow(line);
    return header.map((_, column) => parseInline(cells[column] ?? ''));
  });
  return {
    kind: 'table',
    align: header.map((_, column) => align[column] ?? null),
    header: header.map(parseInline),
    rows,
  };
}
