/**
 * Twind composes some properties from variables so that separate utilities can combine on one
 * element (`-translate-y-1/2 rotate-90` → one `transform`). Where the stylesheet proves a variable
 * can only ever hold one value, it is written as that value (decision 038). The proof is in the CSS
 * itself, never a guess about the sources: the variable is set by no rule but the one that defines
 * it, so every element reads the same value. Then `withoutUnreadVariables` drops the defaults
 * nothing reads any more.
 */

/** How many declarations in the stylesheet set `--tw-<name>`. */
function setters(css: string, name: string): number {
  return css.split(`--tw-${name}:`).length - 1;
}

/** Each numeric utility sets one of these and reads all five (`tabular-nums`, `ordinal`, …). */
const NUMERIC_UTILITY =
  /--tw-(?:ordinal|slashed-zero|numeric-figure|numeric-spacing|numeric-fraction):([\w-]+);font-variant-numeric:var\(--tw-ordinal\) var\(--tw-slashed-zero\) var\(--tw-numeric-figure\) var\(--tw-numeric-spacing\) var\(--tw-numeric-fraction\)/g;

/**
 * With a single numeric utility in the sheet no element combines two, and the other four variables
 * are empty everywhere: `font-variant-numeric:var(…) … var(…)` is that utility's one keyword.
 */
function withDirectNumericVariant(css: string): string {
  if ((css.match(NUMERIC_UTILITY) ?? []).length !== 1) return css;
  return css.replace(NUMERIC_UTILITY, 'font-variant-numeric:$1');
}

/** A step of twind's `--tw-transform` template and the variable it reads. */
const TRANSFORM_STEP = / ?(?:translate|rotate|skew|scale)[XY]?\(var\(--tw-([\w-]+)\)\)/g;
/** The identity value of each kind of step: translating or skewing by 0, scaling by 1. */
const IDENTITY = /^(?:(?:translate-[xy]|rotate|skew-[xy]):0|scale-[xy]:1)$/;

/**
 * Steps of the transform template whose variable no utility sets (twind's skew, when no `skew-*`
 * class is used) hold their identity value on every element and change no transform.
 */
function withoutIdentityTransformSteps(css: string): string {
  return css.replace(/--tw-transform:([^;}]+)/, (template, steps: string) => {
    const kept = steps.replace(TRANSFORM_STEP, (step, name: string) => {
      const initial = css.match(new RegExp(`--tw-${name}:([^;}]+)`))?.[1];
      return setters(css, name) === 1 && IDENTITY.test(`${name}:${initial}`) ? '' : step;
    });
    // A template with no step left would be invalid; twind never writes one without a used step.
    return kept.trim() === '' ? template : `--tw-transform:${kept.trim()}`;
  });
}

/**
 * `divide-y` sets `--tw-divide-y-reverse:0` and multiplies its widths by it, for a
 * `divide-y-reverse` class that would set 1. Without that class the widths are plain.
 */
const DIVIDE_UTILITY =
  /--tw-divide-([xy])-reverse:0;border-(\w+)-width:calc\(([\d.]+px) \* calc\(1 - var\(--tw-divide-\1-reverse\)\)\);border-(\w+)-width:calc\(\3 \* var\(--tw-divide-\1-reverse\)\)/g;

function withPlainDivideWidths(css: string): string {
  return css.replace(DIVIDE_UTILITY, (utility, axis: string, first: string, width: string, second: string) =>
    css.includes(`--tw-divide-${axis}-reverse:1`)
      ? utility
      : `border-${first}-width:${width};border-${second}-width:0`,
  );
}

/**
 * The preflight's default ring colour reads `--tw-ring-opacity`, which it sets itself a step later;
 * no utility sets it (the widget uses no opacity classes: tests/build/widget-css.test.ts).
 */
const DEFAULT_RING_COLOUR =
  /--tw-ring-color:rgba\((\d+,\d+,\d+),var\(--tw-ring-opacity\)\);--tw-ring-opacity:([\d.]+)/;

function withDirectDefaultRingColour(css: string): string {
  return setters(css, 'ring-opacity') === 1
    ? css.replace(DEFAULT_RING_COLOUR, '--tw-ring-color:rgba($1,$2)')
    : css;
}

/** The preflight's universal rules (twind writes more than one), which give every element its defaults. */
const UNIVERSAL_RULE = /(?<=^|\})\*,::before,::after\{([^}]*)\}/g;

/**
 * A variable that only the universal rule sets (twind's `--tw-ring-offset-color:#fff`, with no
 * `ring-offset-*` colour class) holds that value on every element, so each `var()` of it is the
 * value itself. Only plain values are folded: one holding a `var()` still depends on the element.
 */
function withDirectUniversalDefaults(css: string): string {
  const defaults = Array.from(css.matchAll(UNIVERSAL_RULE), (rule) => rule[1]).join(';');
  let result = css;
  for (const [, name, value] of defaults.matchAll(/(?<=^|;)--tw-([\w-]+):([^;]+)/g)) {
    if (!name || !value || value.includes('var(') || setters(css, name) !== 1) continue;
    result = result.replaceAll(`var(--tw-${name})`, value);
  }
  return result;
}

export function withFoldedVariables(css: string): string {
  return [
    withDirectNumericVariant,
    withoutIdentityTransformSteps,
    withPlainDivideWidths,
    withDirectDefaultRingColour,
    withDirectUniversalDefaults,
  ].reduce((result, fold) => fold(result), css);
}
