// @vitest-environment node

import { describe, expect, it } from 'vitest';
import {
  withMergedNeighbours,
  withoutLegacyDeclarations,
  withPlainEmptyValues,
  withShorterSelectors,
  withShorterValues,
  withShorthandPairs,
} from '../../scripts/compact-css';

describe('withoutLegacyDeclarations', () => {
  it('drops a legacy declaration next to its standard one', () => {
    expect(withoutLegacyDeclarations('grid-gap:8px;gap:8px')).toBe('gap:8px');
    expect(withoutLegacyDeclarations('grid-column-gap:8px;-moz-column-gap:8px;column-gap:8px')).toBe(
      'column-gap:8px',
    );
    expect(withoutLegacyDeclarations('display:-ms-grid;display:grid')).toBe('display:grid');
    expect(withoutLegacyDeclarations('position:-webkit-sticky;position:sticky')).toBe('position:sticky');
    expect(
      withoutLegacyDeclarations(
        '-webkit-unicode-bidi:plaintext;-ms-unicode-bidi:plaintext;unicode-bidi:plaintext',
      ),
    ).toBe('unicode-bidi:plaintext');
    expect(withoutLegacyDeclarations('-webkit-flex-direction:column;flex-direction:column')).toBe(
      'flex-direction:column',
    );
  });

  it('keeps the -webkit- declarations Safari still reads', () => {
    expect(withoutLegacyDeclarations('-webkit-user-select:none;-ms-user-select:none;user-select:none')).toBe(
      '-webkit-user-select:none;user-select:none',
    );
    expect(withoutLegacyDeclarations('-webkit-appearance:none;-moz-appearance:none;appearance:none')).toBe(
      '-webkit-appearance:none;appearance:none',
    );
  });

  it('keeps a legacy declaration whose standard one is missing', () => {
    expect(withoutLegacyDeclarations('grid-gap:8px')).toBe('grid-gap:8px');
    expect(withoutLegacyDeclarations('display:-ms-grid')).toBe('display:-ms-grid');
  });
});

describe('withMergedNeighbours', () => {
  it('merges neighbouring blocks of one media query, whatever its spelling', () => {
    expect(
      withMergedNeighbours('.a{x:1}@media (pointer: coarse){.b{y:1}}@media(pointer:coarse){.c{y:2}}'),
    ).toBe('.a{x:1}@media (pointer:coarse){.b{y:1}.c{y:2}}');
  });

  it('merges neighbouring rules of one selector, keeping the order of their declarations', () => {
    expect(withMergedNeighbours('*,::before{--a:1}*,::before{--b:2}.a{x:1}')).toBe(
      '*,::before{--a:1;--b:2}.a{x:1}',
    );
  });

  it('never moves a rule past another one, so a later rule still wins', () => {
    const css =
      '@media (min-width:640px){.a{x:1}}.b{x:2}@media (min-width:640px){.c{x:3}}.a{y:1}.b{y:2}.a{y:3}';
    expect(withMergedNeighbours(css)).toBe(css);
  });

  it('leaves keyframes as they are', () => {
    const css = '@keyframes spin{from{a:1}to{a:2}}@keyframes spin{from{a:1}to{a:2}}';
    expect(withMergedNeighbours(css)).toBe(css);
  });
});

describe('withShorthandPairs', () => {
  it('writes equal left and right, or top and bottom, as one logical shorthand', () => {
    expect(withShorthandPairs('padding-left:12px;padding-right:12px')).toBe('padding-inline:12px');
    expect(withShorthandPairs('margin-top:2px;margin-bottom:2px')).toBe('margin-block:2px');
    expect(withShorthandPairs('margin-left:auto;margin-right:auto')).toBe('margin-inline:auto');
  });

  it('writes four equal offsets as inset, and equal right and left as inset-inline', () => {
    expect(withShorthandPairs('top:0;right:0;bottom:0;left:0')).toBe('inset:0');
    expect(withShorthandPairs('top:auto;right:auto;bottom:auto;left:auto')).toBe('inset:auto');
    expect(withShorthandPairs('right:0;left:0')).toBe('inset-inline:0');
  });

  it('leaves unequal sides, other orders and longer property names alone', () => {
    for (const declarations of [
      'padding-left:12px;padding-right:16px',
      'padding-right:12px;padding-left:12px',
      'scroll-padding-left:4px;scroll-padding-right:4px',
      'border-top-left-radius:16px;border-top-right-radius:16px',
      'top:0;right:0;bottom:0;left:4px',
    ]) {
      expect(withShorthandPairs(declarations)).toBe(declarations);
    }
  });
});

describe('withShorterValues', () => {
  it('writes a negated calc as a negative value', () => {
    expect(withShorterValues('left:calc(19.5px * -1)')).toBe('left:-19.5px');
    expect(withShorterValues('--tw-rotate:calc(90deg * -1)')).toBe('--tw-rotate:-90deg');
    expect(withShorterValues('--tw-translate-x:calc(50% * -1)')).toBe('--tw-translate-x:-50%');
  });

  it('drops the unit of a zero length, except in custom properties that may end up in calc()', () => {
    expect(withShorterValues('top:0px;margin:0px')).toBe('top:0;margin:0');
    expect(withShorterValues('--tw-ring-offset-width:0px')).toBe('--tw-ring-offset-width:0px');
    expect(withShorterValues('margin:10px')).toBe('margin:10px');
  });

  it('drops the leading zero of a fraction', () => {
    expect(withShorterValues('opacity:0.5;transition-timing-function:cubic-bezier(0.4,0,0.2,1)')).toBe(
      'opacity:.5;transition-timing-function:cubic-bezier(.4,0,.2,1)',
    );
    expect(withShorterValues('box-shadow:0 1px 2px 0 rgba(0,0,0,0.05)')).toBe(
      'box-shadow:0 1px 2px 0 rgba(0,0,0,.05)',
    );
    expect(withShorterValues('line-height:10.5px')).toBe('line-height:10.5px');
  });

  it('writes opaque colours in their shortest hex form', () => {
    expect(withShorterValues('accent-color:rgba(79,70,229,1)')).toBe('accent-color:#4f46e5');
    expect(withShorterValues('color:#ffffff;background-color:#ffeedd')).toBe(
      'color:#fff;background-color:#fed',
    );
    expect(withShorterValues('color:#fffffe;border-color:#11223')).toBe('color:#fffffe;border-color:#11223');
    expect(withShorterValues('color:rgba(255,255,255,0.5)')).toBe('color:rgba(255,255,255,.5)');
  });
});

describe('withShorterValues: times', () => {
  it('writes milliseconds as the shorter seconds they compute to', () => {
    expect(withShorterValues('transition-duration:150ms')).toBe('transition-duration:.15s');
    expect(withShorterValues('animation:ticker-in 250ms ease-out;animation-delay:1000ms')).toBe(
      'animation:ticker-in .25s ease-out;animation-delay:1s',
    );
    expect(withShorterValues('transition-duration:100ms,75ms')).toBe('transition-duration:.1s,75ms');
  });

  it('leaves custom properties and longer forms alone', () => {
    expect(withShorterValues('--tw-duration:150ms')).toBe('--tw-duration:150ms');
    expect(withShorterValues('transition-duration:1ms')).toBe('transition-duration:1ms');
    expect(withShorterValues('animation-name:a150ms')).toBe('animation-name:a150ms');
  });
});

describe('withShorterSelectors', () => {
  it('drops the quotes around attribute values that are identifiers', () => {
    expect(
      withShorterSelectors(
        `[part~="root"]{a:1}button,[type='button']{b:1}@media (x){[role="switch"]{c:"d"}}:host([theme=dark]){e:1}`,
      ),
    ).toBe(
      '[part~=root]{a:1}button,[type=button]{b:1}@media (x){[role=switch]{c:"d"}}:host([theme=dark]){e:1}',
    );
  });

  it('keeps the quotes a value needs, and never touches declarations', () => {
    const css = `[title="a b"]{a:1}[x="1a"]{a:1}[x="-1"]{a:1}[x=""]{a:1}.a{font-family:"Segoe UI";content:'[a="b"]'}`;
    expect(withShorterSelectors(css)).toBe(css);
  });
});

describe('withPlainEmptyValues', () => {
  it("writes twind's empty value as the whitespace it resolves to", () => {
    expect(withPlainEmptyValues('*{--tw-ring-inset:var(--tw-empty,/*!*/ /*!*/);--x:1}')).toBe(
      '*{--tw-ring-inset: ;--x:1}',
    );
  });

  it('keeps it while something sets --tw-empty', () => {
    const css = '*{--tw-ring-inset:var(--tw-empty,/*!*/ /*!*/)}.a{--tw-empty:inset}';
    expect(withPlainEmptyValues(css)).toBe(css);
  });
});
