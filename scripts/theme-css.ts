/**
 * Theming and direction of the generated stylesheet (decision 036), as build-time rewrites:
 * - every palette colour of a utility becomes `var(--ac-{kind}-{shade},{light value})`: the light
 *   value stays the fallback, so the default light theme is the colour it always was, and only
 *   the dark theme (or a host page's custom property) defines the variable;
 * - physical left/right declarations become logical ones, so `dir="rtl"` mirrors the layout.
 */

/** Which palette a declaration's colour belongs to: text, fills, or edges (borders, rings, outlines). */
type Kind = 'text' | 'bg' | 'line';

const KIND_OF_PROPERTY: Record<string, Kind> = {
  color: 'text',
  'background-color': 'bg',
  'border-color': 'line',
  '--tw-ring-color': 'line',
  outline: 'line',
  'accent-color': 'line',
};

/** The site's brand colour; every brand shade is mixed from it (light, dark) when it is set. */
const PRIMARY = 'var(--agent-chat-primary)';
const PRIMARY_OR_DEFAULT = 'var(--agent-chat-primary,#4f46e5)';
const DARK_SURFACE = '#111827';
/** Brand text and edges on the dark surfaces: the brand colour halfway to white. */
const BRAND_TEXT = `color-mix(in srgb,${PRIMARY_OR_DEFAULT} 50%,#fff)`;
/** gray-400 and gray-500 text in the dark theme: 4.5:1 on the dark gray-100 fill (#374151). */
const SECONDARY_TEXT = '#b4bac4';
const mix = (colour: string, percent: number, other: string) =>
  `color-mix(in srgb,${colour} ${percent}%,${other})`;

interface Token {
  /** The variable's name: `--ac-{kind}-{shade}`. */
  shade: string;
  /** In the light theme: a value that follows a custom property (unset: the fallback applies). */
  light?: string;
  /** In the dark theme; none: as in the light theme. */
  dark?: string;
}

/**
 * Light value (as twind writes it) → token, per kind. Dark values keep WCAG AA on the dark
 * surfaces they sit on: text 4.5:1 on #111827 and on the gray-50/100 fills (#1f2937, #374151);
 * the field edge (#878d98) already has 3:1 on both, so it is not a token. Colours not listed
 * stay as they are in both themes: white text on brand or status fills, the fills under it,
 * shadows and backdrops (tests/build/theme-css.test.ts lists them). Dark values reuse the
 * palette's hexes where they fit, which gzip stores once.
 */
const TOKENS: Record<Kind, Record<string, Token>> = {
  text: {
    '#111827': { shade: 'gray-900', light: 'var(--agent-chat-text)', dark: 'var(--agent-chat-text,#f3f4f6)' },
    '#1f2937': { shade: 'gray-800', dark: '#e5e7eb' },
    '#374151': { shade: 'gray-700', dark: '#d1d5db' },
    '#4b5563': { shade: 'gray-600', dark: '#d1d5db' },
    '#5a616e': { shade: 'gray-500', dark: SECONDARY_TEXT },
    '#656c79': { shade: 'gray-400', dark: SECONDARY_TEXT },
    '#4f46e5': { shade: 'brand-600', light: PRIMARY, dark: BRAND_TEXT },
    '#5558e8': { shade: 'brand-500', light: mix(PRIMARY, 92, '#fff'), dark: BRAND_TEXT },
    '#4338ca': {
      shade: 'brand-700',
      light: mix(PRIMARY, 82, '#000'),
      dark: mix(PRIMARY_OR_DEFAULT, 35, '#fff'),
    },
    '#d11f1f': { shade: 'red-500', dark: '#f87171' },
    '#b91c1c': { shade: 'red-600', dark: '#fca5a5' },
    '#991b1b': { shade: 'red-700', dark: '#fca5a5' },
    '#7f1d1d': { shade: 'red-800', dark: '#fecaca' },
    '#15803d': { shade: 'green-600', dark: '#4ade80' },
    '#166534': { shade: 'green-700', dark: '#4ade80' },
    '#b45309': { shade: 'amber-700', dark: '#fbbf24' },
    '#be185d': { shade: 'pink-700', dark: '#f9a8d4' },
    '#6d28d9': { shade: 'violet-700', dark: '#ddd6fe' },
  },
  bg: {
    '#ffffff': {
      shade: 'white',
      light: 'var(--agent-chat-surface)',
      dark: `var(--agent-chat-surface,${DARK_SURFACE})`,
    },
    '#f9fafb': { shade: 'gray-50', dark: '#1f2937' },
    '#f3f4f6': { shade: 'gray-100', dark: '#374151' },
    '#e5e7eb': { shade: 'gray-200', dark: '#374151' },
    '#d1d5db': { shade: 'gray-300', dark: '#4b5563' },
    '#656c79': { shade: 'gray-400', dark: SECONDARY_TEXT },
    '#374151': { shade: 'gray-700', dark: '#4b5563' },
    '#1f2937': { shade: 'gray-800', dark: '#4b5563' },
    '#111827': { shade: 'gray-900', dark: '#374151' },
    '#eef2ff': {
      shade: 'brand-50',
      light: mix(PRIMARY, 9, '#fff'),
      dark: mix(PRIMARY_OR_DEFAULT, 24, DARK_SURFACE),
    },
    // Fills under white text are the brand colour in both themes: no dark value.
    '#5558e8': { shade: 'brand-500', light: mix(PRIMARY, 92, '#fff') },
    '#4f46e5': { shade: 'brand-600', light: PRIMARY },
    '#4338ca': { shade: 'brand-700', light: mix(PRIMARY, 82, '#000') },
    '#fef2f2': { shade: 'red-50', dark: '#2c1618' },
    '#fee2e2': { shade: 'red-100', dark: '#451a1d' },
    '#f0fdf4': { shade: 'green-50', dark: '#10261a' },
    '#dcfce7': { shade: 'green-100', dark: '#14402a' },
    '#fffbeb': { shade: 'amber-50', dark: '#2b2212' },
    '#f5f3ff': { shade: 'violet-50', dark: '#221c3d' },
  },
  line: {
    '#f3f4f6': { shade: 'gray-100', dark: '#1f2937' },
    '#e5e7eb': { shade: 'gray-200', dark: '#374151' },
    '#d1d5db': { shade: 'gray-300', dark: '#4b5563' },
    '#e0e7ff': {
      shade: 'brand-100',
      light: mix(PRIMARY, 16, '#fff'),
      dark: mix(PRIMARY_OR_DEFAULT, 40, DARK_SURFACE),
    },
    '#5558e8': { shade: 'brand-500', light: mix(PRIMARY, 92, '#fff'), dark: BRAND_TEXT },
    '#4f46e5': { shade: 'brand-600', light: PRIMARY, dark: BRAND_TEXT },
    '#fee2e2': { shade: 'red-100', dark: '#7f1d1d' },
    '#fecaca': { shade: 'red-200', dark: '#7f1d1d' },
    '#fca5a5': { shade: 'red-300', dark: '#f87171' },
    '#d11f1f': { shade: 'red-500', dark: '#f87171' },
    '#ddd6fe': { shade: 'violet-200', dark: '#6d28d9' },
  },
};

const COLOUR = /#[0-9a-f]{6}\b|rgba\((\d+),(\d+),(\d+),([\d.]+)\)/gi;
/** A declaration: after a rule's `{` or a `;`, up to the next `;` or `}` (a selector after `{` has a `{` first). */
const DECLARATION = /(?<=[{;])([\w-]+):([^;{}]*)(?=[;}])/g;

function hex(...channels: string[]): string {
  return `#${channels.map((channel) => Number(channel).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * One variable per dark value, `--ac0`, `--ac1`, ...: tokens of any kind that turn the same colour
 * in the dark share it, since each use keeps its own light fallback. A token that follows a custom
 * property in the light theme gets its own. Short names, because each is written at every use;
 * the `ac` prefix keeps them apart from a host page's variables, which would otherwise be
 * inherited into the widget.
 */
const VARIABLES = new Map<string, string>();
let count = 0;
for (const [kind, tokens] of Object.entries(TOKENS) as [Kind, Record<string, Token>][]) {
  for (const [light, token] of Object.entries(tokens)) {
    const key = token.light ? `${light}|${token.light}|${token.dark}` : `${token.dark}`;
    if (!VARIABLES.has(key)) VARIABLES.set(key, `--ac${(count++).toString(36)}`);
    VARIABLES.set(`${kind}${light}`, VARIABLES.get(key) as string);
  }
}

function variableName(kind: Kind, light: string): string {
  return VARIABLES.get(`${kind}${light}`) as string;
}

/** `background-color:#f9fafb` → `background-color:var(--ac-bg-gray-50,#f9fafb)`; translucent ones through color-mix. */
export function withThemeVariables(css: string): string {
  return css.replace(DECLARATION, (declaration, property: string, value: string) => {
    const kind = KIND_OF_PROPERTY[property];
    if (!kind) return declaration;
    const themed = value.replace(
      COLOUR,
      (colour, red?: string, green?: string, blue?: string, alpha?: string) => {
        const light = red && green && blue ? hex(red, green, blue) : colour.toLowerCase();
        const token = TOKENS[kind][light];
        if (!token) return colour;
        const variable = `var(${variableName(kind, light)},${light})`;
        return alpha === undefined || alpha === '1'
          ? variable
          : `color-mix(in srgb,${variable} ${Number(alpha) * 100}%,transparent)`;
      },
    );
    return `${property}:${themed}`;
  });
}

function declarations(theme: 'light' | 'dark'): string {
  const written = new Set<string>();
  return (Object.entries(TOKENS) as [Kind, Record<string, Token>][])
    .flatMap(([kind, tokens]) =>
      Object.entries(tokens).flatMap(([light, token]) => {
        const name = variableName(kind, light);
        const value = theme === 'dark' ? token.dark : token.light;
        if (!value || written.has(name)) return [];
        written.add(name);
        return [`${name}:${value}`];
      }),
    )
    .join(';');
}

/**
 * The theme blocks on `:host`. Light: only the values that follow the public custom properties
 * (a mix of an unset `--agent-chat-primary` is invalid, so the variable falls back to the
 * palette's own shade). Dark: `theme="dark"`, or `theme="auto"` when the system prefers dark.
 */
export function themeBlocks(): string {
  const dark = `color-scheme:dark;${declarations('dark')}`;
  return `:host{${declarations('light')}}:host([theme=dark]){${dark}}@media (prefers-color-scheme:dark){:host([theme=auto]){${dark}}}`;
}

const LOGICAL_PROPERTIES: Record<string, string> = {
  left: 'inset-inline-start',
  right: 'inset-inline-end',
  'margin-left': 'margin-inline-start',
  'margin-right': 'margin-inline-end',
  'padding-left': 'padding-inline-start',
  'padding-right': 'padding-inline-end',
  'border-left-width': 'border-inline-start-width',
  'border-right-width': 'border-inline-end-width',
  'border-top-left-radius': 'border-start-start-radius',
  'border-top-right-radius': 'border-start-end-radius',
  'border-bottom-left-radius': 'border-end-start-radius',
  'border-bottom-right-radius': 'border-end-end-radius',
};

/**
 * `margin-left` → `margin-inline-start`, `text-align:left` → `start`, ...: the same layout left to
 * right, mirrored right to left. `left:50%` stays: it centres with `translateX(-50%)`, which no
 * direction flips.
 */
export function withLogicalSides(css: string): string {
  return css.replace(DECLARATION, (declaration, property: string, value: string) => {
    if (property === 'text-align')
      return `text-align:${value.replace(/^left$/, 'start').replace(/^right$/, 'end')}`;
    const logical = LOGICAL_PROPERTIES[property];
    if (!logical || (property === 'left' && value === '50%')) return declaration;
    return `${logical}:${value}`;
  });
}

const RADIUS = 'var(--agent-chat-radius,8px)';

/**
 * Corner radii follow `--agent-chat-radius` (default 8 px, Tailwind's rounded-lg): every radius up
 * to 16 px scales with it (rounded 4 px is half of it, rounded-2xl twice), so 0 squares the whole
 * widget; pills (9999 px) stay round.
 */
export function withRadiusScale(css: string): string {
  return css.replace(DECLARATION, (declaration, property: string, value: string) => {
    const pixels = /^(\d+)px$/.exec(value)?.[1];
    if (!property.endsWith('radius') || !pixels || Number(pixels) > 16 || pixels === '0') return declaration;
    return `${property}:${pixels === '8' ? RADIUS : `calc(${RADIUS}*${Number(pixels) / 8})`}`;
  });
}

const LAUNCHER_SIZE = 'var(--agent-chat-launcher-size,56px)';
const Z_INDEX = 'var(--agent-chat-z-index,2147483646)';

/**
 * The launcher's sizes, after the utilities so they win: the bubble's size, the panel's width and
 * its place 16 px above the bubble on wide screens, and both above the page. Its side and
 * `hide-bubble` are set by the view (LauncherElementView).
 */
export const LAUNCHER_CSS = `[part~="launcher-button"]{width:${LAUNCHER_SIZE};height:${LAUNCHER_SIZE};z-index:calc(${Z_INDEX} + 1)}[part~="launcher-panel"]{z-index:${Z_INDEX}}@media (min-width:640px){[part~="launcher-panel"]{width:var(--agent-chat-panel-width,400px);bottom:calc(${LAUNCHER_SIZE} + 36px)}}`;

/** Everything this file does to the generated stylesheet, and the blocks it adds. */
export function themedWidgetCss(css: string): string {
  return withRadiusScale(withLogicalSides(withThemeVariables(css))) + themeBlocks() + LAUNCHER_CSS;
}
