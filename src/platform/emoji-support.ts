let drawable: boolean | undefined;

/**
 * Whether this system draws emoji (decision 059). Without an emoji font an emoji is drawn as the
 * same empty box as a character no font has (U+1FFFD, unassigned, as many hex digits as the emoji,
 * since Firefox's boxes show the code), so their widths match. Measured once; without a canvas
 * (a test DOM) emoji are taken as drawable.
 */
export function canDrawEmoji(): boolean {
  if (drawable === undefined) {
    const context = document.createElement('canvas').getContext('2d');
    drawable = !context || context.measureText('\u{1F4DD}').width !== context.measureText('\u{1FFFD}').width;
  }
  return drawable;
}
