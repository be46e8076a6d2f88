import { describe, expect, it } from 'vitest';
import { hostButtonPosition } from '../../../src/ui/hooks/use-host-selection';

const VIEWPORT = { width: 1280, height: 800 };
const place = (box: { bottom: number; left: number }, width = VIEWPORT.width, height = VIEWPORT.height) =>
  hostButtonPosition(box, width, height);

describe('the 问问Agent button position (decision 037)', () => {
  it('sits 8 px below the selection, at its left edge', () => {
    expect(place({ bottom: 120, left: 300 })).toEqual({ top: 128, left: 300 });
  });

  it('stays inside the viewport at the bottom and right edges', () => {
    expect(place({ bottom: 790, left: 1270 })).toEqual({ top: 748, left: 1176 });
  });

  it('stays inside the viewport at the left edge, even for text scrolled out to the left', () => {
    expect(place({ bottom: 120, left: -40 })).toEqual({ top: 128, left: 8 });
  });

  it('keeps 8 px from the left on a viewport narrower than the button', () => {
    expect(place({ bottom: 120, left: 20 }, 80)).toEqual({ top: 128, left: 8 });
  });
});
