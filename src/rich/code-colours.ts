/**
 * Colours of highlighted code (decision 069), on the code block's fill: gray-900 `#111827` in the
 * light theme and gray-700 `#374151` in the dark one (scripts/theme-tokens.ts). Every colour keeps
 * WCAG AA (4.5:1) on its theme's fill (tests/rich/code-colours.test.ts). A site overrides one in
 * both themes with the custom property `--agent-chat-code-<name>`.
 */
export interface CodeColour {
  light: string;
  dark: string;
  /** highlight.js scopes drawn in it. */
  scopes: string[];
}

export const CODE_FILL = { light: '#111827', dark: '#374151' };

export const CODE_COLOURS: Record<string, CodeColour> = {
  keyword: { light: '#ff7b72', dark: '#ffa198', scopes: ['keyword', 'selector-tag', 'name', 'doctag'] },
  string: {
    light: '#a5d6ff',
    dark: '#a5d6ff',
    scopes: ['string', 'regexp', 'symbol', 'char', 'code', 'link', 'template-tag'],
  },
  number: { light: '#79c0ff', dark: '#93c5fd', scopes: ['number', 'literal'] },
  comment: { light: '#9ca3af', dark: '#b4bac4', scopes: ['comment', 'quote'] },
  function: { light: '#d2a8ff', dark: '#d2a8ff', scopes: ['title', 'section'] },
  type: { light: '#ffa657', dark: '#ffa657', scopes: ['type', 'built_in'] },
  property: {
    light: '#7dd3fc',
    dark: '#7dd3fc',
    scopes: [
      'attr',
      'attribute',
      'property',
      'selector-attr',
      'selector-class',
      'selector-id',
      'selector-pseudo',
    ],
  },
  meta: { light: '#a5b4fc', dark: '#a5b4fc', scopes: ['meta', 'bullet'] },
  deletion: { light: '#ffa198', dark: '#ffa198', scopes: ['deletion'] },
  addition: { light: '#7ee787', dark: '#7ee787', scopes: ['addition'] },
  variable: { light: '#fdba74', dark: '#fdba74', scopes: ['variable', 'template-variable'] },
};
