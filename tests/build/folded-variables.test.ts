// @vitest-environment node

import { describe, expect, it } from 'vitest';
import { withFoldedVariables } from '../../scripts/folded-variables';

const NUMERIC_READ =
  'font-variant-numeric:var(--tw-ordinal) var(--tw-slashed-zero) var(--tw-numeric-figure) var(--tw-numeric-spacing) var(--tw-numeric-fraction)';

describe('withFoldedVariables', () => {
  it('writes the only numeric utility as its keyword', () => {
    expect(withFoldedVariables(`.a{--tw-numeric-spacing:tabular-nums;${NUMERIC_READ}}`)).toBe(
      '.a{font-variant-numeric:tabular-nums}',
    );
  });

  it('keeps the variables when two numeric utilities could combine on one element', () => {
    const css = `.a{--tw-numeric-spacing:tabular-nums;${NUMERIC_READ}}.b{--tw-ordinal:ordinal;${NUMERIC_READ}}`;
    expect(withFoldedVariables(css)).toBe(css);
  });

  it('drops transform steps whose variable only the defaults set, at its identity value', () => {
    const defaults =
      '--tw-translate-y:0;--tw-rotate:0;--tw-skew-x:0;--tw-scale-x:1;--tw-transform:translateY(var(--tw-translate-y)) rotate(var(--tw-rotate)) skewX(var(--tw-skew-x)) scaleX(var(--tw-scale-x))';
    const css = `*{${defaults}}.a{--tw-rotate:90deg;transform:var(--tw-transform)}`;
    expect(withFoldedVariables(css)).toBe(
      '*{--tw-translate-y:0;--tw-rotate:0;--tw-skew-x:0;--tw-scale-x:1;--tw-transform:rotate(var(--tw-rotate))}.a{--tw-rotate:90deg;transform:var(--tw-transform)}',
    );
  });

  it('keeps a transform step whose default is not its identity', () => {
    const css = '*{--tw-scale-x:2;--tw-transform:scaleX(var(--tw-scale-x))}';
    expect(withFoldedVariables(css)).toBe(css);
  });

  it('writes divide widths plainly when no divide-reverse class sets the variable to 1', () => {
    const divide =
      '.d>*{--tw-divide-y-reverse:0;border-top-width:calc(1px * calc(1 - var(--tw-divide-y-reverse)));border-bottom-width:calc(1px * var(--tw-divide-y-reverse))}';
    expect(withFoldedVariables(divide)).toBe('.d>*{border-top-width:1px;border-bottom-width:0}');
    const reversed = `${divide}.r>*{--tw-divide-y-reverse:1}`;
    expect(withFoldedVariables(reversed)).toBe(reversed);
  });

  it('writes the default ring colour without the opacity variable nothing else sets', () => {
    expect(
      withFoldedVariables('*{--tw-ring-color:rgba(59,130,246,var(--tw-ring-opacity));--tw-ring-opacity:.5}'),
    ).toBe('*{--tw-ring-color:rgba(59,130,246,.5)}');
    const set =
      '*{--tw-ring-color:rgba(59,130,246,var(--tw-ring-opacity));--tw-ring-opacity:.5}.a{--tw-ring-opacity:1}';
    expect(withFoldedVariables(set)).toBe(set);
  });

  it('writes a plain default that only the universal rules set as its value at each read', () => {
    const css =
      '*,::before,::after{--tw-ring-offset-color:#fff}*,::before,::after{--tw-ring:0 0 0 1px var(--tw-ring-offset-color)}';
    expect(withFoldedVariables(css)).toBe(
      '*,::before,::after{--tw-ring-offset-color:#fff}*,::before,::after{--tw-ring:0 0 0 1px #fff}',
    );
  });

  it('keeps the variable when a utility sets it too, or when its default reads another variable', () => {
    const set =
      '*,::before,::after{--tw-ring-offset-color:#fff;--tw-ring:0 0 0 1px var(--tw-ring-offset-color)}.a{--tw-ring-offset-color:#000}';
    expect(withFoldedVariables(set)).toBe(set);
    const reads = '*,::before,::after{--tw-a:var(--tw-b);--tw-b:1px;--tw-c:var(--tw-a)}.b{--tw-b:2px}';
    expect(withFoldedVariables(reads)).toBe(reads);
  });
});
