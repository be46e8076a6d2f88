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
