/**
 * The widget's stylesheet, generated at build time (decision 003): every string literal in src/
 * is split into candidate class names, twind turns the ones it knows into CSS, and the bundle
 * ships only that CSS. No style engine runs in the visitor's browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, stringify, twind, virtual } from '@twind/core';
import presetAutoprefix from '@twind/preset-autoprefix';
import presetTailwind from '@twind/preset-tailwind';
import type { Plugin } from 'vite';
import {
  classesInCss,
  planShortNames,
  renamableClasses,
  renameInCss,
  renameInSource,
} from './short-class-names';

const REM_IN_PX = 16;
const FONT_STACK =
  'system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",sans-serif';

const config = defineConfig({
  presets: [presetAutoprefix(), presetTailwind()],
  hash: false,
  preflight: {
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
      fontFamily: FONT_STACK,
      fontSize: '14px',
      lineHeight: '1.5',
      color: '#111827',
      textAlign: 'left',
      letterSpacing: 'normal',
      WebkitFontSmoothing: 'antialiased',
    },
    // Every control shows where keyboard focus is (decision 029): brand-600, 6.3:1 on white.
    // Controls that draw their own ring say `focus:outline-none` (a utility, so it wins).
    ':focus-visible': { outline: '2px solid #4f46e5', outlineOffset: '2px' },
  },
  // Touch screens (WCAG 2.2 target size; iOS zooms into inputs under 16 px): `touch:min-h-[44px]`.
  variants: [['touch', '@media (pointer: coarse)']],
  rules: [
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
        brand: { 50: '#eef2ff', 100: '#e0e7ff', 500: '#6366f1', 600: '#4f46e5', 700: '#4338ca' },
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
    const d = rule.d.replace(/(-?\d*\.?\d+)rem\b/g, (_, value: string) => `${Number(value) * REM_IN_PX}px`);
    return d === rule.d ? rule : { ...rule, d };
  },
});

/** String literals, template literals included (their `${…}` parts hold literals of their own). */
const STRING_LITERAL = /'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g;

/** Every whitespace-separated word inside a string literal of the given sources. */
export function collectClassCandidates(sources: readonly string[]): Set<string> {
  const candidates = new Set<string>();
  for (const source of sources) {
    for (const literal of source.match(STRING_LITERAL) ?? []) {
      const body = literal.slice(1, -1).replace(/\$\{|\}/g, ' ');
      for (const word of body.split(/\s+/)) {
        const token = word.replace(/^['"`(]+|['"`),;]+$/g, '');
        if (token && /^[-!\w[&@.:/]/.test(token)) candidates.add(token);
      }
    }
  }
  return candidates;
}

/** The CSS of the preflight and of every candidate twind recognises; the rest is skipped. */
export function generateWidgetCss(candidates: Iterable<string>): string {
  const sheet = virtual();
  const tw = twind(config, sheet);
  const warn = console.warn;
  // Most candidates are ordinary words; twind's "unknown class" warnings about them are noise.
  console.warn = () => undefined;
  try {
    for (const candidate of candidates) tw(candidate);
  } finally {
    console.warn = warn;
  }
  return withoutUnusedPreflight(stringify(sheet.target));
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

export function withoutUnusedPreflight(css: string): string {
  return UNUSED_PREFLIGHT_RULES.reduce((result, rule) => result.replace(rule, ''), css);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const MODULE_ID = 'virtual:widget-css';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves `virtual:widget-css`: the stylesheet text for the classes used under `sourceDirectory`.
 * In a production build the classes also get short names in the CSS and in the sources
 * (short-class-names.ts); the dev server and the unit tests see the classes as written.
 */
export function widgetCssPlugin(sourceDirectory: string): Plugin {
  let building = false;
  let prepared: { css: string; plan: Map<string, string> } | undefined;
  const prepare = () => {
    if (prepared) return prepared;
    const files = sourceFiles(sourceDirectory).map((fileName) => ({
      fileName,
      source: readFileSync(fileName, 'utf8'),
    }));
    const css = generateWidgetCss(collectClassCandidates(files.map((file) => file.source)));
    const known = classesInCss(css);
    const plan = building ? planShortNames(renamableClasses(files, known), known) : new Map<string, string>();
    prepared = { css: renameInCss(css, plan), plan };
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
      return `export default ${JSON.stringify(prepare().css)};`;
    },
    transform(code, id) {
      if (!building || !id.startsWith(sourceDirectory) || !/\.tsx?$/.test(id)) return undefined;
      const { plan } = prepare();
      return plan.size === 0 ? undefined : { code: renameInSource(id, code, plan), map: null };
    },
  };
}
