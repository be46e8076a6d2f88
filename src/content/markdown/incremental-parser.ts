import { type BlockNode, parseBlockStructure } from './block-parser';
import { lastTextBlock, toBlock, toBlocks } from './block-tokens';
import type { LinkTarget, References } from './link-syntax';
import { completeOpenLines } from './open-lines';
import type { Block } from './tokens';

export interface ParsedMarkdown {
  blocks: Block[];
  /** Stable per block: the line it starts on, so React keeps finished blocks mounted. */
  keys: string[];
}

/**
 * How many trailing top-level blocks are parsed again on each update. Text appended to a streamed
 * answer can change the last block (a paragraph becoming a table) and, through one partial line,
 * the block before it (a paragraph line becoming a list item that joins the list above); every
 * earlier block is final, since a closed CommonMark block never reopens.
 */
const OPEN_BLOCKS = 2;

/** One-shot parse. `open`: the text is still streaming, so its unfinished end is completed. */
export function parseMarkdown(source: string, open = false): Block[] {
  const references: References = new Map();
  const lines = source.split('\n');
  const document = parseBlockStructure(open ? completeOpenLines(lines) : lines, references);
  return toBlocks(document.children, references, open ? lastTextBlock(document) : null);
}

/**
 * A parser for a growing document: when the new source extends the previous one, finished
 * blocks are reused as the same objects and only the tail is parsed again, so the cost per
 * update depends on the tail, not on the whole answer. Link definitions are global: when the
 * tail's change them, everything is parsed again (rare in answers).
 */
export function createIncrementalMarkdown() {
  let previousSource = '';
  let previousOpen = false;
  let lines: string[] = [];
  let blocks: Block[] = [];
  let starts: number[] = [];
  /** Each block's source lines (and whether it held the open end): an unchanged block is kept. */
  let sources: string[] = [];
  let definitions: [string, LinkTarget][][] = [];
  let definitionsSeen = '';
  let result: ParsedMarkdown = { blocks: [], keys: [] };

  function reparse(source: string, open: boolean, keep: number) {
    const extending = keep > 0;
    const fromLine = extending ? (starts[keep] as number) : 0;
    if (!extending) lines = source.split('\n');
    const tailLines = lines.slice(fromLine);
    const references: References = new Map(definitions.slice(0, keep).flat());
    const document = parseBlockStructure(open ? completeOpenLines(tailLines) : tailLines, references);
    const seen = JSON.stringify([...references]);
    if (extending && seen !== definitionsSeen) return reparse(source, open, 0);
    const sameDefinitions = seen === definitionsSeen;
    definitionsSeen = seen;
    const openBlock = open ? lastTextBlock(document) : null;
    const nodes = document.children;
    const nextBlocks = blocks.slice(0, keep);
    const nextStarts = starts.slice(0, keep);
    const nextSources = sources.slice(0, keep);
    const nextDefinitions = definitions.slice(0, keep);
    nodes.forEach((node, position) => {
      const index = nextBlocks.length;
      const start = node.startLine + fromLine;
      const end = (nodes[position + 1]?.startLine ?? tailLines.length) + fromLine;
      const holdsOpen = openBlock !== null && position === nodes.length - 1;
      const text = `${holdsOpen}:${lines.slice(start, end).join('\n')}`;
      // The block before the growing one is usually unchanged: keeping its object lets the view
      // skip it, so an update re-renders one block rather than two.
      const unchanged = sameDefinitions && starts[index] === start && sources[index] === text;
      nextBlocks.push(unchanged ? (blocks[index] as Block) : toBlock(node, references, openBlock));
      nextStarts.push(start);
      nextSources.push(text);
      nextDefinitions.push(node.definitions ?? []);
    });
    blocks = nextBlocks;
    starts = nextStarts;
    sources = nextSources;
    definitions = nextDefinitions;
  }

  function update(source: string, open = false): ParsedMarkdown {
    if (source === previousSource && open === previousOpen) return result;
    const extending = source.startsWith(previousSource) && blocks.length > 0;
    const keep = extending ? Math.max(0, blocks.length - OPEN_BLOCKS) : 0;
    if (keep > 0) lines = appendLines(lines, source.slice(previousSource.length));
    reparse(source, open, keep);
    previousSource = source;
    previousOpen = open;
    result = { blocks, keys: starts.map(String) };
    return result;
  }

  return { update };
}

function appendLines(lines: string[], appended: string): string[] {
  const pieces = appended.split('\n');
  const copy = lines.slice();
  copy[copy.length - 1] = (copy[copy.length - 1] ?? '') + (pieces[0] ?? '');
  for (let index = 1; index < pieces.length; index += 1) copy.push(pieces[index] as string);
  return copy;
}

export type { BlockNode };
