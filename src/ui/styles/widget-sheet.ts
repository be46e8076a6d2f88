import widgetCss, { bubbleCss } from 'virtual:widget-css';

let shared: CSSStyleSheet | undefined;
let bubble: CSSStyleSheet | undefined;

/** A constructed sheet of `css`: CSP-safe, adopted by our shadow roots only. */
function constructed(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

/**
 * One constructable stylesheet for every element of the page, built once from the CSS generated
 * at build time (decision 003): CSP-safe (no <style> element) and adopted by our shadow roots
 * only, never the page. Building it parses the whole CSS, the largest part of a first render, so
 * an element created while the page loads builds it in a task of its own first (decision 046).
 */
export function widgetSheet(): CSSStyleSheet {
  shared ??= constructed(widgetCss);
  return shared;
}

export function adoptWidgetStyles(root: ShadowRoot): void {
  const sheet = widgetSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * The launcher's first sheet (decision 048): only the rules that can style its static bubble, so a
 * page that shows the bubble alone parses and matches a few rules, not the whole widget CSS. The
 * view adopts the full sheet after it when the launcher starts; the rules it repeats come later
 * there with the same declarations, so the cascade is the full sheet's alone.
 */
export function adoptBubbleStyles(root: ShadowRoot): void {
  bubble ??= constructed(bubbleCss);
  if (!root.adoptedStyleSheets.length) root.adoptedStyleSheets = [bubble];
}
