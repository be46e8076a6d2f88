import type { ViewportBox } from '../../platform/visual-viewport';

/** A drag on the handle further than this (or a quarter of the sheet) closes it. */
export const SHEET_CLOSE_DISTANCE_PX = 120;
/** A flick: released faster than this (px per ms) after at least SHEET_FLICK_MIN_PX closes it too. */
export const SHEET_CLOSE_VELOCITY = 0.6;
export const SHEET_FLICK_MIN_PX = 24;
/** Sheets never cover the whole chat: the top of the conversation stays visible behind the backdrop. */
export const SHEET_MAX_HEIGHT_FRACTION = 0.9;

/** Whether a swipe-down released at `offset` px, moving at `velocity` px/ms, closes the sheet. */
export function swipeCloses(offset: number, velocity: number, sheetHeight: number): boolean {
  if (offset <= 0) return false;
  if (offset >= Math.min(SHEET_CLOSE_DISTANCE_PX, sheetHeight / 4)) return true;
  return offset >= SHEET_FLICK_MIN_PX && velocity >= SHEET_CLOSE_VELOCITY;
}

export interface AnchorBox {
  left: number;
  width: number;
  top: number;
  bottom: number;
}

export interface SheetPlacement {
  left: number;
  width: number;
  /** Distance from the layout viewport's bottom: above the on-screen keyboard. */
  bottom: number;
  maxHeight: number;
  minHeight: number;
}

/**
 * Where a bottom sheet sits: across the chat's own box (an inline chat or the launcher's panel,
 * not the whole page), resting on whichever is higher of the chat's bottom and the visible
 * area's bottom, so the on-screen keyboard never covers it.
 */
export function placeSheet(anchor: AnchorBox, viewport: ViewportBox, minFraction: number): SheetPlacement {
  const visibleBottom = Math.min(anchor.bottom, viewport.top + viewport.height);
  const visibleTop = Math.max(anchor.top, viewport.top);
  const available = Math.max(0, visibleBottom - visibleTop);
  const maxHeight = Math.round(available * SHEET_MAX_HEIGHT_FRACTION);
  return {
    left: anchor.left,
    width: anchor.width,
    bottom: Math.max(0, viewport.layoutHeight - visibleBottom),
    maxHeight,
    minHeight: Math.min(maxHeight, Math.round(available * minFraction)),
  };
}
