// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { withMergedNeighbours, withoutLegacyDeclarations } from '../../scripts/compact-css';

describe('withoutLegacyDeclarations', () => {
  it('drops a legacy declaration next to its standard one', () => {
    expect(withoutLegacyDeclarations('grid-gap:8px;gap:8px')).toBe('gap:8px');
    expect(withoutLegacyDeclarations('grid-column-gap:8px;-moz-column-gap:8px;column-gap:8px')).toBe(
      'column-gap:8px',
    );
    expect(withoutLegacyDeclarations('display:-ms-grid;display:grid')).toBe('display:grid');
    expect(withoutLegacyDeclarations('position:-webkit-sticky;position:sticky')).toBe('position:sticky');
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
