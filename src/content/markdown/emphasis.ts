import type { Inline } from './tokens';

export type TextNode = { kind: 'text'; text: string };

/** One run of `*`, `_` or `~` that may open or close emphasis (CommonMark 0.31.2 section 6.2). */
export interface Delimiter {
  character: string;
  count: number;
  original: number;
  /** Where the run ends: openers are bounded by position, since a bounding delimiter may be removed. */
  at: number;
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

/** An emphasis pairing: the element it makes and the markers it used. */
interface Pair {
  kind: 'em' | 'strong' | 'del';
  markers: string;
  /** Built as its markers, as text: it lies deeper than MAX_NESTING. */
  flat?: boolean;
}

/**
 * A stack of delimiter runs, newest on top, over the paragraph's flat list of nodes. Pairings are
 * noted on their delimiters' nodes and built into elements in one pass (`buildNesting`): wrapping
 * nodes in place would cost a search and a splice of the list per pairing, quadratic in the runs.
 */
export interface DelimiterStack {
  top: Delimiter | null;
  opens: Map<Inline, Pair[]>;
  closes: Map<Inline, Pair[]>;
}

/**
 * Elements nest at most this deep (markdown-it's `maxNesting`): what lies deeper shows as its
 * markers, so a hostile `*****…a…*****` cannot make a tree deep enough to overflow the stack.
 */
const MAX_NESTING = 20;

/** The nodes with the stack's pairings built into elements, without recursion (decision 062). */
export function buildNesting(stack: DelimiterStack, nodes: Inline[]): Inline[] {
  const root: Inline[] = [];
  const open: Inline[][] = [];
  let children = root;
  for (const node of nodes) {
    for (const pair of stack.closes.get(node) ?? [])
      if (pair.flat) children.push({ kind: 'text', text: pair.markers });
      else children = open.pop() as Inline[];
    children.push(node);
    for (const pair of (stack.opens.get(node) ?? []).reverse()) {
      pair.flat = open.length >= MAX_NESTING;
      if (pair.flat) children.push({ kind: 'text', text: pair.markers });
      else {
        const nested: Inline[] = [];
        children.push({ kind: pair.kind, children: nested });
        open.push(children);
        children = nested;
      }
    }
  }
  return root;
}

function note(pairs: Map<Inline, Pair[]>, node: Inline, pair: Pair) {
  const noted = pairs.get(node);
  if (noted) noted.push(pair);
  else pairs.set(node, [pair]);
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
export function processEmphasis(stack: DelimiterStack, bottom: Delimiter | null) {
  const openersBottom = new Map<string, number>();
  const bottomAt = bottom ? bottom.at : -1;
  let closer = stack.top;
  while (closer && closer.previous !== bottom) closer = closer.previous;
  while (closer) {
    if (!closer.canClose) {
      closer = closer.next;
      continue;
    }
    const key = `${closer.character}${closer.canOpen}${closer.original % 3}${closer.character === '~' ? closer.count : ''}`;
    // cmark issue 389: a floor kept as a delimiter is lost once that delimiter is removed.
    const floor = openersBottom.get(key) ?? bottomAt;
    let opener = closer.previous;
    while (opener && opener.at > floor) {
      if (opener.character === closer.character && opener.canOpen && matches(opener, closer)) break;
      opener = opener.previous;
    }
    if (!opener || opener.at <= floor) {
      openersBottom.set(key, closer.previous?.at ?? -1);
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
    const pair: Pair = {
      kind: closer.character === '~' ? 'del' : used === 2 ? 'strong' : 'em',
      markers: closer.character.repeat(used),
    };
    note(stack.opens, opener.node, pair);
    note(stack.closes, closer.node, pair);
    opener.next = closer;
    closer.previous = opener;
    if (opener.count === 0) removeDelimiter(stack, opener);
    if (closer.count === 0) {
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
