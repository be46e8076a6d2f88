/** Touch screens (a coarse pointer): no autofocus, so opening the chat does not raise the keyboard. */
export function isCoarsePointer(view: Window | undefined = globalThis.window): boolean {
  return Boolean(view?.matchMedia?.('(pointer: coarse)').matches);
}
