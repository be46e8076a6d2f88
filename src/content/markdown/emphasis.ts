import type { Inline } from './tokens';

export type TextNode = { kind: 'text'; text: string };

/** One run of `*`, `_` or `~` that may open or close emphasis (CommonMark 0.31.2 section 6.2). */
export interface Delimiter {
  character: string;
  count: number;
  original: number;
  node: TextNode;
  canOpen: boolean;
  canClose: boolean;
  previous: Delimiter | null;
  next: Delimiter | null;
}

const WHITESPACE = /\s/u;
/** Unicode punctuation and symbols (0.31.2 section 2.1). */
const PUNCTUATION = /[\p{P}\p{S}]/u;
const CJK_PUNCTUATION = /[\u3000-\u303f\uff00-\uffef]/;

/**
 * 6.2: whether a run at `start` of `count` characters can open and close emphasis. CJK
 * punctuation and full-width forms may let a run flank but never stop it: `**注意：**以下` and
 * `**18.5%**，` are both bold, as in every Chinese editor, though CommonMark rejects the first
 * (a deliberate deviation, decision 028).
 */
export function flanking(source: string, start: number, count: number, character: string) {
  // Whole code points, so a symbol outside the BMP (an emoji) counts as punctuation.
  const before = [...source.slice(Math.max(0, start - 2), start)].at(-1) ?? ' ';
  const after = String.fromCodePoint(source.codePointAt(start + count) ?? 32);
  const beforeSpace = WHITESPACE.test(before);
  const afterSpace = WHITESPACE.test(after);
  const beforePunctuation = PUNCTUATION.test(before);
  const afterPunctuation = PUNCTUATION.test(after);
  const left =
    !afterSpace && (!afterPunctuation || CJK_PUNCTUATION.test(after) || beforeSpace || beforePunctuation);
  const right =
    !beforeSpace && (!beforePunctuation || CJK_PUNCTUATION.test(before) || afterSpace || afterPunctuation);
  if (character !== '_') return { canOpen: left, canClose: right };
  return { canOpen: left && (!right || beforePunctuation), canClose: right && (!left || afterPunctuation) };
}

/** A stack of delimiter runs, newest on top, over the paragraph's flat list of nodes. */
export interface DelimiterStack {
  top: Delimiter | null;
}

export function removeDelimiter(stack: DelimiterStack, delimiter: Delimiter) {
  if (delimiter.previous) delimiter.previous.next = delimiter.next;
  if (delimiter.next) delimiter.next.previous = delimiter.previous;
  else stack.top = delimiter.previous;
}

/**
 * 6.2 "process emphasis": pairs closers with the nearest matching opener above `bottom`, wrapping
 * the nodes between them. GFM strikethrough pairs `~` or `~~` runs of equal length.
 */
export function processEmphasis(stack: DelimiterStack, nodes: Inline[], bottom: Delimiter | null) {
  const openersBottom = new Map<string, Delimiter | null>();
  let closer = stack.top;
  while (closer && closer.previous !== bottom) closer = closer.previous;
  while (closer) {
    if (!closer.canClose) {
      closer = closer.next;
      continue;
    }
    const key = `${closer.character}${closer.canOpen}${closer.original % 3}${closer.character === '~' ? closer.count : ''}`;
    const floor = openersBottom.has(key) ? openersBottom.get(key) : bottom;
    let opener = closer.previous;
    while (opener && opener !== bottom && opener !== floor) {
      if (opener.character === closer.character && opener.canOpen && matches(opener, closer)) break;
      opener = opener.previous;
    }
    if (!opener || opener === bottom || opener === floor) {
      openersBottom.set(key, closer.previous);
      const next: Delimiter | null = closer.next;
      if (!closer.canOpen) removeDelimiter(stack, closer);
      closer = next;
      continue;
    }
    const used = closer.character === '~' ? closer.count : closer.count >= 2 && opener.count >= 2 ? 2 : 1;
    opener.count -= used;
    closer.count -= used;
    opener.node.text = opener.node.text.slice(used);
    closer.node.text = closer.node.text.slice(used);
    const openerIndex = nodes.indexOf(opener.node);
    const closerIndex = nodes.indexOf(closer.node, openerIndex);
    const kind = closer.character === '~' ? 'del' : used === 2 ? 'strong' : 'em';
    const children = nodes.slice(openerIndex + 1, closerIndex);
    nodes.splice(openerIndex + 1, closerIndex - openerIndex - 1, { kind, children });
    opener.next = closer;
    closer.previous = opener;
    if (opener.count === 0) {
      nodes.splice(openerIndex, 1);
      removeDelimiter(stack, opener);
    }
    if (closer.count === 0) {
      nodes.splice(nodes.indexOf(closer.node, openerIndex), 1);
      const next: Delimiter | null = closer.next;
      removeDelimiter(stack, closer);
      closer = next;
    }
  }
}

/** 6.2 rule of three: a run that can both open and close pairs only when the lengths allow it. */
function matches(opener: Delimiter, closer: Delimiter): boolean {
  if (closer.character === '~') return opener.count === closer.count;
  const odd =
    (closer.canOpen || opener.canClose) &&
    closer.original % 3 !== 0 &&
    (opener.original + closer.original) % 3 === 0;
  return !odd;
}
