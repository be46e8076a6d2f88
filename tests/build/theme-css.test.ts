// @vitest-environment node

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { themeBlocks, withLogicalSides, withRadiusScale, withThemeVariables } from '../../scripts/theme-css';
import { collectClassCandidates, generateWidgetCss } from '../../scripts/widget-css';

const variable = (css: string) => /var\((--ac\w+),/.exec(css)?.[1] ?? '';

describe('withThemeVariables', () => {
  it('turns a palette colour into a variable whose fallback is the colour itself', () => {
    const css = withThemeVariables('.a{background-color:#f9fafb}.b{color:#111827}');
    expect(css).toMatch(
      /^\.a\{background-color:var\(--ac\w+,#f9fafb\)\}\.b\{color:var\(--ac\w+,#111827\)\}$/,
    );
  });

  it('keeps white text and the fills under it as they are in both themes', () => {
    const css = '.a{color:#ffffff}.b{background-color:#d11f1f}.c{box-shadow:0 1px rgba(0,0,0,0.1)}';
    expect(withThemeVariables(css)).toBe(css);
  });

  it('tells a white fill (the surface) from white text', () => {
    expect(withThemeVariables('.a{background-color:#ffffff}')).toMatch(/var\(--ac\w+,#ffffff\)/);
  });

  it('keeps the alpha of a translucent colour through color-mix', () => {
    expect(withThemeVariables('.a{--tw-ring-color:rgba(85,88,232,0.5)}')).toMatch(
      /^\.a\{--tw-ring-color:color-mix\(in srgb,var\(--ac\w+,#5558e8\) 50%,transparent\)\}$/,
    );
  });

  it('leaves selectors alone, also inside at-rules', () => {
    const css = '@media (x){input:focus{color:#111827}}';
    expect(withThemeVariables(css)).toMatch(/^@media \(x\)\{input:focus\{color:var\(--ac\w+,#111827\)\}\}$/);
  });
});

describe('themeBlocks', () => {
  const blocks = themeBlocks();

  it('defines, in the light theme, only the values that follow the public custom properties', () => {
    const light = /^:host\{([^}]*)\}/.exec(blocks)?.[1] ?? '';
    for (const declaration of light.split(';')) expect(declaration).toMatch(/var\(--agent-chat-/);
  });

  it('defines a dark value for the surface and the text, for theme="dark" and for theme="auto" in a dark system', () => {
    const surface = variable(withThemeVariables('.a{background-color:#ffffff}'));
    const text = variable(withThemeVariables('.a{color:#111827}'));
    const dark = /:host\(\[theme=dark\]\)\{([^}]*)\}/.exec(blocks)?.[1] ?? '';
    expect(dark).toContain('color-scheme:dark');
    // Firefox's classic scrollbars stay light whatever the colour scheme: the dark theme colours them.
    expect(dark).toContain('scrollbar-color:#b4bac4 transparent');
    expect(dark).toContain(`${surface}:var(--agent-chat-surface,#111827)`);
    expect(dark).toContain(`${text}:var(--agent-chat-text,#f3f4f6)`);
    expect(blocks).toContain(`@media (prefers-color-scheme:dark){:host([theme=auto]){${dark}}}`);
  });

  it('derives the brand shades from --agent-chat-primary', () => {
    expect(blocks).toContain('color-mix(in srgb,var(--agent-chat-primary) 82%,#000)');
  });
});

describe('withLogicalSides', () => {
  it('writes left and right as the inline start and end', () => {
    expect(
      withLogicalSides(
        '.a{margin-left:8px;padding-right:4px;right:0px;border-left-width:1px;text-align:left}',
      ),
    ).toBe(
      '.a{margin-inline-start:8px;padding-inline-end:4px;inset-inline-end:0px;border-inline-start-width:1px;text-align:start}',
    );
    expect(withLogicalSides('.a{border-top-right-radius:6px}')).toBe('.a{border-start-end-radius:6px}');
  });

  it('keeps left:50%, which centres with a translate that no direction flips', () => {
    expect(withLogicalSides('.a{left:50%}')).toBe('.a{left:50%}');
  });

  it('does not touch a property that merely ends in left', () => {
    expect(withLogicalSides('.a{scroll-padding-left:4px}')).toBe('.a{scroll-padding-left:4px}');
  });
});

describe('withRadiusScale', () => {
  it('scales radii up to 16 px with --agent-chat-radius and keeps pills round', () => {
    expect(withRadiusScale('.a{border-radius:8px}.b{border-radius:16px}.c{border-radius:9999px}')).toBe(
      '.a{border-radius:var(--agent-chat-radius,8px)}.b{border-radius:calc(var(--agent-chat-radius,8px)*2)}.c{border-radius:9999px}',
    );
  });
});

describe('the generated stylesheet', () => {
  const files = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const path = join(directory, entry.name);
      return entry.isDirectory() ? files(path) : /\.tsx?$/.test(entry.name) ? [path] : [];
    });
  const css = generateWidgetCss(
    collectClassCandidates(
      files(join(__dirname, '../../src')).map((fileName) => ({
        fileName,
        source: readFileSync(fileName, 'utf8'),
      })),
    ),
  );

  it('writes every colour through a theme variable, except those that stay in both themes', () => {
    const beforeBlocks = css.slice(0, css.indexOf(':host{--ac'));
    const literal = beforeBlocks
      .replace(/var\(--ac\w+,[^)]*\)/g, '')
      .match(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b|rgba\([^)]*\)/gi);
    expect([...new Set(literal)].sort()).toEqual(
      [
        // Shadows, backdrops, twind's ring defaults, the launcher's two-tone focus ring.
        // (Written short by decision 038: no leading zeros, opaque rgba() as hex, #ffffff as #fff.)
        'rgba(0,0,0,.05)',
        'rgba(0,0,0,.1)',
        'rgba(0,0,0,.25)',
        'rgba(0,0,0,.3)',
        'rgba(0,0,0,.4)',
        'rgba(0,0,0,.6)',
        '#111827',
        'rgba(255,255,255,.5)',
        'rgba(59,130,246,.5)',
        // White text, the code block's light text, and the fills under white text.
        '#fff',
        '#f3f4f6',
        '#d1d5db',
        '#fbbf24',
        '#b45309',
        '#2563eb',
        '#5a616e',
        '#22c55e',
        '#15803d',
        '#c2410c',
        '#d11f1f',
        '#b91c1c',
        '#991b1b',
        '#878d98',
      ].sort(),
    );
  });

  it('mirrors directional icons right to left', () => {
    expect(css).toMatch(/\.rtl-mirror:dir\(rtl\)\{scale:-1 1\}/);
  });
});
