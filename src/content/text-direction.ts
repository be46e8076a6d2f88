/**
 * Where a text's first letter is, and whether it is one of the scripts written right to left:
 * Hebrew, Arabic, Syriac, Thaana, N'Ko and their neighbours, the Hebrew and Arabic presentation
 * forms, and the supplementary planes' ranges (Phoenician to Old Uyghur; Mende Kikakui, Adlam,
 * Arabic mathematical letters). The letter is looked for first: those ranges also hold digits and
 * punctuation (١٢٣, ؟), which decide no direction.
 */
const FIRST_LETTER =
  /(?=\p{L})([\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u{10800}-\u{10fff}\u{1e800}-\u{1efff}])?/u;

export type TextDirection = 'rtl' | 'ltr';

/**
 * The direction of a text's first letter (decision 100), as `dir="auto"` would decide it, except
 * that a text without a letter (digits, emoji, punctuation) decides nothing and keeps the widget's
 * direction: every engine's `dir="auto"` turns such a text left to right, in a right-to-left widget too.
 */
export function textDirection(text: string): TextDirection | undefined {
  const letter = FIRST_LETTER.exec(text);
  return letter ? (letter[1] ? 'rtl' : 'ltr') : undefined;
}
