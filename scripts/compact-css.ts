/**
 * Size-only rewrites of the generated stylesheet (decision 027) that leave every computed style as
 * it was in the engines the widget supports (current Chromium, Firefox ESR 128+, Safari 16.4+).
 */

/**
 * Declarations twind's autoprefixer writes for engines the widget does not support (old Edge and
 * Internet Explorer's `-ms-`, Firefox before 80, Safari before 13, the pre-standard grid gap
 * names), each with the standard declaration that makes it redundant. A legacy declaration is
 * dropped only from a block that also holds its standard one. The `-webkit-` declarations Safari
 * still reads (user-select, appearance, line-clamp and its box) are not listed and stay.
 */
const LEGACY_DECLARATIONS: readonly { legacy: RegExp; standard: RegExp }[] = [
  { legacy: /^-ms-grid-columns:/, standard: /^grid-template-columns:/ },
  { legacy: /^-ms-grid-rows:/, standard: /^grid-template-rows:/ },
  { legacy: /^-ms-grid-row-align:/, standard: /^align-self:/ },
  { legacy: /^-ms-user-select:/, standard: /^user-select:/ },
  { legacy: /^display:-ms-grid$/, standard: /^display:grid$/ },
  { legacy: /^-moz-appearance:/, standard: /^appearance:/ },
  { legacy: /^-moz-column-gap:/, standard: /^column-gap:/ },
  { legacy: /^grid-gap:/, standard: /^gap:/ },
  { legacy: /^grid-column-gap:/, standard: /^column-gap:/ },
  { legacy: /^grid-row-gap:/, standard: /^row-gap:/ },
  { legacy: /^-webkit-flex-direction:/, standard: /^flex-direction:/ },
  { legacy: /^position:-webkit-sticky$/, standard: /^position:sticky$/ },
  // No engine ever read these two names: Safari's old prefix was on the value (`-webkit-plaintext`).
  { legacy: /^-(webkit|ms)-unicode-bidi:/, standard: /^unicode-bidi:/ },
];

/** One rule's declarations (`a:1;b:2`) without the legacy ones its standard ones make redundant. */
export function withoutLegacyDeclarations(declarations: string): string {
  const list = declarations.split(';');
  const kept = list.filter(
    (declaration) =>
      !LEGACY_DECLARATIONS.some(
        ({ legacy, standard }) => legacy.test(declaration) && list.some((other) => standard.test(other)),
      ),
  );
  return kept.length === list.length ? declarations : kept.join(';');
}

/** A rule (`selector{declarations}`) or a block at-rule (`@media …{rules}`), in stylesheet order. */
interface CssNode {
  prelude: string;
  /** Declarations of a rule, or the text of an at-rule's body. */
  body: string;
}

/** The top-level rules of `css`, whose braces never occur inside strings (twind writes none). */
function topLevelNodes(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let depth = 0;
  let start = 0;
  let open = 0;
  for (let index = 0; index < css.length; index += 1) {
    const character = css[index];
    if (character === '{' && depth++ === 0) open = index;
    if (character === '}' && --depth === 0) {
      nodes.push({ prelude: css.slice(start, open), body: css.slice(open + 1, index) });
      start = index + 1;
    }
  }
  if (depth !== 0 || css.slice(start).trim() !== '') throw new Error('widget CSS: unbalanced braces');
  return nodes;
}

/** `@media (pointer: coarse)` and `@media(pointer:coarse)` are one query: spelled `@media (pointer:coarse)`. */
function normalisedMediaPrelude(prelude: string): string {
  return prelude
    .replace(/^@media\s*\(/, '@media (')
    .replace(/\(\s*([\w-]+)\s*:\s*/g, '($1:')
    .replace(/\s+\)/g, ')');
}

/**
 * Twind writes one `@media` block per utility and several rules for the same selector; neighbours
 * with the same media query or the same selector become one block. Only neighbours merge, so every
 * rule keeps its place relative to every other rule and a later rule still wins the cascade.
 */
export function withMergedNeighbours(css: string): string {
  const merged: CssNode[] = [];
  for (const node of topLevelNodes(css)) {
    const isMedia = node.prelude.startsWith('@media');
    const prelude = isMedia ? normalisedMediaPrelude(node.prelude) : node.prelude;
    const body = isMedia ? withMergedNeighbours(node.body) : node.body;
    const previous = merged.at(-1);
    if (previous?.prelude === prelude && isMedia) previous.body = withMergedNeighbours(previous.body + body);
    else if (previous?.prelude === prelude && !prelude.startsWith('@')) previous.body += `;${body}`;
    else merged.push({ prelude, body });
  }
  return merged.map((node) => `${node.prelude}{${node.body}}`).join('');
}

/**
 * Pairs of equal sides as one shorthand: `padding-left:12px;padding-right:12px` → `padding-inline:12px`,
 * the four offsets → `inset`. Equal values make the logical names safe in either text direction, and
 * `:host{all:initial}` keeps the writing mode horizontal. Supported since Chrome 87, Firefox 66, Safari 14.1.
 */
const EQUAL_PAIRS: readonly [RegExp, string][] = [
  [/(?<=^|;)(padding|margin)-left:([^;]+);\1-right:\2(?=;|$)/g, '$1-inline:$2'],
  [/(?<=^|;)(padding|margin)-top:([^;]+);\1-bottom:\2(?=;|$)/g, '$1-block:$2'],
  [/(?<=^|;)top:([^;]+);right:\1;bottom:\1;left:\1(?=;|$)/g, 'inset:$1'],
  [/(?<=^|;)right:([^;]+);left:\1(?=;|$)/g, 'inset-inline:$1'],
];

export function withShorthandPairs(declarations: string): string {
  return EQUAL_PAIRS.reduce((result, [pair, shorthand]) => result.replace(pair, shorthand), declarations);
}

/**
 * The same values, written shorter: `calc(4px * -1)` → `-4px`, `top:0px` → `top:0` (not in custom
 * properties, whose `0px` may end up inside a `calc()` where a bare 0 is invalid), `0.5` → `.5`,
 * `rgba(79,70,229,1)` → `#4f46e5`, `#ffffff` → `#fff`.
 */
export function withShorterValues(declarations: string): string {
  return declarations
    .replace(/calc\((\d*\.?\d+(?:px|%|deg)) \* -1\)/g, '-$1')
    .replace(/(?<=^|;)([a-z][a-z-]*):0px(?=;|$)/g, '$1:0')
    .replace(/(?<=[:,( ])0\.(?=\d)/g, '.')
    .replace(/rgba\((\d+),(\d+),(\d+),1\)/g, (_, ...channels: string[]) => hexColour(...channels.slice(0, 3)))
    .replace(/#([\da-f])\1([\da-f])\2([\da-f])\3(?![\da-f])/g, '#$1$2$3')
    .replace(/(?<=^|;)([a-z][a-z-]*):([^;]*)/g, (_, property: string, value: string) => {
      // Engines compute and serialise times in seconds, so `150ms` and `.15s` are one value (not in
      // custom properties, which keep their text as written).
      const inSeconds = value.replace(/(?<=^|[ ,])(\d+)ms\b/g, (whole, milliseconds: string) => {
        const seconds = `${String(Number(milliseconds) / 1000).replace(/^0\./, '.')}s`;
        return seconds.length < whole.length ? seconds : whole;
      });
      return `${property}:${inSeconds}`;
    });
}

/** `[part~="root"]` → `[part~=root]`: an attribute value that is an identifier needs no quotes. */
const QUOTED_IDENTIFIER = /\[([\w-]+)([~|^$*]?=)(["'])(-?[A-Za-z_][\w-]*)\3\]/g;
/** A rule's selector list: after the start, a rule's end or an at-rule's opening brace. */
const SELECTORS = /(?<=^|[{}])([^{}@]+)(?=\{)/g;

/** Selectors written shorter, matching the same elements with the same specificity. */
export function withShorterSelectors(css: string): string {
  return css.replace(SELECTORS, (selectors: string) => selectors.replace(QUOTED_IDENTIFIER, '[$1$2$4]'));
}

/** Twind's empty value: an unset variable whose fallback is two empty comments around a space. */
const EMPTY_VALUE = 'var(--tw-empty,/*!*/ /*!*/)';

/**
 * `--tw-ring-inset` defaults to `EMPTY_VALUE`, which resolves to whitespace; written as that
 * whitespace (`--tw-ring-inset: `), as Tailwind 3 writes it, it is the same empty value in every
 * engine the widget supports. (Twind's detour kept minifiers from turning it into `--x:;`, which
 * older engines rejected; nothing minifies this stylesheet.) Only while nothing sets `--tw-empty`.
 */
export function withPlainEmptyValues(css: string): string {
  if (css.includes('--tw-empty:')) return css;
  return css.replaceAll(EMPTY_VALUE, ' ');
}

/** `#rrggbb` of three 0–255 channels. */
export function hexColour(...channels: string[]): string {
  return `#${channels.map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;
}
