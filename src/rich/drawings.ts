/**
 * What the rich file drew into the core's elements. The core renders a code block's or a formula's
 * text as one text node of preact's; drawing replaces it, and preact keeps writing into that node
 * when the element is reused for other text, so it is put back before the element is drawn again.
 */
export interface Drawing {
  /** preact's text node. */
  source: Text;
  /** What was drawn: the text and how it was drawn. */
  key: string;
}

const drawings = new WeakMap<HTMLElement, Drawing>();

/**
 * A new drawing of `key` on `element`, or undefined when that is drawn or on its way already, or
 * when the element does not show `text` alone (it has been reused or drawn by someone else).
 */
export function startDrawing(element: HTMLElement, key: string, text: string): Drawing | undefined {
  const previous = drawings.get(element);
  if (previous) {
    if (previous.key === key) return undefined;
    if (previous.source.parentNode !== element) element.replaceChildren(previous.source);
    drawings.delete(element);
  }
  if (!showsOnly(element, text)) return undefined;
  const drawing = { source: element.firstChild as Text, key };
  drawings.set(element, drawing);
  return drawing;
}

/** Whether `drawing` is still the one wanted on `element` and the element still shows `text`. */
export function stillWanted(element: HTMLElement, drawing: Drawing, text: string): boolean {
  if (drawings.get(element) === drawing && element.isConnected && showsOnly(element, text)) return true;
  if (drawings.get(element) === drawing) drawings.delete(element);
  return false;
}

/** Whether `element` holds exactly one text node, showing `text`. */
function showsOnly(element: HTMLElement, text: string): boolean {
  const only = element.firstChild;
  return only?.nodeType === 3 && !only.nextSibling && (only as Text).data === text;
}
