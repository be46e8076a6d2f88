import { describe, expect, it } from 'vitest';
import { CODE_COLOURS, CODE_FILL } from '../../src/rich/code-colours';
import { richCss } from '../../src/rich/rich-css';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('highlighted code colours', () => {
  it('checks contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const [name, colour] of Object.entries(CODE_COLOURS)) {
    it(`${name}: at least 4.5:1 on the code block's fill in both themes`, () => {
      expect(contrast(colour.light, CODE_FILL.light)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colour.dark, CODE_FILL.dark)).toBeGreaterThanOrEqual(4.5);
      // A value used in both themes is checked on both fills above; the lighter dark fill is the harder one.
      if (colour.light === colour.dark)
        expect(contrast(colour.light, CODE_FILL.dark)).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('gives each colour a custom property a site can set, over the theme values', () => {
    const css = richCss();
    for (const [name, colour] of Object.entries(CODE_COLOURS)) {
      expect(css).toContain(`{color:var(--agent-chat-code-${name},var(--acr-${name}))}`);
      expect(css).toContain(`--acr-${name}:${colour.light}`);
      if (colour.dark !== colour.light) expect(css).toContain(`--acr-${name}:${colour.dark}`);
      for (const scope of colour.scopes) expect(css).toMatch(new RegExp(`\\.hljs-${scope}[,{]`));
    }
    expect(css).toContain(':host([theme=dark]){');
    expect(css).toContain('@media (prefers-color-scheme:dark){:host([theme=auto]){');
  });

  it('loads nothing a strict CSP would report: no url() in the rich CSS', () => {
    expect(richCss()).not.toMatch(/url\(/);
  });
});
