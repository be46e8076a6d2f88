const MATHML = 'http://www.w3.org/1998/Math/MathML';

/**
 * A node of Temml's MathML tree (`temml.__renderToMathMLTree`, 0.13.5, pinned): a MathML element
 * (`type`), a text node (`text`), a fragment, or an HTML span (an equation number's). Temml's own
 * `toNode()` is not used: it writes a `style` attribute in three places (`\sideset`, `\boldsymbol`),
 * which a strict CSP reports.
 */
export interface MathTreeNode {
  type?: string;
  text?: string;
  children?: MathTreeNode[];
  attributes?: Record<string, string>;
  classes?: string[];
  style?: Record<string, string | number>;
}

const hyphenated = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The tree as DOM, built with createElementNS and text nodes. Inline styles go through the CSSOM
 * (`element.style`), which a CSP without 'unsafe-inline' allows; a `style` attribute would be
 * reported. A node of another kind (a link or an image, which Temml makes only when trusted)
 * throws, and the formula shows its source.
 */
export function mathDom(node: MathTreeNode): Node {
  if (node.text !== undefined && !node.children) return document.createTextNode(node.text);
  if (!node.children) throw new TypeError('unknown formula node');
  const element = node.type
    ? document.createElementNS(MATHML, node.type)
    : node.attributes
      ? document.createElement('span')
      : document.createDocumentFragment();
  if (element instanceof Element) {
    // Engines without MathMLElement (Safari before 16.4) give MathML elements no `style`: the
    // formula is drawn without Temml's few inline styles rather than not at all.
    const style = (element as Partial<ElementCSSInlineStyle>).style;
    for (const [name, value] of Object.entries(node.attributes ?? {})) {
      if (name !== 'style') element.setAttribute(name, value);
      else if (style) style.cssText += `;${value}`;
    }
    const classes = (node.classes ?? []).filter(Boolean);
    if (classes.length) element.setAttribute('class', classes.join(' '));
    for (const [property, value] of Object.entries(node.style ?? {}))
      style?.setProperty(hyphenated(property), String(value));
  }
  for (const child of node.children) element.appendChild(mathDom(child));
  return element;
}
