import { richCss } from './rich-css';

let sheet: CSSStyleSheet | undefined;

/**
 * Adopts the rich file's constructed sheet into the shadow root `element` is in, the first time
 * something is drawn there: CSP-safe (no <style> element), and never into the page itself.
 */
export function adoptRichStyles(element: Element): void {
  const root = element.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(richCss());
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
