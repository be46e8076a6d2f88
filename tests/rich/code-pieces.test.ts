import { describe, expect, it } from 'vitest';
import { codePieces } from '../../src/rich/code-pieces';

const block = (paragraphs: number, linesEach: number) =>
  Array.from({ length: paragraphs }, (_, paragraph) =>
    Array.from({ length: linesEach }, (_, line) => `let v${paragraph}_${line} = ${line};`).join('\n'),
  ).join('\n\n');

describe('a large code block cut into pieces highlighted one per task', () => {
  it('keeps a block up to the piece size whole', () => {
    expect(codePieces('a\n\nb', 10, 20)).toEqual([{ start: 0, end: 4, plain: false }]);
  });

  it('cuts at blank lines into pieces no larger than the piece size, covering the whole text in order', () => {
    const text = block(40, 10);
    const pieces = codePieces(text, 1_000, 2_000);
    expect(pieces.length).toBeGreaterThan(text.length / 1_000);
    expect(pieces[0]?.start).toBe(0);
    expect(pieces.at(-1)?.end).toBe(text.length);
    for (const [index, piece] of pieces.entries()) {
      expect(piece.end - piece.start).toBeLessThanOrEqual(1_000);
      expect(piece.plain).toBe(false);
      if (index > 0) expect(piece.start).toBe(pieces[index - 1]?.end);
      // Each piece but the last ends where a blank line ends: the next starts on a new line.
      if (index < pieces.length - 1) expect(text.slice(piece.end - 1, piece.end + 1)).toMatch(/^\n\S/);
    }
  });

  it('highlights a stretch without blank lines up to the longest piece, and leaves a longer one plain', () => {
    const long = 'x'.repeat(1_500);
    const longer = 'y'.repeat(2_500);
    const pieces = codePieces(`${long}\n\n${longer}\n\nz`, 1_000, 2_000);
    expect(pieces.map(({ end, start, plain }) => [end - start, plain])).toEqual([
      [1_502, false],
      [2_502, true],
      [1, false],
    ]);
  });
});
