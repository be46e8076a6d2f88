/**
 * HTML character references (CommonMark 0.31.2 section 2.5) decoded without the DOM: an HTML parser
 * would parse markup, which untrusted text must never reach. The full HTML table holds
 * 2,231 names; this one holds the ones answers use plus those the CommonMark examples name, so
 * an unknown name stays literal text, as the standard requires for names it does not know.
 */
const NAMED: Record<string, string> = {};
const TABLE =
  'amp & lt < gt > quot " apos \' nbsp \u00a0 copy © reg ® trade ™ hellip … mdash — ndash – ' +
  'lsquo ‘ rsquo ’ ldquo “ rdquo ” laquo « raquo » middot · bull • deg ° plusmn ± times × ' +
  'divide ÷ euro € pound £ yen ¥ sect § frac12 ½ frac14 ¼ frac34 ¾ larr ← rarr → uarr ↑ ' +
  'darr ↓ harr ↔ rArr ⇒ ne ≠ le ≤ ge ≥ infin ∞ check ✓ auml ä ouml ö uuml ü AElig Æ Dcaron Ď ' +
  'HilbertSpace ℋ DifferentialD ⅆ ClockwiseContourIntegral ∲ ngE ≧̸';
const PAIRS = TABLE.split(' ');
for (let index = 0; index + 1 < PAIRS.length; index += 2)
  NAMED[PAIRS[index] as string] = PAIRS[index + 1] as string;

/** CommonMark 2.5: up to 7 decimal or 6 hexadecimal digits; 0 and out-of-range become U+FFFD. */
export const ENTITY = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/y;
const MAX_CODE_POINT = 0x10ffff;

/** The character a reference at `index` stands for and where it ends, or null when it is not one. */
export function entityAt(source: string, index: number): [string, number] | null {
  ENTITY.lastIndex = index;
  const match = ENTITY.exec(source);
  if (!match) return null;
  const [whole, hex, decimal, name] = match;
  if (name !== undefined) {
    const named = NAMED[name];
    return named === undefined ? null : [named, index + whole.length];
  }
  const code = Number.parseInt((hex ?? decimal) as string, hex === undefined ? 10 : 16);
  const valid = code > 0 && code <= MAX_CODE_POINT && (code < 0xd800 || code > 0xdfff);
  return [String.fromCodePoint(valid ? code : 0xfffd), index + whole.length];
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
export const isAsciiPunctuation = (character: string | undefined) =>
  character !== undefined && ASCII_PUNCTUATION.test(character);

/** Backslash escapes and references resolved (link destinations, titles, info strings). */
export function unescapeText(text: string): string {
  if (!/[\\&]/.test(text)) return text;
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (character === '\\' && isAsciiPunctuation(text[index + 1])) {
      result += text[index + 1];
      index += 1;
      continue;
    }
    const entity = character === '&' ? entityAt(text, index) : null;
    if (entity) {
      result += entity[0];
      index = entity[1] - 1;
    } else result += character;
  }
  return result;
}
