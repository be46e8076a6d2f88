import { useRef } from 'react';
import { BlockView } from './markdown/BlockView';
import { createIncrementalMarkdown } from './markdown/incremental-parser';

/**
 * Agent markdown rendered straight to elements: no HTML strings are ever built. Each instance
 * keeps an incremental parser, so a streamed answer re-parses and re-renders only its tail.
 */
const OFFSCREEN_SKIPPABLE = { contentVisibility: 'auto', containIntrinsicSize: 'auto 48px' } as const;

export function Markdown({ source }: { source: string }) {
  const parser = useRef<ReturnType<typeof createIncrementalMarkdown> | null>(null);
  parser.current ??= createIncrementalMarkdown();
  const { blocks, keys } = parser.current.update(source);
  return (
    <div className="text-sm leading-relaxed text-gray-800 break-words" data-part="markdown">
      {blocks.map((block, index) => (
        // Off-screen blocks of a long answer skip layout and paint while the answer keeps growing.
        <div key={keys[index]} style={OFFSCREEN_SKIPPABLE}>
          <BlockView block={block} />
        </div>
      ))}
    </div>
  );
}
