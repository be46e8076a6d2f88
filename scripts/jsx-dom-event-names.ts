import ts from 'typescript';
import type { Plugin } from 'vite';
import { isIntrinsic } from './jsx-class-attribute';

/**
 * React's attribute names on the JSX of HTML and SVG elements, rewritten to the DOM names preact
 * listens with, at build time (decision 039):
 *
 * - `onFocus` and `onBlur` become `onfocusin` and `onfocusout`: React's focus handlers see focus
 *   moving inside the element too (a menu closing when focus leaves it), as focusin and focusout do;
 * - `onChange` of a text field (`<textarea>`, `<input>` of a type other than file, checkbox and
 *   radio) becomes `onInput`: React fires it on every keystroke, the DOM's change only on leaving;
 * - `onDoubleClick` becomes `ondblclick`;
 * - SVG presentation attributes written in camel case (`strokeWidth`) become their dashed names.
 *
 * preact/compat did the same for every element at run time, in a vnode hook that the build now
 * leaves out (compat-unused-classes.ts); the rewrite must therefore see every such attribute. It
 * cannot see through a spread of a variable (`<input {...props} />`): the widget spreads only
 * `part`, `title`, `style` and `data-*` attributes that way. A spread object literal naming one
 * of these attributes fails the build instead of shipping an element that listens to the wrong
 * event.
 */
export function withDomEventNames(fileName: string, source: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && isIntrinsic(node.tagName)) {
      const tag = node.tagName.getText(file);
      const attributes = node.attributes.properties;
      const names = new Set<string>();
      for (const attribute of attributes) {
        if (!ts.isJsxAttribute(attribute)) continue;
        const name = attribute.name.getText(file);
        names.add(name);
        const renamed = domName(tag, name, inputType(attribute.parent, file));
        if (renamed !== name)
          edits.push({ start: attribute.name.getStart(file), end: attribute.name.getEnd(), text: renamed });
      }
      if (names.has('onChange') && names.has('onInput') && isTextField(tag, inputType(node.attributes, file)))
        throw new Error(`${where(file, node)}: a text field with both onChange and onInput`);
      for (const spread of attributes.filter(ts.isJsxSpreadAttribute)) {
        if (spreadNames(spread.expression, file).some((name) => domName(tag, name, undefined) !== name))
          throw new Error(`${where(file, node)}: <${tag}> spreads an attribute the build would rename`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = source;
  for (const edit of edits.sort((x, y) => y.start - x.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** compat's list of SVG attributes React writes in camel case (`strokeWidth`, `fillRule`, `xHeight`). */
const CAMEL_SVG_ATTRIBUTE =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(?!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;

/** The name preact must be given for React's `name` on a `tag` element (`type`: an input's literal type). */
export function domName(tag: string, name: string, type: string | undefined): string {
  if (name === 'onFocus') return 'onfocusin';
  if (name === 'onBlur') return 'onfocusout';
  if (name === 'onDoubleClick') return 'ondblclick';
  if (name === 'onChange' && isTextField(tag, type)) return 'onInput';
  if (!tag.includes('-') && CAMEL_SVG_ATTRIBUTE.test(name))
    return name.replace(/[A-Z0-9]/g, (letter) => `-${letter}`).toLowerCase();
  return name;
}

function isTextField(tag: string, type: string | undefined): boolean {
  return tag === 'textarea' || (tag === 'input' && !/^(file|checkbox|radio)$/.test(type ?? 'text'));
}

/**
 * An input's `type` when written as a string; an input whose type is an expression has no
 * knowable type here and fails the build if it has `onChange` (write the handler per type).
 */
function inputType(attributes: ts.JsxAttributes, file: ts.SourceFile): string | undefined {
  for (const attribute of attributes.properties) {
    if (!ts.isJsxAttribute(attribute) || attribute.name.getText(file) !== 'type') continue;
    const value = attribute.initializer;
    if (value && ts.isStringLiteral(value)) return value.text;
    const hasChange = attributes.properties.some(
      (other) => ts.isJsxAttribute(other) && other.name.getText(file) === 'onChange',
    );
    if (hasChange)
      throw new Error(`${where(file, attribute)}: an <input> with onChange needs a literal type`);
  }
  return undefined;
}

/** The names an object literal spreads (`{...{ onBlur, [KEY]: '' }}`: `onBlur`; computed keys give none). */
function spreadNames(expression: ts.Expression, file: ts.SourceFile): string[] {
  if (!ts.isObjectLiteralExpression(expression)) return [];
  return expression.properties.flatMap((property) =>
    property.name && !ts.isComputedPropertyName(property.name) ? [property.name.getText(file)] : [],
  );
}

function where(file: ts.SourceFile, node: ts.Node): string {
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${file.fileName}:${line + 1}`;
}

/**
 * Applies `withDomEventNames` to the `.tsx` files under `sourceDirectory`, in builds and in the
 * unit tests alike, so both render the same attributes (compat, still present under the unit
 * tests, passes the DOM names through unchanged).
 */
export function jsxDomEventNamesPlugin(sourceDirectory: string): Plugin {
  return {
    name: 'agent-chat:jsx-dom-event-names',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(sourceDirectory) || !id.endsWith('.tsx')) return undefined;
      const renamed = withDomEventNames(id, code);
      return renamed === code ? undefined : { code: renamed, map: null };
    },
  };
}
