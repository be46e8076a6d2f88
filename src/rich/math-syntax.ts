import type { MathFound } from '../content/markdown/parse-inline';
import { type CloserSearch, closerSearch, escaped } from './closer-search';

/**
 * The maths finder the core's inline parser asks at every `$` and `\` (decision 069), with
 * pandoc's `tex_math_dollars` rules so money stays text:
 * - `$…$` inline: the opening `$` is followed by a non-space, the closing one follows a non-space
 *   and is not followed by a digit ("$5 and $10" and "costs $5, or $10." are text);
 * - `$$…$$` display, which may span lines; blank content (`$$$$`, `$$ $$`) is not maths;
 * - `\(…\)` inline and `\[…\]` display, holding more than spaces and backslashes (CommonMark's
 *   escapes `\(\)` and `\[\\\]` stay escapes);
 * - `\$` is an escaped dollar, in text and inside a formula.
 * A `$` right after another opens nothing (the second of an unclosed `$$`), unless the first closed
 * a formula.
 */

type Kind = 'dollar' | 'dollars' | 'parenthesis' | 'bracket';

const isSpace = (character: string | undefined) =>
  character === ' ' || character === '\t' || character === '\n' || character === undefined;
const isDigit = (character: string | undefined) =>
  character !== undefined && character >= '0' && character <= '9';

const CLOSERS: Record<Kind, [string, (source: string, at: number) => boolean]> = {
  dollar: ['$', (source, at) => !escaped(source, at) && !isSpace(source[at - 1]) && !isDigit(source[at + 1])],
  dollars: ['$', (source, at) => source[at + 1] === '$' && !escaped(source, at)],
  parenthesis: ['\\', (source, at) => source[at + 1] === ')' && !escaped(source, at)],
  bracket: ['\\', (source, at) => source[at + 1] === ']' && !escaped(source, at)],
};

/** The searches of the text read last: the parser reads one text at a time. */
let searched: string | undefined;
let searches = new Map<Kind, CloserSearch>();
/** Where the last formula found in that text ends. */
let lastEnd = -1;

function nextCloser(source: string, kind: Kind, after: number): number {
  if (source !== searched) {
    searched = source;
    searches = new Map();
    lastEnd = -1;
  }
  let search = searches.get(kind);
  if (!search) {
    const [character, isCloser] = CLOSERS[kind];
    search = closerSearch(source, character, isCloser);
    searches.set(kind, search);
  }
  return search.next(after);
}

export function mathAt(source: string, at: number): MathFound {
  const next = source[at + 1];
  if (next === undefined) return true;
  if (source[at] === '\\') {
    if (next === '(') return delimited(source, at, 'parenthesis', false);
    if (next === '[') return delimited(source, at, 'bracket', true);
    return undefined;
  }
  if (next === '$') return delimited(source, at, 'dollars', true);
  if (source[at - 1] === '$' && at !== lastEndOf(source)) return undefined;
  if (isSpace(next)) return undefined;
  const close = nextCloser(source, 'dollar', at + 2);
  return close < 0 ? true : formula(source, at, close + 1, 1, false);
}

const lastEndOf = (source: string) => (source === searched ? lastEnd : -1);

/** A formula between a two-character opener at `at` and the first closer of `kind` after it. */
function delimited(source: string, at: number, kind: Kind, display: boolean): MathFound {
  const close = nextCloser(source, kind, at + 2);
  if (close < 0) return true;
  return formula(source, at, close + 2, 2, display);
}

function formula(source: string, at: number, end: number, width: number, display: boolean): MathFound {
  const tex = source.slice(at + width, end - width).trim();
  if (!/[^\s\\]/.test(tex)) return undefined;
  lastEnd = end;
  return [{ kind: 'math', text: source.slice(at, end), tex, display }, end];
}
