/**
 * The widget's stylesheet, generated at build time (decision 003): every string literal in src/
 * is split into candidate class names, twind turns the ones it knows into CSS, and the bundle
 * ships only that CSS. No style engine runs in the visitor's browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Preflight, stringify, twind, virtual } from '@twind/core';
import presetAutoprefix from '@twind/preset-autoprefix';
import presetTailwind from '@twind/preset-tailwind';
import type { Plugin } from 'vite';
import { bubbleCss } from './bubble-css';
import {
  hexColour,
  withMergedNeighbours,
  withoutLegacyDeclarations,
  withPlainEmptyValues,
  withShorterSelectors,
  withShorterValues,
  withShorthandPairs,
} from './compact-css';
import { withDirectTransforms, withSharedRing } from './direct-compositions';
import { withFoldedVariables } from './folded-variables';
import {
  classesInCss,
  fragmentsOf,
  planShortNames,
  renamableClasses,
  renameInCss,
  renameInSource,
} from './short-class-names';
import { FLOATING_PANEL_MEDIA, themedWidgetCss } from './theme-css';

const REM_IN_PX = 16;
const FONT_STACK =
  'system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",sans-serif';

/**
 * Decision 030: reduced motion stops every animation and transition (typing dots, spinners, sheets,
 * the ticker) whatever utility started it; forced colours drop backgrounds and box-shadow rings,
 * so filled buttons keep a border and focus keeps an outline in the system's colours. Typed as
 * twind's preflight so the nested at-rules pass its CSS types.
 */
const ACCESSIBILITY_PREFLIGHT: Preflight = {
  '@media (prefers-reduced-motion: reduce)': {
    '*,::before,::after': {
      animation: 'none !important',
      transition: 'none !important',
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
  '@media (forced-colors: active)': {
    'button,[role="switch"],[role="menuitem"]': { border: '1px solid ButtonText' },
    // What shows a choice by its fill (the open conversation, a schedule chip) shows it in the
    // system's selection colour; a Highlight fill would sit under the text's Canvas backplate
    // (decision 098).
    // The current bot's row marks its `<li>`: its buttons take the colour too (a button's own colour is forced).
    '[aria-current="true"],[aria-current="true"] *,label:has(:checked)': {
      color: 'Highlight',
      borderColor: 'Highlight',
    },
    // A schedule chip's input is hidden: the chip around it shows the focus.
    ':focus-visible,label:has(:focus-visible)': {
      outline: '2px solid Highlight !important',
      outlineOffset: '2px',
    },
  },
};

const config = defineConfig({
  presets: [presetAutoprefix(), presetTailwind()],
  hash: false,
  preflight: [
    {
      // Host page rules that target the element win over :host, and inherited properties cross
      // into the shadow root: reset everything on the host and set the font on our own wrapper.
      ':host': { all: 'initial', display: 'block !important' },
      ':host([hidden])': { display: 'none !important' },
      // A default size for the inline chat; any size the host page gives the element wins.
      ':host(agent-chat)': { height: '600px', position: 'relative' },
      // `all: initial` cuts every inherited property the page set on the host (text-transform,
      // letter-spacing, visibility, ...); utilities on the same element still apply after it.
      '[part~="root"]': {
        all: 'initial',
        fontFamily: `var(--agent-chat-font,${FONT_STACK})`,
        fontSize: '14px',
        lineHeight: '1.5',
        color: '#111827',
        textAlign: 'left',
        letterSpacing: 'normal',
        WebkitFontSmoothing: 'antialiased',
        // Agents send words no chat is wide enough for (hashes, keys, URLs): a word breaks where it
        // would overflow, in flex items and fitted boxes too, whose narrowest width `break-word`
        // leaves at the whole word. So the `break-words` utility is not used.
        overflowWrap: 'anywhere',
        // The host's own values only (its `all: initial` cut the page's): the dark theme's colour
        // scheme and scrollbar colours, for native scrollbars and controls inside.
        colorScheme: 'inherit',
        scrollbarColor: 'inherit',
      },
      // The launcher's closed panel is laid out ahead, invisible (issue 13); the reset above
      // would make the chat inside it visible again, and so seen, clickable and focusable.
      '[part~="launcher-panel"]:not([open]) [part~="root"]': { visibility: 'hidden' },
      // Code reads left to right in a right-to-left chat too (decision 036).
      pre: { direction: 'ltr' },
      // What a visitor types reads in its own direction, line by line (decision 100).
      'input,textarea': { unicodeBidi: 'plaintext' },
      // A table scrolls sideways in its wrapper rather than split its words to fit.
      table: { overflowWrap: 'normal' },
      // Every control shows where keyboard focus is (decision 029): brand-600, 6.3:1 on white.
      // Controls that draw their own ring say `focus:outline-none` (a utility, so it wins).
      ':focus-visible': { outline: '2px solid #4f46e5', outlineOffset: '2px' },
    },
    ACCESSIBILITY_PREFLIGHT,
  ],
  // Touch screens (WCAG 2.2 target size; iOS zooms into inputs under 16 px): `touch:min-h-[44px]`.
  // The launcher's floating panel (`float:`); below either size it covers the screen (decision 096).
  variants: [
    ['touch', '@media (pointer: coarse)'],
    ['float', FLOATING_PANEL_MEDIA],
  ],
  rules: [
    // Directional icons (send, back, chevrons) point the other way right to left. `scale` applies
    // after `transform`, so a rotated chevron is mirrored as a whole (decision 036).
    ['rtl-mirror', { '&:dir(rtl)': { scale: '-1 1' } }],
    // Tailwind 3.3's line-clamp, which the twind preset predates.
    [
      'line-clamp-(\\d+)',
      ({ 1: lines }) => ({
        overflow: 'hidden',
        display: '-webkit-box',
        '-webkit-box-orient': 'vertical',
        '-webkit-line-clamp': lines,
      }),
    ],
  ],
  theme: {
    extend: {
      colors: {
        // Decision 030: text shades reach 4.5:1 on white and on the gray-50/100 and brand-50 fills
        // they sit on (Tailwind's gray-400 was 2.5:1, red-500 3.8:1, green-600 3.3:1), and the
        // badge fills under white text reach 4.5:1 too. Each shade keeps its place in the ramp.
        brand: { 50: '#eef2ff', 100: '#e0e7ff', 500: '#5558e8', 600: '#4f46e5', 700: '#4338ca' },
        gray: { 400: '#656c79', 500: '#5a616e' },
        red: { 500: '#d11f1f', 600: '#b91c1c', 700: '#991b1b', 800: '#7f1d1d' },
        green: { 600: '#15803d', 700: '#166534' },
        orange: { 500: '#c2410c' },
        amber: { 600: '#b45309' },
        // The edge of a field (input, select, the composer's box) and of a switch that is off:
        // 3.3:1 on white and 3.2:1 on gray-50, WCAG 1.4.11's 3:1 for what identifies a control.
        field: '#878d98',
      },
      // The flow ticker: each new latest message slides up into its one line.
      keyframes: {
        'ticker-in': {
          from: { opacity: '0', transform: 'translateY(6px)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
      },
      animation: { 'ticker-in': 'ticker-in 250ms ease-out' },
    },
  },
  // Tailwind sizes are rem-based and would follow the host page's root font size.
  finalize(rule) {
    if (!rule.d) return rule;
    const inPixels = withoutLegacyDeclarations(withInlineOpacity(rule.d)).replace(
      /(-?\d*\.?\d+)rem\b/g,
      (_, value: string) => `${Number(value) * REM_IN_PX}px`,
    );
    const d = withShorthandPairs(withShorterValues(inPixels));
    return d === rule.d ? rule : { ...rule, d };
  },
});

/** `--tw-bg-opacity:1;background-color:rgba(255,255,255,var(--tw-bg-opacity))` in twind's output. */
const OPACITY_VARIABLE_PAIR =
  /--tw-([a-z-]+)-opacity:([\d.]+);([a-z-]+):rgba\((\d+),(\d+),(\d+),var\(--tw-\1-opacity\)\)/g;

/**
 * Twind writes every colour through an opacity variable so that a separate `bg-opacity-50` class
 * could change it; the widget never uses those classes (tests/build/widget-css.test.ts pins it), so
 * the colour is written directly: about 5 kB less CSS, 0.3 kB gzip (decision 032).
 */
export function withInlineOpacity(declarations: string): string {
  return declarations.replace(
    OPACITY_VARIABLE_PAIR,
    (_, _kind, alpha: string, property: string, red: string, green: string, blue: string) =>
      `${property}:${alpha === '1' ? hexColour(red, green, blue) : `rgba(${red},${green},${blue},${alpha})`}`,
  );
}

/**
 * Every whitespace-separated word inside a string literal of the given sources. The TypeScript
 * parser finds the literals, so words of comments (`container`, `visible`) never become classes.
 */
export function collectClassCandidates(
  sources: readonly { fileName: string; source: string }[],
): Set<string> {
  const candidates = new Set<string>();
  for (const { fileName, source } of sources) {
    for (const fragment of fragmentsOf(fileName, source)) {
      for (const word of fragment.text.split(/\s+/)) {
        const token = word.replace(/^['"`(]+|['"`),;]+$/g, '');
        if (token && /^[-!\w[&@.:/]/.test(token)) candidates.add(token);
      }
    }
  }
  return candidates;
}

/**
 * Words twind would style (`.resize{resize:both}`) that the sources only use as other strings: an
 * event name (`'resize'`), a markdown block kind (`'table'`), a voice surface and a layout value
 * (`'inline'`), a page's visibility state (`'visible'`). No element gets them as a class, so their
 * rules would match nothing. tests/build/widget-css.test.ts fails when one of them appears in a
 * class list or a className.
 */
export const NOT_CLASSES: ReadonlySet<string> = new Set(['resize', 'table', 'inline', 'visible']);

/** The CSS of the preflight and of every candidate twind recognises; the rest is skipped. */
export function generateWidgetCss(candidates: Iterable<string>): string {
  const sheet = virtual();
  const tw = twind(config, sheet);
  const warn = console.warn;
  // Most candidates are ordinary words; twind's "unknown class" warnings about them are noise.
  console.warn = () => undefined;
  try {
    for (const candidate of candidates) if (!NOT_CLASSES.has(candidate)) tw(candidate);
  } finally {
    console.warn = warn;
  }
  const composed = withDirectTransforms(withSharedRing(withPlainEmptyValues(stringify(sheet.target))));
  return withShorterSelectors(themedWidgetCss(withMergedNeighbours(withoutUnusedPreflight(composed))));
}

/**
 * Tailwind's preflight normalises elements a page may have; a shadow root holds only ours. Rules
 * for elements the widget never renders (html and body are outside any shadow root) are dropped
 * to save bundle size (decision 027). Anything rendered later brings its own rule back by
 * leaving this list.
 */
const UNUSED_PREFLIGHT_RULES = [
  /(?<=^|})html\{[^}]*\}/,
  /(?<=^|})body\{[^}]*\}/,
  /(?<=^|})abbr:where\(\[title\]\)\{[^}]*\}/,
  /(?<=^|})small\{[^}]*\}/,
  /(?<=^|})sub,sup\{[^}]*\}/,
  /(?<=^|})sub\{[^}]*\}/,
  /(?<=^|})sup\{[^}]*\}/,
  /(?<=^|})progress\{[^}]*\}/,
  // Defaults of twind's variables for ::backdrop, which only matter to backdrop utilities that
  // transform, ring or shadow (ours only colour the backdrop).
  /(?<=^|})::backdrop\{--tw-[^}]*\}/g,
];

/**
 * Elements the widget never renders, taken out of the preflight's selector lists
 * (`code,kbd,samp,pre{…}` → `code,pre{…}`); one that starts being rendered leaves this list.
 * `[type='reset']` and `[type='submit']` stand for inputs of those types, which the widget never
 * renders (its submit controls are buttons, which the list's `button` selects with the same
 * declarations; utilities, later and at least as specific, still win over it).
 */
const UNRENDERED_ELEMENTS = new Set([
  "[type='reset']",
  "[type='submit']",
  'b',
  'kbd',
  'samp',
  'optgroup',
  'menu',
  'figure',
  'video',
  'canvas',
  'audio',
  'embed',
  'object',
]);
/** A rule's selector list: after the start, a rule's end or an at-rule's opening brace. */
const SELECTOR_LIST = /(?<=^|[{}])([^{}@]+)\{/g;

export function withoutUnusedPreflight(css: string): string {
  const withoutRules = withFoldedVariables(
    UNUSED_PREFLIGHT_RULES.reduce((result, rule) => result.replace(rule, ''), css),
  );
  return withoutUnreadVariables(
    withoutRules.replace(SELECTOR_LIST, (whole, selectors: string) => {
      const kept = selectors.split(',').filter((selector) => !UNRENDERED_ELEMENTS.has(selector));
      return kept.length > 0 ? `${kept.join(',')}{` : whole;
    }),
  );
}

const VARIABLE_DECLARATION = /--tw-([\w-]+):[^;}]*(?:;|(?=\}))/g;

/**
 * Twind's preflight gives every element defaults for variables of utilities the widget may not
 * use (`--tw-shadow-colored`, `--tw-content`); a default nothing reads is dropped, and a rule
 * left empty with it.
 */
function withoutUnreadVariables(css: string): string {
  const read = new Set(Array.from(css.matchAll(/var\(--tw-([\w-]+)/g), (match) => match[1]));
  const result = css
    .replace(VARIABLE_DECLARATION, (declaration, name: string) => (read.has(name) ? declaration : ''))
    .replace(/;\}/g, '}')
    .replace(/(?<=^|\})[^{}@]+\{\}/g, '');
  // A dropped default may have been the last reader of others (the transform template of its steps).
  return result === css ? result : withoutUnreadVariables(result);
}

/** The optional rich file's sources (decision 069): a bundle of their own, with their own sheet. */
export const RICH_SOURCES = 'rich';

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === RICH_SOURCES ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const MODULE_ID = 'virtual:widget-css';
/** The static bubble's source, whose classes make the launcher's first stylesheet. */
const BUBBLE_FILE = join('ui', 'launcher', 'static-bubble.ts');
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves `virtual:widget-css`: the stylesheet text for the classes used under `sourceDirectory`.
 * In a production build the classes also get short names in the CSS and in the sources
 * (short-class-names.ts); the dev server and the unit tests see the classes as written.
 */
export function widgetCssPlugin(sourceDirectory: string): Plugin {
  let building = false;
  let prepared: { css: string; bubble: string; plan: Map<string, string> } | undefined;
  const prepare = () => {
    if (prepared) return prepared;
    const files = sourceFiles(sourceDirectory).map((fileName) => ({
      fileName,
      source: readFileSync(fileName, 'utf8'),
    }));
    const css = generateWidgetCss(collectClassCandidates(files));
    const known = classesInCss(css);
    const plan = building ? planShortNames(renamableClasses(files, known), known) : new Map<string, string>();
    const renamed = renameInCss(css, plan);
    // The launcher's static bubble names its classes in one file (decision 048).
    const bubbleClasses = collectClassCandidates(
      files.filter(({ fileName }) => fileName.endsWith(BUBBLE_FILE)),
    );
    const bubble = bubbleCss(renamed, new Set(Array.from(bubbleClasses, (name) => plan.get(name) ?? name)));
    prepared = { css: renamed, bubble, plan };
    return prepared;
  };
  return {
    name: 'agent-chat-widget-css',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build' && config.mode !== 'test' && !process.env.VITEST;
    },
    buildStart() {
      prepared = undefined;
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      for (const file of sourceFiles(sourceDirectory)) this.addWatchFile(file);
      const { css, bubble } = prepare();
      // One module, so the bubble's rules sit right after the same rules in the bundle, where gzip
      // finds them again.
      return `export default ${JSON.stringify(css)};export const bubbleCss = ${JSON.stringify(bubble)};`;
    },
    transform(code, id) {
      if (!building || !id.startsWith(sourceDirectory) || !/\.tsx?$/.test(id)) return undefined;
      const { plan } = prepare();
      return plan.size === 0 ? undefined : { code: renameInSource(id, code, plan), map: null };
    },
  };
}
