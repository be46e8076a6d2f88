import widgetCss from 'virtual:widget-css';

let shared: CSSStyleSheet | undefined;

/**
 * One constructable stylesheet for every element of the page, built once from the CSS generated
 * at build time (decision 003): CSP-safe (no <style> element) and adopted by our shadow roots
 * only, never the page.
 */
export function adoptWidgetStyles(root: ShadowRoot): void {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(widgetCss);
  }
  if (!root.adoptedStyleSheets.includes(shared))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
}
