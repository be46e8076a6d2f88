import {
  FENCE,
  HEADING,
  interruptsParagraph,
  isBlank,
  isTableStart,
  LIST_ITEM,
  QUOTE,
  RULE,
} from './line-patterns';

export type BlockKind = 'code' | 'heading' | 'rule' | 'blockquote' | 'list' | 'table' | 'paragraph';

export interface BlockSlice {
  kind: BlockKind;
  /** Index of the first line. */
  startLine: number;
  /** The block's lines (blank lines inside lists and code kept). */
  lines: string[];
}

/**
 * Splits lines into top-level blocks, left to right with no state carried across a boundary:
 * that is what lets the incremental parser re-split only the tail of a growing answer.
 */
export function splitBlocks(lines: string[]): BlockSlice[] {
  const slices: BlockSlice[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as string;
    if (isBlank(line)) {
      index += 1;
      continue;
    }
    const [kind, end] = blockAt(lines, index, line);
    slices.push({ kind, startLine: index, lines: lines.slice(index, end) });
    index = end;
  }
  return slices;
}

function blockAt(lines: string[], index: number, line: string): [BlockKind, number] {
  const fence = FENCE.exec(line);
  if (fence) return ['code', fenceEnd(lines, index, fence[1] as string)];
  if (HEADING.test(line)) return ['heading', index + 1];
  if (RULE.test(line)) return ['rule', index + 1];
  if (QUOTE.test(line)) return ['blockquote', whileMatching(lines, index, (text) => QUOTE.test(text))];
  if (LIST_ITEM.test(line)) return ['list', listEnd(lines, index)];
  if (isTableStart(line, lines[index + 1])) {
    return ['table', whileMatching(lines, index + 2, (text) => !isBlank(text) && text.includes('|'))];
  }
  let end = index + 1;
  while (
    end < lines.length &&
    !isBlank(lines[end] as string) &&
    !interruptsParagraph(lines[end] as string, lines[end + 1])
  ) {
    end += 1;
  }
  return ['paragraph', end];
}

function fenceEnd(lines: string[], index: number, fence: string): number {
  const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
  for (let end = index + 1; end < lines.length; end += 1) {
    if (closing.test(lines[end] as string)) return end + 1;
  }
  return lines.length;
}

function whileMatching(lines: string[], from: number, test: (line: string) => boolean): number {
  let end = from;
  while (end < lines.length && test(lines[end] as string)) end += 1;
  return end;
}

/** A list runs on through blank lines while items or indented continuation lines follow. */
function listEnd(lines: string[], index: number): number {
  const ordered = isOrderedItem(lines[index] as string);
  let end = index + 1;
  let lastContent = index;
  while (end < lines.length) {
    const line = lines[end] as string;
    if (isBlank(line)) {
      end += 1;
      continue;
    }
    const indented = /^(?: {2,}|\t)/.test(line);
    // A top-level item of the other kind (bullet vs ordered) starts a new list.
    if (!indented && LIST_ITEM.test(line) && isOrderedItem(line) !== ordered) break;
    const continues = LIST_ITEM.test(line) || indented || (lastContent === end - 1 && !interruptsList(line));
    if (!continues) break;
    lastContent = end;
    end += 1;
  }
  // Trailing blank lines stay outside the list.
  return lastContent + 1 === end ? end : lastContent + 1;
}

function isOrderedItem(line: string): boolean {
  return /\d/.test(LIST_ITEM.exec(line)?.[2] ?? '');
}

function interruptsList(line: string): boolean {
  return FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line);
}
