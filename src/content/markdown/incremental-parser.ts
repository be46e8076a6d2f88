import { type BlockNode, parseBlockStructure } from './block-parser';
import { lastTextBlock, toBlock } from './block-tokens';
import type { LinkTarget } from './link-syntax';
import { completeOpenLines } from './open-lines';
import { changedLabels, LookedUpReferences } from './reference-changes';
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

/** The parser updated last (a streamed answer's view) and the source it holds. */
let latest: { parser: ReturnType<typeof createIncrementalMarkdown>; source: string } | undefined;

/**
 * One-shot parse. `open`: the text is still streaming, so its unfinished end is completed. The
 * announcement of a finished answer parses the text its view has just parsed up to its tail: the
 * view's parser finishes it (the same blocks a fresh parse gives) instead of parsing it all again.
 */
export function parseMarkdown(source: string, open = false): Block[] {
  const parser =
    latest && latest.source !== '' && source.startsWith(latest.source)
      ? latest.parser
      : createIncrementalMarkdown();
  return parser.update(source, open).blocks;
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
  /** Per top-level block: its tokens, key, first line, source text and link definitions. */
  let blocks: Block[] = [];
  let keys: string[] = [];
  const starts: number[] = [];
  /** Each block's source lines (and whether it held the open end): an unchanged block is kept. */
  const sources: string[] = [];
  /** Link definitions in source order with the line their paragraph starts on. */
  const definitions: [number, string, LinkTarget][] = [];
  /** Per top-level block: the labels its links looked up. */
  const labels: Set<string>[] = [];
  /** Kept while unchanged, so the streamed text's resumed parse knows its links read the same. */
  let references = new LookedUpReferences();
  let result: ParsedMarkdown = { blocks: [], keys: [] };

  function reparse(open: boolean, keep: number) {
    const fromLine = keep > 0 ? (starts[keep] as number) : 0;
    const tailLines = lines.slice(fromLine);
    const parsed = new LookedUpReferences();
    while ((definitions.at(-1)?.[0] ?? -1) >= fromLine) definitions.pop();
    for (const [, label, target] of definitions) parsed.set(label, target);
    // The completion reads the two lines above the last, which may lie before the tail.
    const context = Math.max(0, fromLine - 2);
    const parsedLines = open ? completeOpenLines(lines.slice(context)).slice(fromLine - context) : tailLines;
    const document = parseBlockStructure(parsedLines, parsed);
    for (const [line, label, target] of document.definitions ?? [])
      definitions.push([line + fromLine, label, target]);
    const changed = changedLabels(references, parsed);
    // A definition arriving in the tail changes only the finished blocks that looked its label up.
    const affected = (looked: Set<string>) => [...looked].some((label) => changed.has(label));
    if (keep > 0 && changed.size > 0 && labels.slice(0, keep).some(affected)) return reparse(open, 0);
    const sameDefinitions = changed.size === 0;
    if (!sameDefinitions) references = parsed;
    const openBlock = open ? lastTextBlock(document) : null;
    const nodes = document.children;
    // New arrays for what the view compares; the parser's own bookkeeping is cut back in place.
    const nextBlocks = blocks.slice(0, keep);
    const nextKeys = keys.slice(0, keep);
    const oldStarts = starts.splice(keep);
    const oldSources = sources.splice(keep);
    const oldLooked = labels.slice(keep);
    labels.length = keep;
    nodes.forEach((node, position) => {
      const start = node.startLine + fromLine;
      const end = (nodes[position + 1]?.startLine ?? tailLines.length) + fromLine;
      const text = `${open && position === nodes.length - 1}:${lines.slice(start, end).join('\n')}`;
      // The block before the growing one is usually unchanged: keeping its object lets the view
      // skip it, so an update re-renders one block rather than two.
      const unchanged = sameDefinitions && oldStarts[position] === start && oldSources[position] === text;
      const oldLabels = oldLooked[position];
      references.labels = new Set();
      nextBlocks.push(unchanged ? (blocks[keep + position] as Block) : toBlock(node, references, openBlock));
      labels.push(unchanged && oldLabels ? oldLabels : references.labels);
      nextKeys.push(String(start));
      starts.push(start);
      sources.push(text);
    });
    blocks = nextBlocks;
    keys = nextKeys;
  }

  function update(source: string, open = false): ParsedMarkdown {
    if (source === previousSource && open === previousOpen) return result;
    const extending = source.startsWith(previousSource) && blocks.length > 0;
    const keep = extending ? Math.max(0, blocks.length - OPEN_BLOCKS) : 0;
    if (extending) appendLines(lines, source.slice(previousSource.length));
    else lines = source.split('\n');
    reparse(open, keep);
    previousSource = source;
    previousOpen = open;
    result = { blocks, keys };
    latest = { parser, source };
    return result;
  }

  const parser = { update };
  return parser;
}

/** The appended text continues the last line and may add lines (the array is the parser's own). */
function appendLines(lines: string[], appended: string) {
  const pieces = appended.split('\n');
  lines[lines.length - 1] = (lines[lines.length - 1] ?? '') + (pieces[0] ?? '');
  for (let index = 1; index < pieces.length; index += 1) lines.push(pieces[index] as string);
}

export type { BlockNode };
