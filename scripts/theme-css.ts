/**
 * Theming and direction of the generated stylesheet (decision 036), as build-time rewrites:
 * - every palette colour of a utility becomes `var(--acN,{light value})` (tokens: theme-tokens.ts): the light
 *   value stays the fallback, so the default light theme is the colour it always was, and only
 *   the dark theme (or a host page's custom property) defines the variable;
 * - physical left/right declarations become logical ones, so `dir="rtl"` mirrors the layout.
 */

import { KIND_OF_PROPERTY, type Kind, SECONDARY_TEXT, TOKENS, type Token } from './theme-tokens';

/** A palette colour as the stylesheet writes it: `#rrggbb`, `#rgb` (decision 038 shortens) or `rgba()`. */
const COLOUR = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|rgba\((\d+),(\d+),(\d+),([\d.]+)\)/gi;

/** `#fff` → `#ffffff`: tokens are keyed by the palette's six-digit form. */
function sixDigits(colour: string): string {
  const lower = colour.toLowerCase();
  return lower.length === 4 ? `#${[...lower.slice(1)].map((digit) => digit + digit).join('')}` : lower;
}
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
        const light = red && green && blue ? hex(red, green, blue) : sixDigits(colour);
        const token = TOKENS[kind][light];
        if (!token) return colour;
        // The fallback as written (`#fff` stays short); rgba() colours fall back to their hex.
        const variable = `var(${variableName(kind, light)},${red ? light : colour})`;
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
  // Scrollbars inherit `scrollbar-color`: Firefox draws its classic ones light whatever the
  // `color-scheme`, a white band down the dark list. The thumb is the secondary text colour (3:1 or
  // more on every dark fill); the track shows the scroller's own fill.
  const dark = `color-scheme:dark;scrollbar-color:${SECONDARY_TEXT} transparent;${declarations('dark')}`;
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

/** Where the launcher's panel floats above its bubble; outside it, the panel covers the screen. */
export const FLOATING_PANEL_MEDIA = '@media (min-width:640px) and (min-height:500px)';

const LAUNCHER_SIZE = 'var(--agent-chat-launcher-size,56px)';
const Z_INDEX = 'var(--agent-chat-z-index,2147483646)';

/**
 * The launcher's sizes, after the utilities so they win: the bubble's size, the panel's width and
 * its place 16 px above the bubble on wide screens, and both above the page. Its side and
 * `hide-bubble` are set by the view (LauncherElementView).
 */
export const LAUNCHER_CSS = `[part~="launcher-button"]{width:${LAUNCHER_SIZE};height:${LAUNCHER_SIZE};z-index:calc(${Z_INDEX} + 1)}[part~="launcher-panel"]{z-index:${Z_INDEX}}${FLOATING_PANEL_MEDIA}{[part~="launcher-panel"]{width:var(--agent-chat-panel-width,400px);bottom:calc(${LAUNCHER_SIZE} + 36px)}}`;

/** Everything this file does to the generated stylesheet, and the blocks it adds. */
export function themedWidgetCss(css: string): string {
  return withRadiusScale(withLogicalSides(withThemeVariables(css))) + themeBlocks() + LAUNCHER_CSS;
}
