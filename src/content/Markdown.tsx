import { memo, useMemo } from 'react';
import { BlockView } from './markdown/BlockView';
import { createIncrementalMarkdown } from './markdown/incremental-parser';
import type { Block } from './markdown/tokens';
import { useRichRenderers } from './rich-seam';

/**
 * Blocks per group. A streamed update re-renders the last group; every earlier group is skipped
 * by one memo check instead of diffing each of its blocks, so an update costs the same at the
 * end of a 20,000-token answer as at its start.
 */
export const BLOCKS_PER_GROUP = 16;

/**
 * Off-screen groups of a long answer skip layout and paint while the answer keeps growing.
 * Flex columns keep block margins from collapsing, so spacing is the same inside a group and
 * across groups (containment stops margins collapsing between groups).
 */
const GROUP_STYLE = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 800px',
} as const;

interface BlockGroupProps {
  /** The answer's last group always renders: it is the one in view when the answer's end is. */
  last: boolean;
  blocks: readonly Block[];
  keys: readonly string[];
  start: number;
  end: number;
}

/** Same blocks (the parser keeps finished blocks as the same objects) means nothing to render. */
function sameGroup(previous: BlockGroupProps, next: BlockGroupProps): boolean {
  if (previous.start !== next.start || previous.end !== next.end || previous.last !== next.last) return false;
  for (let index = next.start; index < next.end; index += 1) {
    if (previous.blocks[index] !== next.blocks[index] || previous.keys[index] !== next.keys[index])
      return false;
  }
  return true;
}

const BlockGroup = memo(function BlockGroup({ last, blocks, keys, start, end }: BlockGroupProps) {
  const views = [];
  for (let index = start; index < end; index += 1)
    views.push(<BlockView key={keys[index]} block={blocks[index] as Block} />);
  return (
    <div style={last ? undefined : GROUP_STYLE} part="markdown-group">
      {views}
    </div>
  );
}, sameGroup);

/**
 * Agent markdown rendered straight to elements: no HTML strings are ever built. Each instance
 * keeps an incremental parser, so a streamed answer re-parses and re-renders only its tail.
 * While `streaming`, the unfinished end is shown completed rather than as raw syntax (decision 028).
 */
export function Markdown({ source, streaming = false }: { source: string; streaming?: boolean }) {
  // The rich file's arrival parses the answer again, now finding its maths.
  const rich = useRichRenderers();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new parser when the rich file arrives
  const parser = useMemo(createIncrementalMarkdown, [rich]);
  const { blocks, keys } = parser.update(source, streaming);
  const groups = [];
  for (let start = 0; start < blocks.length; start += BLOCKS_PER_GROUP) {
    const end = Math.min(start + BLOCKS_PER_GROUP, blocks.length);
    // Keyed by position: a group holds the same slots of the answer for its whole life.
    groups.push(
      <BlockGroup
        key={start}
        last={end === blocks.length}
        blocks={blocks}
        keys={keys}
        start={start}
        end={end}
      />,
    );
  }
  return (
    <div className="text-sm leading-relaxed text-gray-800" part="markdown">
      {groups}
    </div>
  );
}
