/**
 * Words in class lists that produce no CSS. Such a word styles nothing, and it also keeps every
 * class of its list from getting a short name (short-class-names.ts renames only lists made of
 * known classes): a stray `group/file` once cost 15 classes their short names.
 */
import { fragmentsOf } from './short-class-names';

/**
 * Words that are deliberately not styled by a rule of their own: twind's markers, which other
 * classes' selectors name (`group-hover:` selects `.group:hover …`).
 */
export const MARKER_CLASSES: ReadonlySet<string> = new Set(['group', 'peer']);

/**
 * A fragment is read as a class list when it is a `className` value, or when at least two of its
 * words, and at least half of them, are classes (a constant such as `FOCUS_RING = '…'`).
 */
function looksLikeClassList(inClassName: boolean, words: readonly string[], known: ReadonlySet<string>) {
  const classes = words.filter((word) => known.has(word)).length;
  return inClassName || (classes >= 2 && classes * 2 >= words.length);
}

/** `file: word` for each word of a class list in the sources that is neither a class nor a marker. */
export function strayClassWords(
  sources: readonly { fileName: string; source: string }[],
  known: ReadonlySet<string>,
): string[] {
  const stray: string[] = [];
  for (const { fileName, source } of sources) {
    for (const fragment of fragmentsOf(fileName, source)) {
      const words = fragment.text.split(/\s+/).filter((word) => word !== '');
      // A word touching a `${…}` is only part of a word.
      const whole = words.filter(
        (_word, index) =>
          !(fragment.touchesStart && index === 0 && !/^\s/.test(fragment.text)) &&
          !(fragment.touchesEnd && index === words.length - 1 && !/\s$/.test(fragment.text)),
      );
      if (!looksLikeClassList(fragment.inClassName, whole, known)) continue;
      for (const word of whole) {
        if (!known.has(word) && !MARKER_CLASSES.has(word)) stray.push(`${fileName}: ${word}`);
      }
    }
  }
  return stray;
}
