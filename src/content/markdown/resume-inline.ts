import type { References } from './link-syntax';
import { joinTokens, parseInlineFrom, type Settled } from './parse-inline';
import type { Inline } from './tokens';

/**
 * A streamed text whose unsettled end (after its last settled point) is longer than this is
 * parsed again only once that end has grown by an eighth; meanwhile what arrived shows as text.
 * Real text settles every few words, so only hostile text (a bracket or opener that never
 * closes) reaches it; the finished answer is always parsed whole (decision 062).
 */
const LONG_UNSETTLED = 20_000;

interface Resumed {
  /** The source up to the settled point, and the references it was parsed with (kept as one object while unchanged). */
  start: string;
  references: References;
  settled: Settled;
  /** The source parsed last, and its tokens. */
  parsed: string;
  tokens: Inline[];
}

/** The streamed text parsed last (an answer streams one text at a time). */
let last: Resumed | undefined;

/** Its tokens were parsed by other rules: the rich file's maths arrived (decision 069). */
export function forgetStreamedInline(): void {
  last = undefined;
}

/**
 * The streamed (open) text's tokens, parsed again from its last settled point when it extends
 * the text parsed before, so a long paragraph streams in time linear in its length; the tokens
 * are those a parse from its start gives.
 */
export function parseStreamedInline(source: string, references: References): Inline[] {
  const resumed = last && last.references === references && source.startsWith(last.start) ? last : undefined;
  const settled = resumed?.settled ?? { end: 0, tokens: [] };
  const parsedLength = resumed?.parsed.length ?? 0;
  if (
    resumed &&
    parsedLength - settled.end > LONG_UNSETTLED &&
    (source.length - settled.end) * 8 < (parsedLength - settled.end) * 9 &&
    source.startsWith(resumed.parsed)
  )
    return joinTokens(resumed.tokens, [{ kind: 'text', text: source.slice(parsedLength) }]);
  const parsed = parseInlineFrom(source, references, true, settled.end);
  const tokens = joinTokens(settled.tokens, parsed.tokens);
  const next = parsed.settled
    ? { end: parsed.settled.end, tokens: joinTokens(settled.tokens, parsed.settled.tokens) }
    : settled;
  last = {
    start: source.slice(0, next.end),
    references,
    settled: next,
    parsed: source,
    tokens,
  };
  return tokens;
}
