/**
 * Touch screens (a coarse pointer): no autofocus, so opening the chat does not raise the keyboard.
 * Every browser the widget supports has `matchMedia` (decision 082).
 */
export function isCoarsePointer(): boolean {
  return matchMedia('(pointer: coarse)').matches;
}
