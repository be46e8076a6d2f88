/**
 * The widget's colour tokens (decision 036): for each kind of colour and each light value of the
 * palette (as twind writes it), the value in the dark theme and, for the few that follow a public
 * custom property, the value in the light theme.
 */

/** Which palette a declaration's colour belongs to: text, fills, or edges (borders, rings, outlines). */
export type Kind = 'text' | 'bg' | 'line';

export const KIND_OF_PROPERTY: Record<string, Kind> = {
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
export const SECONDARY_TEXT = '#b4bac4';
const mix = (colour: string, percent: number, other: string) =>
  `color-mix(in srgb,${colour} ${percent}%,${other})`;

export interface Token {
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
export const TOKENS: Record<Kind, Record<string, Token>> = {
  text: {
    '#111827': { shade: 'gray-900', light: 'var(--agent-chat-text)', dark: 'var(--agent-chat-text,#f3f4f6)' },
    '#1f2937': { shade: 'gray-800', dark: '#e5e7eb' },
    '#374151': { shade: 'gray-700', dark: '#d1d5db' },
    '#4b5563': { shade: 'gray-600', dark: '#d1d5db' },
    '#5a616e': { shade: 'gray-500', dark: SECONDARY_TEXT },
    '#656c79': { shade: 'gray-400', dark: SECONDARY_TEXT },
    '#4f46e5': { shade: 'brand-600', light: PRIMARY, dark: BRAND_TEXT },
    '#5558e8': { shade: 'brand-500', light: PRIMARY, dark: BRAND_TEXT },
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
    '#5558e8': { shade: 'brand-500', light: PRIMARY },
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
    '#5558e8': { shade: 'brand-500', light: PRIMARY, dark: BRAND_TEXT },
    '#4f46e5': { shade: 'brand-600', light: PRIMARY, dark: BRAND_TEXT },
    '#fee2e2': { shade: 'red-100', dark: '#7f1d1d' },
    '#fecaca': { shade: 'red-200', dark: '#7f1d1d' },
    '#fca5a5': { shade: 'red-300', dark: '#f87171' },
    '#d11f1f': { shade: 'red-500', dark: '#f87171' },
    '#ddd6fe': { shade: 'violet-200', dark: '#6d28d9' },
  },
};
