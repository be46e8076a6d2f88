import { safeImageUrl, safeLinkUrl } from '../link-policy';
import { linkBareUrls } from './autolinks';
import {
  buildNesting,
  type Delimiter,
  type DelimiterStack,
  flanking,
  processEmphasis,
  removeDelimiter,
  type TextNode,
} from './emphasis';
import { entityAt, isAsciiPunctuation } from './entities';
import { codeText, inlineTarget, plainText, tidy } from './inline-helpers';
import { type LinkTarget, labelEnd, normalizeLabel, type References } from './link-syntax';
import { completeOpenTail } from './open-tail';
import type { Inline, MathToken } from './tokens';

interface Bracket {
  node: TextNode;
  previous: Bracket | null;
  previousDelimiter: Delimiter | null;
  /** Where the label starts, just after `[`. */
  index: number;
  image: boolean;
  bracketAfter: boolean;
}

const NO_REFERENCES: References = new Map();
/** Text up to the next character that may start inline syntax (`$`: maths, with the rich file). */
const PLAIN = /[^\n\\`*_~[\]!<&$]+/y;

/** A formula at a place in inline text and where it ends; `true`: an opener whose closer has not arrived. */
export type MathFound = [MathToken, number] | true | undefined;

/** The rich file's maths finder (decision 069); the core alone finds no maths. */
let mathAt: ((source: string, at: number) => MathFound) | undefined;

export function setMathSyntax(finder: typeof mathAt): void {
  mathAt = finder;
}
// biome-ignore lint/suspicious/noControlCharactersInRegex: 6.5: control characters end an autolink.
const URI_AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\u0000-\u0020]*)>/y;
const EMAIL_AUTOLINK =
  /<([a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*)>/y;

/** Where a streamed text's settled start ends, and its tokens (resume-inline.ts). */
export interface Settled {
  end: number;
  tokens: Inline[];
}

/**
 * Before a character like these, no later text can change what came before: no address or
 * e-mail address runs across whitespace or CJK punctuation, so text either side links alike.
 */
const SEAM_BEFORE = /[\s\u3000-\u303f\uff00-\uffef]/;
const SEAM_IN_TEXT = /[\s\u3000-\u303f\uff00-\uffef](?=\S)/g;
/** Emphasis runs after a settled point beyond which a streamed text stops looking for the next. */
const MAX_UNSETTLED_RUNS = 64;

/**
 * Inline markdown (CommonMark 0.31.2 section 6, GFM strikethrough and autolinks) → tokens. Raw
 * HTML is never interpreted: `<script>` stays text. `open` marks the last text of a streamed
 * answer, whose unfinished syntax is completed rather than shown raw (decision 028).
 */
export function parseInline(source: string, references = NO_REFERENCES, open = false): Inline[] {
  return parseInlineFrom(source, references, open, 0).tokens;
}

/**
 * Inline tokens of `source` from `from`, a settled point of it, and the last settled point
 * found after it (decision 062): a point where no opener, bracket, code span or link target
 * before it is still open, so nothing after it can change the tokens before it. Real text has
 * one every few words; a streamed text is parsed again from there, not from its start.
 */
export function parseInlineFrom(
  source: string,
  references: References,
  open: boolean,
  from: number,
): { tokens: Inline[]; settled: Settled | null } {
  const nodes: Inline[] = [];
  const lastParenthesis = source.lastIndexOf(')');
  /**
   * Where the last backtick run of each length starts, complete once a search for a closing run
   * reached the end (`scanned`): later unclosed runs then fail at once, as in cmark, rather than
   * each scanning the rest of the text again.
   */
  const runs = new Map<number, number>();
  let scanned = false;
  /** Where the last link's `]` is. */
  let lastLink = -1;
  const stack: DelimiterStack = { top: null, opens: new Map(), closes: new Map() };
  let brackets: Bracket | null = null;
  let index = from;
  /** The last settled point: its source index and how many nodes lie before it. */
  let seam = { at: from, nodes: 0 };
  /** Looked for in streamed text only; false once something before may still change with later text. */
  let settling = open;
  /** Runs since the last settled point: real text settles within a few, hostile text never. */
  let runsSince = 0;
  const text = (value: string): TextNode => {
    const node: TextNode = { kind: 'text', text: value };
    nodes.push(node);
    return node;
  };
  /** The source up to `end` as literal text. */
  const literal = (end: number): TextNode => {
    const node = text(source.slice(index, end));
    index = end;
    return node;
  };

  function delimiterRun(character: string) {
    let end = index;
    while (source[end] === character) end += 1;
    const count = end - index;
    const { canOpen, canClose } = flanking(source, index, count, character);
    const node = literal(end);
    if ((canOpen || canClose) && (character !== '~' || count <= 2)) {
      const delimiter: Delimiter = {
        character,
        count,
        original: count,
        at: index,
        node,
        canOpen,
        canClose,
        previous: stack.top,
        next: null,
      };
      if (stack.top) stack.top.next = delimiter;
      stack.top = delimiter;
      runsSince += 1;
    }
  }

  /**
   * Whether the text is settled before `at` (nodes before it: `count`). Emphasis is paired early
   * there, as it pairs left to right the same whenever it runs while no bracket is open.
   */
  function settle(at: number, count: number) {
    if (!settling || brackets || at >= source.length || at <= seam.at) return;
    // Pairing early walks the stack: with this many runs open, give up rather than walk it per run.
    if (runsSince > MAX_UNSETTLED_RUNS) settling = false;
    if (!settling) return;
    // With no closer since the last look this changes nothing; the runs it walks are bounded above.
    processEmphasis(stack, null);
    const last = nodes[count - 1];
    const apart =
      SEAM_BEFORE.test(source[at - 1] as string) ||
      (last?.kind === 'text' && last.text === '' && stack.closes.has(last)) ||
      (last !== undefined && last.kind !== 'text');
    if (stack.top === null && apart && !SEAM_BEFORE.test(source[at] as string)) {
      seam = { at, nodes: count };
      runsSince = 0;
    }
  }

  /** A line break of `width` characters; the next line's leading spaces are dropped. */
  function lineBreak(width: number) {
    nodes.push({ kind: 'break' });
    index += width;
    while (source[index] === ' ' || source[index] === '\t') index += 1;
  }

  function codeSpan() {
    let end = index;
    while (source[end] === '`') end += 1;
    const run = end - index;
    const first = scanned && (runs.get(run) ?? -1) < end ? -1 : source.indexOf('`', end);
    for (let close = first; close >= 0; close = source.indexOf('`', close)) {
      let closeEnd = close;
      while (source[closeEnd] === '`') closeEnd += 1;
      if (!scanned) runs.set(closeEnd - close, close);
      if (closeEnd - close === run) {
        nodes.push({ kind: 'code', text: codeText(source.slice(end, close)) });
        index = closeEnd;
        return;
      }
      close = closeEnd;
    }
    scanned = true;
    // A run closing it may still arrive.
    settling = false;
    // Unclosed: literal backticks, or while streaming the rest shown as the code it will become.
    if (open) {
      if (end < source.length) nodes.push({ kind: 'code', text: codeText(source.slice(end)) });
      index = source.length;
    } else literal(end);
  }

  function closeBracket() {
    const start = index;
    index += 1;
    const opener = brackets;
    // 6.3: links may not contain links, so a link opener before the last link is a plain bracket.
    if (!opener || (!opener.image && opener.index < lastLink)) {
      if (opener) brackets = opener.previous;
      text(']');
      return;
    }
    const target = inlineTarget(source, index) ?? referenceTarget(opener, start);
    // While streaming, `[text]` or `[text](` with its address still arriving shows as its text.
    const arriving = open && (index === source.length || (source[index] === '(' && lastParenthesis < index));
    if (!target && !arriving) {
      // The rest of a target or label may still arrive.
      if (source[index] === '(' || source[index] === '[') settling = false;
      brackets = opener.previous;
      text(']');
      return;
    }
    index = target ? target[1] : source.length;
    processEmphasis(stack, opener.previousDelimiter);
    while (stack.top !== opener.previousDelimiter && stack.top) removeDelimiter(stack, stack.top);
    // The opener is near the end: searched from there, many links cost linear time.
    const at = nodes.lastIndexOf(opener.node);
    const children = buildNesting(stack, nodes.splice(at + 1));
    nodes.pop();
    const { destination = '', title } = target?.[0] ?? {};
    // No title: undefined, which the view leaves out as it leaves out a missing one.
    if (opener.image)
      nodes.push({ kind: 'image', src: safeImageUrl(destination), alt: plainText(children), title });
    else {
      nodes.push({ kind: 'link', href: target ? safeLinkUrl(destination) : null, title, children });
      // Marking each earlier opener instead costs a walk of the stack per link (cmark's `![[]()`).
      lastLink = start;
    }
    brackets = opener.previous;
  }

  function referenceTarget(opener: Bracket, start: number): [LinkTarget, number] | null {
    const end = labelEnd(source, index);
    let label = end > index + 2 ? source.slice(index + 1, end - 1) : null;
    if (label === null && !opener.bracketAfter) label = source.slice(opener.index, start);
    const target = label === null ? undefined : references.get(normalizeLabel(label));
    if (!target) return null;
    return [target, end > index ? end : index];
  }

  function pushBracket(image: boolean) {
    const width = image ? 2 : 1;
    if (brackets) brackets.bracketAfter = true;
    const node = literal(index + width);
    brackets = {
      node,
      previous: brackets,
      previousDelimiter: stack.top,
      index,
      image,
      bracketAfter: false,
    };
  }

  while (index < source.length) {
    settle(index, nodes.length);
    const character = source[index] as string;
    switch (character) {
      case '\n': {
        // A newline, soft or hard, is a line break here (decision 028); spaces around it are dropped.
        const last = nodes.at(-1);
        if (last?.kind === 'text') last.text = last.text.replace(/ +$/, '');
        lineBreak(1);
        break;
      }
      case '$':
        if (!math()) literal(index + 1);
        break;
      case '\\':
        if (math()) break;
        if (source[index + 1] === '\n') lineBreak(2);
        else {
          // An escaped punctuation character is itself; any other backslash is literal.
          if (isAsciiPunctuation(source[index + 1])) index += 1;
          literal(index + 1);
        }
        break;
      case '`':
        codeSpan();
        break;
      case '*':
      case '_':
      case '~':
        delimiterRun(character);
        break;
      case '[':
        pushBracket(false);
        break;
      case '!':
        if (source[index + 1] === '[') pushBracket(true);
        else literal(index + 1);
        break;
      case ']':
        closeBracket();
        break;
      case '<':
        if (!autolink()) literal(index + 1);
        break;
      case '&': {
        const entity = entityAt(source, index);
        if (entity) {
          text(entity[0]);
          index = entity[1];
        } else literal(index + 1);
        break;
      }
      default: {
        PLAIN.lastIndex = index;
        PLAIN.exec(source);
        plainRun(PLAIN.lastIndex);
      }
    }
  }

  /** Plain text up to `end`, cut at its last settled point so a long run of words has one. */
  function plainRun(end: number) {
    let cut = -1;
    if (settling && !brackets && end - index > 1) {
      const run = source.slice(index, end);
      for (const match of run.matchAll(SEAM_IN_TEXT)) cut = index + match.index + 1;
    }
    if (cut > index) {
      literal(cut);
      settle(cut, nodes.length);
    }
    literal(end);
  }

  /** A formula at `index` (rich file only); an opener still waiting for its closer stops settling. */
  function math(): boolean | undefined {
    const found = mathAt?.(source, index);
    if (found === true) settling = false;
    else if (found) {
      nodes.push(found[0]);
      index = found[1];
      return true;
    }
  }

  function autolink(): boolean {
    for (const pattern of [URI_AUTOLINK, EMAIL_AUTOLINK]) {
      pattern.lastIndex = index;
      const match = pattern.exec(source);
      if (!match) continue;
      const address = match[1] as string;
      const href = safeLinkUrl(pattern === EMAIL_AUTOLINK ? `mailto:${address}` : address);
      nodes.push({ kind: 'link', href, children: [{ kind: 'text', text: address }] });
      index += match[0].length;
      return true;
    }
    return false;
  }

  if (open) completeOpenTail(stack, nodes, brackets);
  else processEmphasis(stack, null);
  const build = (part: Inline[]) => linkBareUrls(tidy(buildNesting(stack, part)));
  if (seam.at === from) return { tokens: build(nodes), settled: null };
  const before = build(nodes.slice(0, seam.nodes));
  return {
    tokens: joinTokens(before, build(nodes.slice(seam.nodes))),
    settled: { end: seam.at, tokens: before },
  };
}

/** Tokens of two adjacent stretches of text as one list: text meeting at the seam is one node. */
export function joinTokens(before: Inline[], after: Inline[]): Inline[] {
  const last = before.at(-1);
  const first = after[0];
  if (last?.kind !== 'text' || first?.kind !== 'text') return [...before, ...after];
  return [...before.slice(0, -1), { kind: 'text', text: last.text + first.text }, ...after.slice(1)];
}
