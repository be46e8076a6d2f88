import { type Delimiter, type DelimiterStack, processEmphasis, type TextNode } from './emphasis';
import type { Inline } from './tokens';

/**
 * The end of a streamed answer is completed as the finished answer will most likely read, so
 * raw syntax does not flash while it arrives (decision 028): an unclosed `**`, `*` or `~~`
 * runs to the end, an unfinished `[` shows only its text, a trailing marker with nothing after
 * it yet is hidden. Unclosed code spans and `[text](` are handled where they are parsed.
 */
/** Only the innermost unclosed runs are completed: an answer has one or two open; thousands would nest too deep. */
const MAX_COMPLETED = 4;

export function completeOpenTail(
  stack: DelimiterStack,
  nodes: Inline[],
  brackets: { node: TextNode; previous: unknown } | null,
) {
  for (let bracket = brackets; bracket; bracket = bracket.previous as typeof brackets) bracket.node.text = '';
  processEmphasis(stack, null);
  // A run at the very end that closed nothing is the start of a closer still arriving.
  const end = nodes.at(-1);
  if (end?.kind === 'text' && /^[*_~]+$/.test(end.text)) end.text = '';
  const closers: TextNode[] = [];
  const last = nodes.at(-1);
  for (let opener = stack.top; opener && closers.length < MAX_COMPLETED; opener = opener.previous) {
    if (!opener.canOpen || opener.count === 0 || opener.node === last) continue;
    const node: TextNode = { kind: 'text', text: opener.character.repeat(opener.count) };
    const closer: Delimiter = {
      ...opener,
      node,
      canOpen: false,
      canClose: true,
      previous: stack.top,
      next: null,
    };
    if (stack.top) stack.top.next = closer;
    stack.top = closer;
    nodes.push(node);
    closers.push(node);
  }
  processEmphasis(stack, null);
  for (const node of closers) node.text = '';
}
