// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withoutUnusedPreflight } from '../../scripts/widget-css';

describe('withoutUnusedPreflight', () => {
  it('drops rules for elements a shadow root never holds, and keeps the rest', () => {
    const css =
      'html{line-height:1.5}body{margin:0}hr{height:0}sub,sup{font-size:75%}table{border-collapse:collapse}';
    expect(withoutUnusedPreflight(css)).toBe('hr{height:0}table{border-collapse:collapse}');
  });

  it('leaves a class whose name merely contains an element name alone', () => {
    const css = '.body{margin:0}.sub{top:0}';
    expect(withoutUnusedPreflight(css)).toBe(css);
  });
});
