/**
 * Twind composes `box-shadow` and `transform` through chains of variables so that separate utilities
 * can combine on one element. These rewrites keep every combination the widget has (decision 042)
 * and write the chains once or not at all: a smaller stylesheet with the same look.
 */

/** Twind's ring utility: offset shadow, ring shadow and the element's own shadow, through three variables. */
const RING_UTILITY =
  /--tw-ring-offset-shadow:var\(--tw-ring-inset\) 0 0 0 var\(--tw-ring-offset-width\) var\(--tw-ring-offset-color\);--tw-ring-shadow:var\(--tw-ring-inset\) 0 0 0 calc\(([\d.]+px) \+ var\(--tw-ring-offset-width\)\) var\(--tw-ring-color\);box-shadow:var\(--tw-ring-offset-shadow\),var\(--tw-ring-shadow\),var\(--tw-shadow\)/g;
/** What every shadow utility (and every ring utility after it sets its shadows) writes. */
const COMPOSED_SHADOW =
  /box-shadow:var\(--tw-ring-offset-shadow\),var\(--tw-ring-shadow\),var\(--tw-shadow\)/g;
/** The preflight's defaults of the two ring shadows, set on every element. */
const RING_DEFAULTS = '--tw-ring-offset-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000';

/**
 * The ring's two shadows, written once in the preflight for every element from that element's own
 * variables (a custom property's `var()` resolves on the element that holds it). A ring utility only
 * sets its width; any rule that writes `box-shadow` shows ring, offset and shadow together, as before.
 * Without a ring the width is 0 and both ring shadows are zero-sized, which draw nothing, like
 * twind's `0 0 #0000`.
 */
export function withSharedRing(css: string): string {
  if (!css.includes(RING_DEFAULTS)) return css;
  const ring =
    '--tw-ring-width:0px;--tw-ring:var(--tw-ring-inset) 0 0 0 var(--tw-ring-offset-width) var(--tw-ring-offset-color),var(--tw-ring-inset) 0 0 0 calc(var(--tw-ring-width) + var(--tw-ring-offset-width)) var(--tw-ring-color),var(--tw-shadow)';
  return css
    .replace(RING_UTILITY, '--tw-ring-width:$1;box-shadow:var(--tw-ring)')
    .replace(COMPOSED_SHADOW, 'box-shadow:var(--tw-ring)')
    .replace(RING_DEFAULTS, ring);
}

/** A transform utility: the variables it sets, then the template that reads them all. */
const TRANSFORM_UTILITY =
  /((?:--tw-(?:translate-[xy]|rotate|scale-[xy]):[^;}]+;)+)transform:var\(--tw-transform\)/g;

/** The direct declaration of one utility's variables (`--tw-rotate:90deg` → `transform:rotate(90deg)`). */
function directTransform(settings: string): string | undefined {
  const value = (name: string) => settings.match(new RegExp(`--tw-${name}:([^;]+);`))?.[1];
  const [x, y, rotate, scaleX, scaleY] = ['translate-x', 'translate-y', 'rotate', 'scale-x', 'scale-y'].map(
    value,
  );
  const kinds = [x ?? y, rotate, scaleX ?? scaleY].filter((kind) => kind !== undefined).length;
  if (kinds !== 1) return undefined;
  if (x !== undefined || y !== undefined) return `translate:${x ?? 0}${y === undefined ? '' : ` ${y}`}`;
  if (rotate !== undefined) return `transform:rotate(${rotate})`;
  return `transform:scale(${scaleX ?? 1}${scaleX === scaleY ? '' : `,${scaleY ?? 1}`})`;
}

/**
 * Each transform utility written as its own function: translations as the `translate` property (which
 * applies before `transform`, as the template's first steps did), a rotation or a scale as `transform`.
 * So `-translate-y-1/2 rotate-90` still combine. Two utilities that would both write `transform` (a
 * rotation and a scale, or two translations on different axes) must not meet on one element:
 * tests/build/direct-compositions.test.ts pins that for the sources. The template and its defaults
 * are then read by nothing and dropped with the other unread variables.
 */
export function withDirectTransforms(css: string): string {
  return css.replace(TRANSFORM_UTILITY, (utility, settings: string) => directTransform(settings) ?? utility);
}
