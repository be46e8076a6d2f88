/**
 * The launcher's first stylesheet (decision 048): the rules of the widget CSS that can style its
 * static bubble, in the widget CSS's own order. Parsing the whole widget CSS and matching the bubble
 * against every rule was about 5 ms of a launcher page's start-up; this subset is a few hundred
 * bytes to parse. Being a subsequence of the full sheet, it gives the bubble the very cascade the
 * full sheet gives it, so the bubble looks the same before and after the full sheet is adopted.
 */

/** The elements the static bubble is made of (src/ui/launcher/static-bubble.ts). */
const BUBBLE_ELEMENTS = new Set(['div', 'button', 'svg', 'path', 'img']);

/** One rule or at-rule of a stylesheet: its prelude and its block's text. */
interface Block {
  prelude: string;
  body: string;
}

/** The top-level rules and at-rules of `css` (comments are assumed gone, as in twind's output). */
export function blocksOf(css: string): Block[] {
  const blocks: Block[] = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  let quote = '';
  for (let index = 0; index < css.length; index += 1) {
    const character = css[index];
    if (quote) {
      if (character === '\\') index += 1;
      else if (character === quote) quote = '';
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '\\') index += 1;
    else if (character === '{') {
      if (depth === 0) open = index;
      depth += 1;
    } else if (character === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, index) });
        start = index + 1;
      }
    }
  }
  return blocks;
}

/** The selectors of a list, split at commas outside parentheses, brackets and quotes. */
export function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  let quote = '';
  for (let index = 0; index < list.length; index += 1) {
    const character = list[index];
    if (quote) {
      if (character === quote) quote = '';
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '\\') index += 1;
    else if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth -= 1;
    else if (character === ',' && depth === 0) {
      selectors.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(list.slice(start).trim());
  return selectors;
}

/**
 * Whether a selector may match an element of the bubble: every class it names is one of the
 * bubble's, and every element type it names is one the bubble has (`:host(…)` names the host).
 */
export function mayMatchBubble(selector: string, classes: ReadonlySet<string>): boolean {
  // Attribute values and `:host(…)` name nothing of the bubble; what `:not(…)` names may be absent.
  const withoutStrings = selector
    .replace(/\[[^\]]*\]/g, '[]')
    .replace(/:host\([^)]*\)/g, ':host')
    .replace(/:not\([^)]*\)/g, '');
  for (const match of withoutStrings.matchAll(/\.((?:\\.|[\w-])+)/g)) {
    if (!classes.has((match[1] ?? '').replace(/\\(.)/g, '$1'))) return false;
  }
  // Type selectors: a name at the start of a compound, not after `.`, `#`, `:` or `-`.
  const withoutClasses = withoutStrings.replace(/[.#:]+(?:\\.|[\w-])+/g, '');
  for (const match of withoutClasses.matchAll(/(?:^|[\s>+~(])([a-z][a-z0-9]*)/g)) {
    if (!BUBBLE_ELEMENTS.has(match[1] ?? '')) return false;
  }
  return true;
}

/** The part of a stylesheet that may style the bubble, in its order; keyframes only when used. */
export function bubbleCss(css: string, classes: ReadonlySet<string>): string {
  const kept = keptBlocks(css, classes);
  return kept.replace(/@keyframes ([\w-]+)\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, (keyframes, name: string) =>
    new RegExp(`animation(?:-name)?:[^;}]*\\b${name}\\b`).test(kept) ? keyframes : '',
  );
}

function keptBlocks(css: string, classes: ReadonlySet<string>): string {
  return blocksOf(css)
    .map(({ prelude, body }) => {
      if (prelude.startsWith('@keyframes')) return `${prelude}{${body}}`;
      if (prelude.startsWith('@')) {
        const inner = keptBlocks(body, classes);
        return inner ? `${prelude}{${inner}}` : '';
      }
      const selectors = selectorsOf(prelude).filter((selector) => mayMatchBubble(selector, classes));
      return selectors.length > 0 ? `${selectors.join(',')}{${body}}` : '';
    })
    .join('');
}
