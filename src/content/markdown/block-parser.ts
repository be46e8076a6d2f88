import { canContain, define, finishNode } from './block-finish';
import {
  ATX_HEADING,
  BULLET,
  CLOSING_FENCE,
  MAYBE_SPECIAL,
  OPENING_FENCE,
  ORDERED,
  SETEXT_UNDERLINE,
  splitRow,
  TABLE_DELIMITER,
  THEMATIC_BREAK,
} from './line-patterns';
import type { LinkTarget, References } from './link-syntax';

/**
 * The block structure of CommonMark 0.31.2 (its appendix "A parsing strategy"): each line first
 * continues the open containers it can, then may start new blocks, else is paragraph text.
 */
export type NodeType =
  | 'document'
  | 'blockquote'
  | 'list'
  | 'item'
  | 'paragraph'
  | 'heading'
  | 'code'
  | 'rule'
  | 'table';

export interface ListData {
  ordered: boolean;
  marker: string;
  start: number;
  /** Columns before the marker, and from the marker's start to the item's content (5.2). */
  markerIndent: number;
  width: number;
  tight: boolean;
}

export interface BlockNode {
  type: NodeType;
  parent: BlockNode | null;
  children: BlockNode[];
  open: boolean;
  startLine: number;
  lastLineBlank: boolean;
  text: string;
  level: number;
  list?: ListData;
  fence?: { character: string; length: number; indent: number };
  /**
   * The document: its link definitions with the line their paragraph starts on, for the
   * incremental parser (a paragraph of definitions alone leaves no block to hold them).
   */
  definitions?: [number, string, LinkTarget][];
  /** A fenced code block whose closing fence arrived (false while a streamed fence is open). */
  closed?: boolean;
}

/** 4.4: four columns of indentation make indented code. */
const CODE_INDENT = 4;
const TAB_STOP = 4;
/** 5.2: more than four spaces after a list marker make the content indented code. */
const MAX_MARKER_SPACES = 5;

/**
 * Containers (quotes, lists, items) nest at most this deep, as markdown-it's `maxNesting` bounds
 * its parser: a deeper `>` or list marker is paragraph text, so no hostile answer builds a tree
 * too deep to turn into tokens and elements (decision 062).
 */
const MAX_NESTING = 32;

const isSpaceOrTab = (character: string | undefined) => character === ' ' || character === '\t';

const node = (type: NodeType, parent: BlockNode | null, startLine: number): BlockNode => ({
  type,
  parent,
  children: [],
  open: true,
  startLine,
  lastLineBlank: false,
  text: '',
  level: 0,
});

export function parseBlockStructure(lines: readonly string[], references: References): BlockNode {
  const document = node('document', null, 0);
  document.definitions = [];
  let tip = document;
  let line = '';
  let lineNumber = 0;
  let offset = 0;
  let column = 0;
  let nextNonspace = 0;
  let nextNonspaceColumn = 0;
  let indent = 0;
  let blank = false;
  let partialTab = false;
  let allClosed = true;
  let oldTip = document;
  let lastMatched = document;

  function findNextNonspace() {
    let index = offset;
    let columns = column;
    for (let character = line[index]; isSpaceOrTab(character); character = line[index]) {
      columns += character === ' ' ? 1 : TAB_STOP - (columns % TAB_STOP);
      index += 1;
    }
    blank = index >= line.length;
    nextNonspace = index;
    nextNonspaceColumn = columns;
    indent = columns - column;
  }

  function advanceOffset(count: number, columns: boolean) {
    let remaining = count;
    while (remaining > 0 && offset < line.length) {
      if (line[offset] === '\t') {
        const toTab = TAB_STOP - (column % TAB_STOP);
        partialTab = columns && toTab > remaining;
        const advance = columns ? Math.min(toTab, remaining) : toTab;
        column += advance;
        offset += partialTab ? 0 : 1;
        remaining -= columns ? advance : 1;
      } else {
        partialTab = false;
        offset += 1;
        column += 1;
        remaining -= 1;
      }
    }
  }

  /** 5.1: `>` and the one optional space after it. */
  function skipQuoteMarker() {
    advanceNextNonspace();
    advanceOffset(1, false);
    skipOneSpace();
  }

  function skipOneSpace() {
    if (isSpaceOrTab(line[offset])) advanceOffset(1, true);
  }

  function advanceNextNonspace() {
    offset = nextNonspace;
    column = nextNonspaceColumn;
    partialTab = false;
  }

  function addLine() {
    if (partialTab) {
      offset += 1;
      tip.text += ' '.repeat(TAB_STOP - (column % TAB_STOP));
    }
    tip.text += `${line.slice(offset)}\n`;
  }

  function finalize(block: BlockNode) {
    block.open = false;
    finishNode(block, references);
    tip = block.parent as BlockNode;
  }

  function addChild(type: NodeType): BlockNode {
    while (!canContain(tip.type, type)) finalize(tip);
    const child = node(type, tip, lineNumber);
    tip.children.push(child);
    tip = child;
    return child;
  }

  function closeUnmatched() {
    if (allClosed) return;
    while (oldTip !== lastMatched) {
      const parent = oldTip.parent as BlockNode;
      finalize(oldTip);
      oldTip = parent;
    }
    allClosed = true;
  }

  /** 0: continues, 1: does not, 2: the line is used up (a closing fence). */
  function continues(container: BlockNode): 0 | 1 | 2 {
    switch (container.type) {
      case 'blockquote':
        if (indent >= CODE_INDENT || line[nextNonspace] !== '>') return 1;
        skipQuoteMarker();
        return 0;
      case 'item': {
        const list = container.list as ListData;
        const width = list.width + list.markerIndent;
        if (blank) {
          if (container.children.length === 0) return 1;
          advanceNextNonspace();
        } else if (indent >= width) advanceOffset(width, true);
        else return 1;
        return 0;
      }
      case 'code': {
        const fence = container.fence;
        if (!fence) {
          if (indent >= CODE_INDENT) advanceOffset(CODE_INDENT, true);
          else if (blank) advanceNextNonspace();
          else return 1;
          return 0;
        }
        const closing = indent < CODE_INDENT ? CLOSING_FENCE.exec(line.slice(nextNonspace)) : null;
        if (closing && closing[0][0] === fence.character && closing[0].length >= fence.length) {
          container.closed = true;
          finalize(container);
          return 2;
        }
        for (let skip = fence.indent; skip > 0 && isSpaceOrTab(line[offset]); skip -= 1)
          advanceOffset(1, true);
        return 0;
      }
      case 'paragraph':
      case 'table':
        return blank ? 1 : 0;
      case 'heading':
      case 'rule':
        return 1;
      default:
        return 0;
    }
  }

  /** 0: no block starts here, 1: a container started, 2: a leaf started. */
  function startsBlock(container: BlockNode): 0 | 1 | 2 {
    const rest = line.slice(nextNonspace);
    const first = rest[0];
    if (indent >= CODE_INDENT) {
      if (tip.type === 'paragraph' || blank) return 0;
      advanceOffset(CODE_INDENT, true);
      closeUnmatched();
      addChild('code');
      return 2;
    }
    let depth = 0;
    for (let ancestor = container.parent; ancestor; ancestor = ancestor.parent) depth += 1;
    if (depth >= MAX_NESTING) return 0;
    if (first === '>') {
      skipQuoteMarker();
      closeUnmatched();
      addChild('blockquote');
      return 1;
    }
    const heading = ATX_HEADING.exec(rest);
    if (heading) {
      advanceNextNonspace();
      advanceOffset(heading[0].length, false);
      closeUnmatched();
      const block = addChild('heading');
      block.level = heading[0].trim().length;
      // 4.2: an optional closing sequence, alone or after a space, is not part of the text.
      block.text = line.slice(offset).replace(/(?:^|[ \t])#+[ \t]*$/, '');
      offset = line.length;
      return 2;
    }
    const fence = OPENING_FENCE.exec(rest);
    if (fence) {
      closeUnmatched();
      const block = addChild('code');
      block.fence = { character: fence[0][0] as string, length: fence[0].length, indent };
      block.closed = false;
      advanceNextNonspace();
      advanceOffset(fence[0].length, false);
      return 2;
    }
    if (container.type === 'paragraph') {
      const started = startsTable(container, rest) || startsSetext(container, rest);
      if (started) return started;
    }
    if (THEMATIC_BREAK.test(rest)) {
      closeUnmatched();
      addChild('rule');
      offset = line.length;
      return 2;
    }
    return startsItem(container);
  }

  function startsSetext(paragraph: BlockNode, rest: string): 0 | 2 {
    if (!SETEXT_UNDERLINE.test(rest)) return 0;
    closeUnmatched();
    paragraph.text = paragraph.text.slice(define(paragraph, paragraph.text, references));
    if (paragraph.text === '') return 0;
    paragraph.type = 'heading';
    paragraph.level = rest[0] === '=' ? 1 : 2;
    offset = line.length;
    return 2;
  }

  /** GFM 4.10: a delimiter row under a paragraph line with as many cells makes that line a header. */
  function startsTable(paragraph: BlockNode, rest: string): 0 | 2 {
    if (!rest.includes('|') || !TABLE_DELIMITER.test(rest)) return 0;
    const text = paragraph.text.slice(0, -1);
    const headerStart = text.lastIndexOf('\n') + 1;
    const header = text.slice(headerStart);
    if (splitRow(header).length !== splitRow(rest).length) return 0;
    closeUnmatched();
    paragraph.text = text.slice(0, headerStart);
    if (paragraph.text === '' || define(paragraph, paragraph.text, references) === paragraph.text.length) {
      paragraph.type = 'table';
      paragraph.text = '';
    } else finalize(paragraph);
    const table = paragraph.type === 'table' ? paragraph : addChild('table');
    // The header line, the paragraph's last, is where the table starts.
    if (table !== paragraph) table.startLine = lineNumber - 1;
    table.text = `${header}\n${rest}\n`;
    offset = line.length;
    return 2;
  }

  function startsItem(container: BlockNode): 0 | 1 {
    const list = listMarker(container);
    if (!list) return 0;
    closeUnmatched();
    const parentList = tip.type === 'list' ? tip.list : undefined;
    if (!parentList || parentList.ordered !== list.ordered || parentList.marker !== list.marker)
      addChild('list').list = list;
    addChild('item').list = list;
    return 1;
  }

  /** 5.2: a list marker and the columns its content is indented by. */
  function listMarker(container: BlockNode): ListData | null {
    const rest = line.slice(nextNonspace);
    const interrupting = container.type === 'paragraph';
    const ordered = ORDERED.exec(rest);
    const match = BULLET.exec(rest) ?? (ordered && (!interrupting || ordered[1] === '1') ? ordered : null);
    if (indent >= CODE_INDENT || !match) return null;
    const after = rest[match[0].length];
    if (after !== undefined && !isSpaceOrTab(after)) return null;
    if (interrupting && /^[ \t]*$/.test(rest.slice(match[0].length))) return null;
    const list: ListData = {
      ordered: match === ordered,
      marker: match === ordered ? (ordered[2] as string) : match[0],
      start: match === ordered ? Number.parseInt(ordered[1] as string, 10) : 1,
      markerIndent: indent,
      width: 0,
      tight: true,
    };
    advanceNextNonspace();
    advanceOffset(match[0].length, true);
    const spacesColumn = column;
    const spacesOffset = offset;
    do advanceOffset(1, true);
    while (column - spacesColumn < MAX_MARKER_SPACES && isSpaceOrTab(line[offset]));
    const spaces = column - spacesColumn;
    if (spaces >= MAX_MARKER_SPACES || spaces < 1 || offset >= line.length) {
      list.width = match[0].length + 1;
      column = spacesColumn;
      offset = spacesOffset;
      partialTab = false;
      skipOneSpace();
    } else list.width = match[0].length + spaces;
    return list;
  }

  function incorporate(text: string) {
    line = text;
    offset = 0;
    column = 0;
    blank = false;
    partialTab = false;
    oldTip = tip;
    let container = document;
    for (let last = container.children.at(-1); last?.open; last = container.children.at(-1)) {
      findNextNonspace();
      const result = continues(last);
      if (result === 2) return;
      if (result === 1) break;
      container = last;
    }
    allClosed = container === oldTip;
    lastMatched = container;
    let matchedLeaf = container.type === 'code' || container.type === 'heading' || container.type === 'rule';
    while (!matchedLeaf) {
      findNextNonspace();
      if (indent < CODE_INDENT && !MAYBE_SPECIAL.test(line.slice(nextNonspace))) {
        advanceNextNonspace();
        break;
      }
      const started = startsBlock(container);
      if (started === 0) {
        advanceNextNonspace();
        break;
      }
      container = tip;
      matchedLeaf = started === 2;
    }
    if (!allClosed && !blank && tip.type === 'paragraph') {
      addLine();
      return;
    }
    closeUnmatched();
    const lastChild = container.children.at(-1);
    if (blank && lastChild) lastChild.lastLineBlank = true;
    const lastLineBlank =
      blank &&
      !(
        container.type === 'blockquote' ||
        (container.type === 'code' && container.fence) ||
        (container.type === 'item' && container.children.length === 0 && container.startLine === lineNumber)
      );
    for (let ancestor: BlockNode | null = container; ancestor; ancestor = ancestor.parent)
      ancestor.lastLineBlank = lastLineBlank;
    if (container.type === 'code' || container.type === 'paragraph' || container.type === 'table') {
      if (container.type !== 'table' || offset < line.length) addLine();
    } else if (offset < line.length && !blank) {
      addChild('paragraph');
      advanceNextNonspace();
      addLine();
    }
  }

  // A final newline ends the last line rather than starting an empty one.
  const count = lines.length > 1 && lines.at(-1) === '' ? lines.length - 1 : lines.length;
  for (lineNumber = 0; lineNumber < count; lineNumber += 1) {
    const text = lines[lineNumber] as string;
    incorporate(text.includes('\0') ? text.replace(/\0/g, '\ufffd') : text);
  }
  while (tip !== document) finalize(tip);
  finishNode(document, references);
  return document;
}
