/**
 * The next closing delimiter of a kind in one text, found lazily and remembered, so a text of
 * thousands of openers without closers (money, or a hostile answer, decision 062) costs one scan
 * per kind rather than one per opener: the same trick as the core's backtick `runs`.
 */
export interface CloserSearch {
  /** The first closer at or after `after`, or -1. */
  next(after: number): number;
}

/**
 * A search of `source` for positions where `character` stands and `isCloser` holds. The parser
 * asks from increasing positions while it reads a text; a lower position starts the search anew.
 */
export function closerSearch(
  source: string,
  character: string,
  isCloser: (source: string, at: number) => boolean,
): CloserSearch {
  /** Every closer in [from, scanned) in order: the stretch searched so far. */
  let from = 0;
  let scanned = 0;
  let hits: number[] = [];
  return {
    next(after) {
      if (after < from || after > scanned) {
        from = after;
        scanned = after;
        hits = [];
      }
      const known = firstAtOrAfter(hits, after);
      if (known >= 0) return known;
      for (let at = source.indexOf(character, scanned); at >= 0; at = source.indexOf(character, at + 1)) {
        if (!isCloser(source, at)) continue;
        hits.push(at);
        scanned = at + 1;
        return at;
      }
      scanned = source.length;
      return -1;
    },
  };
}

/** The first of the sorted `positions` at or after `after`, or -1 (a binary search). */
function firstAtOrAfter(positions: readonly number[], after: number): number {
  let low = 0;
  let high = positions.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((positions[middle] as number) < after) low = middle + 1;
    else high = middle;
  }
  return low < positions.length ? (positions[low] as number) : -1;
}

/** Whether the character at `at` is escaped: an odd run of backslashes stands before it. */
export function escaped(source: string, at: number): boolean {
  let start = at;
  while (source[start - 1] === '\\') start -= 1;
  return (at - start) % 2 === 1;
}
