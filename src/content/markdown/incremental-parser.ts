import { parseBlock } from './parse-block';
import { splitBlocks } from './split-blocks';
import type { Block } from './tokens';

export interface ParsedMarkdown {
  blocks: Block[];
  /** Stable per block: the line it starts on, so React keeps finished blocks mounted. */
  keys: string[];
}

/**
 * How many trailing blocks are parsed again on each update. Text appended to a streamed answer
 * can change the last block (a paragraph becoming a table) and, through one partial line, the
 * block before it; everything earlier is final.
 */
const OPEN_BLOCKS = 2;

/**
 * A parser for a growing document: when the new source extends the previous one, finished
 * blocks are reused as the same objects and only the tail is split and parsed again, so the
 * cost per update depends on the tail, not on the whole answer.
 */
export function createIncrementalMarkdown() {
  let previousSource = '';
  let lines: string[] = [];
  let blocks: Block[] = [];
  let starts: number[] = [];
  /** Each block's kind and source lines: a reparsed block whose text did not change is kept. */
  let sources: string[] = [];
  let result: ParsedMarkdown = { blocks: [], keys: [] };

  function update(source: string): ParsedMarkdown {
    if (source === previousSource) return result;
    const extends_ = source.startsWith(previousSource) && blocks.length > 0;
    const keep = extends_ ? Math.max(0, blocks.length - OPEN_BLOCKS) : 0;
    const fromLine = keep > 0 ? (starts[keep] ?? 0) : 0;
    // Only the lines from the first reopened block on are split again.
    const appended = source.slice(previousSource.length);
    lines = extends_ && keep > 0 ? appendLines(lines, appended) : source.split('\n');
    const tail = splitBlocks(lines.slice(fromLine));
    const nextBlocks = blocks.slice(0, keep);
    const nextStarts = starts.slice(0, keep);
    const nextSources = sources.slice(0, keep);
    for (const slice of tail) {
      const index = nextBlocks.length;
      const start = slice.startLine + fromLine;
      const text = `${slice.kind}:${slice.lines.join('\n')}`;
      // The block before the growing one is usually unchanged: keeping its object lets the view
      // skip it, so an update re-renders one block rather than two.
      const unchanged = extends_ && starts[index] === start && sources[index] === text;
      nextBlocks.push(unchanged ? (blocks[index] as Block) : parseBlock(slice));
      nextStarts.push(start);
      nextSources.push(text);
    }
    blocks = nextBlocks;
    starts = nextStarts;
    sources = nextSources;
    previousSource = source;
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

export function parseMarkdown(source: string): Block[] {
  return splitBlocks(source.split('\n')).map(parseBlock);
}
