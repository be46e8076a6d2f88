import { fitsNow, timed } from './at-once';
import { boundedCache } from './bounded-cache';
import { grammarName, hljs } from './code-languages';
import { codePieces } from './code-pieces';
import { highlightedFragment } from './code-spans';
import { startDrawing, stillWanted } from './drawings';
import { laterWork } from './later-work';
import { adoptRichStyles } from './rich-sheet';

/**
 * Figures measured in Chromium (decision 069): highlight.js takes about MS_PER_CHAR per character
 * of code once warm (a 200-line TypeScript block, 5,641 characters: 7–20 ms), and compiling a
 * grammar on its first use 10–60 ms (Java more: highlight.js compiles it in one go). A piece of
 * PIECE_CHARS takes ~12 ms, three times that on a slow or busy machine.
 */
const MS_PER_CHAR = 0.003;
const COMPILE_MS = 30;
const PIECE_CHARS = 4_000;
/** A stretch without a blank line longer than this stays plain: one task would take too long. */
const LONGEST_PIECE_CHARS = 8_000;
/**
 * Blocks larger than this stay plain: the browser's layout of the highlighted block grows with its
 * spans (a 56,529-character block: 231 ms, against 18 ms as plain text), one task of its own.
 */
const PLAIN_ABOVE_CHARS = 20_000;

const compiled = new Set<string>();
/** Whole small blocks highlighted before: a block shown again (a remount) is not highlighted again. */
const highlighted = boundedCache<DocumentFragment>(64);

/**
 * The renderer the core calls once a fence closes (rich-seam.ts): a small block at once while this
 * task's share allows, others in later tasks; never twice, and only while the element still shows
 * `text`. A large block is highlighted a piece per task, showing as text until its last piece is
 * done.
 */
export function highlight(code: HTMLElement, language: string, text: string): void {
  const name = grammarName(language);
  const key = `${language}\n${text}`;
  const drawing = name && text.length <= PLAIN_ABOVE_CHARS && startDrawing(code, key, text);
  if (!name || !drawing) return;
  const known = highlighted.get(key);
  if (known) {
    adoptRichStyles(code);
    code.replaceChildren(known.cloneNode(true));
    return;
  }
  if (!compiled.has(name))
    laterWork.add({
      cost: COMPILE_MS,
      run() {
        hljs.highlight('', { language: name });
        compiled.add(name);
      },
    });
  const pieces = codePieces(text, PIECE_CHARS, LONGEST_PIECE_CHARS);
  // A small block of a compiled grammar is drawn at once while this task's share allows: no second
  // layout of it as text, no task of its own.
  if (compiled.has(name) && pieces.length === 1 && fitsNow(text.length * MS_PER_CHAR)) {
    const drawn = timed(() => highlightedFragment(text, name));
    highlighted.set(key, drawn.cloneNode(true) as DocumentFragment);
    adoptRichStyles(code);
    code.replaceChildren(drawn);
    return;
  }
  // The pieces are drawn together once the last is done: each insertion would lay the whole
  // block out again.
  const drawn = document.createDocumentFragment();
  for (const piece of pieces)
    laterWork.add({
      cost: piece.plain ? 0 : (piece.end - piece.start) * MS_PER_CHAR,
      run() {
        if (!stillWanted(code, drawing, text)) return;
        const part = text.slice(piece.start, piece.end);
        drawn.appendChild(piece.plain ? document.createTextNode(part) : highlightedFragment(part, name));
        if (piece !== pieces.at(-1)) return;
        if (pieces.length === 1) highlighted.set(key, drawn.cloneNode(true) as DocumentFragment);
        adoptRichStyles(code);
        code.replaceChildren(drawn);
      },
    });
}
