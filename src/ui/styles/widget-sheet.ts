import widgetCss from 'virtual:widget-css';

let shared: CSSStyleSheet | undefined;

/**
 * One constructable stylesheet for every element of the page, built once from the CSS generated
 * at build time (decision 003): CSP-safe (no <style> element) and adopted by our shadow roots
 * only, never the page. Building it parses the whole CSS, the largest part of a first render, so
 * an element created while the page loads builds it in a task of its own first (decision 046).
 */
export function widgetSheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(widgetCss);
  }
  return shared;
}

export function adoptWidgetStyles(root: ShadowRoot): void {
  const sheet = widgetSheet();
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}
