/** A stretch of a code block highlighted in one task, or left plain. */
export interface Piece {
  start: number;
  end: number;
  plain: boolean;
}

/** A line holding nothing but spaces: where a large block is cut. */
const BLANK_LINE = /\n[ \t]*\n/g;

/**
 * A block cut into pieces of at most `pieceChars` at blank lines (decision 069): a large block is
 * highlighted one piece per task. Each piece is highlighted on its own, so a string or comment
 * running across a blank line is coloured from the cut as new code: rare, and only in blocks this
 * large. A stretch without a blank line longer than `longestPiece` stays plain text.
 */
export function codePieces(text: string, pieceChars: number, longestPiece: number): Piece[] {
  if (text.length <= pieceChars) return [{ start: 0, end: text.length, plain: false }];
  const cuts = [...text.matchAll(BLANK_LINE)].map((match) => match.index + match[0].length);
  cuts.push(text.length);
  const pieces: Piece[] = [];
  let start = 0;
  let end = 0;
  for (const cut of cuts) {
    if (cut - start > pieceChars && end > start) {
      pieces.push({ start, end, plain: false });
      start = end;
    }
    end = cut;
    if (end - start > pieceChars) {
      pieces.push({ start, end, plain: end - start > longestPiece });
      start = end;
    }
  }
  if (end > start) pieces.push({ start, end, plain: false });
  return pieces;
}
