/** The measurements the desktop shortcut bar makes (screens doc section 9, "Shortcut chips"). */
export interface ShortcutMeasure {
  /** Width available to the chips and 更多. */
  available: number;
  /** Each chip's own width, in order. */
  chipWidths: readonly number[];
  /** The 更多 button's width. */
  moreWidth: number;
  /** Space between neighbours. */
  gap: number;
}

/**
 * How many chips stay inline: all of them when they fit, otherwise as many as fit beside 更多,
 * which takes the rest. At least none; a chip is never cut in half.
 */
export function fittingShortcutCount(measure: ShortcutMeasure): number {
  const { available, chipWidths, moreWidth, gap } = measure;
  if (rowWidth(chipWidths, gap) <= available) return chipWidths.length;
  const room = available - moreWidth - gap;
  let used = 0;
  for (let index = 0; index < chipWidths.length; index += 1) {
    used += (index > 0 ? gap : 0) + (chipWidths[index] ?? 0);
    if (used > room) return index;
  }
  return chipWidths.length;
}

function rowWidth(widths: readonly number[], gap: number): number {
  if (widths.length === 0) return 0;
  return widths.reduce((sum, width) => sum + width, 0) + gap * (widths.length - 1);
}

/** Screens doc section 9: keyboard tips show only with 4 or fewer shortcuts. */
export const KEYBOARD_TIPS_MAX_SHORTCUTS = 4;

export function showsKeyboardTips(shortcutCount: number): boolean {
  return shortcutCount <= KEYBOARD_TIPS_MAX_SHORTCUTS;
}
