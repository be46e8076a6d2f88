import type { BlockNode, ListData, NodeType } from './block-parser';
import { type LinkTarget, type References, takeDefinitions } from './link-syntax';

/** What closing a block settles (CommonMark 0.31.2 appendix): definitions, emptiness, list tightness. */
export function canContain(parent: NodeType, child: NodeType): boolean {
  if (parent === 'list') return child === 'item';
  return (parent === 'document' || parent === 'blockquote' || parent === 'item') && child !== 'item';
}

export function finishNode(block: BlockNode, references: References) {
  if (block.type === 'paragraph') {
    block.text = block.text.slice(define(block, block.text, references));
    if (/^[ \t\n]*$/.test(block.text)) block.parent?.children.splice(block.parent.children.indexOf(block), 1);
  } else if (block.type === 'list') {
    const list = block.list as ListData;
    block.children.forEach((item, index) => {
      const nextItem = index < block.children.length - 1;
      if (nextItem && endsWithBlankLine(item)) list.tight = false;
      item.children.forEach((child, childIndex) => {
        if (endsWithBlankLine(child) && (nextItem || childIndex < item.children.length - 1))
          list.tight = false;
      });
    });
  }
}

function endsWithBlankLine(block: BlockNode | undefined): boolean {
  for (let current = block; current; current = current.children.at(-1)) {
    if (current.lastLineBlank) return true;
    if (current.type !== 'list' && current.type !== 'item') return false;
  }
  return false;
}

/** Takes the definitions opening `text` and notes them, with the block's line, on the document. */
export function define(block: BlockNode, text: string, references: References): number {
  const made: [string, LinkTarget][] = [];
  const start = takeDefinitions(text, references, made);
  if (made.length === 0) return start;
  let document = block;
  while (document.parent) document = document.parent;
  // Only this block's own definitions: copying the whole map per definition was quadratic.
  for (const [label, target] of made) document.definitions?.push([block.startLine, label, target]);
  return start;
}
