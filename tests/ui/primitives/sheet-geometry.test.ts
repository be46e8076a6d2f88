import { describe, expect, it } from 'vitest';
import { placeSheet, swipeCloses } from '../../../src/ui/primitives/sheet-geometry';

describe('swipeCloses', () => {
  it('closes after a long drag down, not after a short one or an upward one', () => {
    expect(swipeCloses(130, 0, 600)).toBe(true);
    expect(swipeCloses(40, 0.1, 600)).toBe(false);
    expect(swipeCloses(-200, 2, 600)).toBe(false);
  });

  it('closes a short sheet after a quarter of its height', () => {
    expect(swipeCloses(60, 0, 200)).toBe(true);
  });

  it('closes on a fast flick once it moved a little', () => {
    expect(swipeCloses(30, 1.2, 600)).toBe(true);
    expect(swipeCloses(10, 3, 600)).toBe(false);
  });
});

describe('placeSheet', () => {
  const fullPage = { top: 0, height: 800, layoutHeight: 800 };

  it('spans the chat and rests on its bottom edge', () => {
    const placement = placeSheet({ left: 20, width: 400, top: 100, bottom: 700 }, fullPage, 0);
    expect(placement).toEqual({ left: 20, width: 400, bottom: 100, maxHeight: 540, minHeight: 0 });
  });

  it('rises above an on-screen keyboard that hides the chat bottom', () => {
    const keyboard = { top: 0, height: 500, layoutHeight: 800 };
    const placement = placeSheet({ left: 0, width: 375, top: 0, bottom: 800 }, keyboard, 0.7);
    expect(placement.bottom).toBe(300);
    expect(placement.maxHeight).toBe(450);
    expect(placement.minHeight).toBe(350);
  });

  it('never asks for more height than it may have', () => {
    const placement = placeSheet({ left: 0, width: 375, top: 0, bottom: 200 }, fullPage, 1);
    expect(placement.minHeight).toBe(placement.maxHeight);
  });
});
