import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * `className` becomes `class` on the JSX of HTML and SVG elements in production builds.
 *
 * Components are written against React's types, which only know `className`; preact sets either
 * as the `class` attribute, and preact/compat's vnode hook still answers `props.className` for
 * vnodes given `class`. The bundle writes the attribute name once per element (about 650 times),
 * so the shorter name saves about 0.2 kB gzip (decision 034).
 *
 * Left alone: component elements (`<Icon className>`: the component reads `className`), and any
 * element with a spread attribute, where the order of `{...props}` and `className` decides which
 * wins and a renamed attribute could lose to a spread `className`.
 */
export function renameClassNameAttributes(fileName: string, source: string): string {
  if (!source.includes('className')) return source;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const starts: number[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && isIntrinsic(node.tagName)) {
      const attributes = node.attributes.properties;
      if (!attributes.some(ts.isJsxSpreadAttribute)) {
        for (const attribute of attributes) {
          if (ts.isJsxAttribute(attribute) && attribute.name.getText(file) === 'className')
            starts.push(attribute.name.getStart(file));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = source;
  for (const start of starts.sort((a, b) => b - a))
    result = `${result.slice(0, start)}class${result.slice(start + 'className'.length)}`;
  return result;
}

/** `div`, `svg`, `foreignObject`: lower-case plain names, as JSX itself decides (not `Icon`, not `a.b`). */
export function isIntrinsic(tagName: ts.JsxTagNameExpression): boolean {
  return ts.isIdentifier(tagName) && /^[a-z]/.test(tagName.text);
}

/** Applies `renameClassNameAttributes` to the `.tsx` files under `sourceDirectory` in production builds. */
export function jsxClassAttributePlugin(sourceDirectory: string): Plugin {
  let building = false;
  return {
    name: 'agent-chat:jsx-class-attribute',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build' && config.mode !== 'test' && !process.env.VITEST;
    },
    transform(code, id) {
      if (!building || !id.startsWith(sourceDirectory) || !id.endsWith('.tsx')) return undefined;
      const renamed = renameClassNameAttributes(id, code);
      return renamed === code ? undefined : { code: renamed, map: null };
    },
  };
}
