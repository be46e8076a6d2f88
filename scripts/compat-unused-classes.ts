import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * preact/compat's classes the widget never renders. Each is a function whose prototype compat sets
 * up at load (`(Suspense.prototype = new Component).__c = …`, `Suspense.prototype.render = …`).
 * Those statements assign properties, so no bundler can prove them unused, and they kept about
 * 2 kB of minified code (0.6 kB gzip) alive: Suspense's and SuspenseList's methods and helpers.
 */
export const UNUSED_COMPAT_CLASSES = ['Suspense', 'SuspenseList', 'PureComponent'] as const;

/**
 * compat's module without the prototype set-up of `classNames` (decision 034). Every other
 * statement, including the option hooks compat installs, stays as written. Throws when the module
 * no longer exports one of the classes or sets up none of them, so that a preact upgrade changing
 * the module's shape fails the build instead of shipping a half-edited module.
 */
export function withoutClassSetup(
  source: string,
  classNames: readonly string[] = UNUSED_COMPAT_CLASSES,
): string {
  const file = parseCompat(source);
  const locals = exportedLocals(file, classNames);
  const removed = new Set<string>();
  const result = withoutCommaParts(file, (part) => {
    const root = setUpClass(part);
    if (root === undefined || !locals.has(root)) return false;
    removed.add(root);
    return true;
  });
  for (const local of locals) {
    if (!removed.has(local)) throw new Error(`preact/compat: no prototype set-up found for ${local}`);
  }
  return result;
}

function parseCompat(source: string): ts.SourceFile {
  return ts.createSourceFile('compat.module.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
}

/**
 * The module without the parts of its top-level expression statements (`a, b, c;` counts as three)
 * that `drop` picks; a statement left with no part becomes `;`.
 */
function withoutCommaParts(file: ts.SourceFile, drop: (part: ts.Expression) => boolean): string {
  const edits: Edit[] = [];
  for (const statement of file.statements) {
    if (!ts.isExpressionStatement(statement)) continue;
    const parts = commaParts(statement.expression);
    const kept = parts.filter((part) => !drop(part));
    if (kept.length === parts.length) continue;
    edits.push({
      start: statement.getStart(file),
      end: statement.getEnd(),
      text: kept.length === 0 ? ';' : `${kept.map((part) => part.getText(file)).join(',')};`,
    });
  }
  return applyEdits(file.text, edits);
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `text` with each edit's range replaced by its text (ranges do not overlap). */
function applyEdits(text: string, edits: Edit[]): string {
  let result = text;
  for (const edit of edits.sort((x, y) => y.start - x.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** The module-local names under which `export { P as Suspense, … }` exports `classNames`. */
function exportedLocals(file: ts.SourceFile, classNames: readonly string[]): Set<string> {
  const locals = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.exportClause) continue;
    if (!ts.isNamedExports(statement.exportClause)) continue;
    for (const element of statement.exportClause.elements)
      locals.set(element.name.text, (element.propertyName ?? element.name).getText(file));
  }
  return new Set(
    classNames.map((name) => {
      const local = locals.get(name);
      if (!local) throw new Error(`preact/compat no longer exports ${name}`);
      return local;
    }),
  );
}

/** `a, b, c` as [a, b, c]; any other expression as itself. */
function commaParts(expression: ts.Expression): ts.Expression[] {
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.CommaToken)
    return [...commaParts(expression.left), ...commaParts(expression.right)];
  return [expression];
}

/**
 * The class an assignment sets up, when its target is a property of `Class.prototype`:
 * `Class.prototype.render = …`, `(Class.prototype = new Component).__c = …`, or a chain
 * `Class.prototype.a = Class.prototype.b = …`. Anything else gives undefined.
 */
function setUpClass(expression: ts.Expression): string | undefined {
  if (!ts.isBinaryExpression(expression) || expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
    return undefined;
  let target: ts.Expression = expression.left;
  while (ts.isPropertyAccessExpression(target) || ts.isParenthesizedExpression(target)) {
    if (ts.isParenthesizedExpression(target)) {
      const inner = target.expression;
      if (!ts.isBinaryExpression(inner) || inner.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
        return undefined;
      target = inner.left;
      continue;
    }
    if (target.name.text === 'prototype' && ts.isIdentifier(target.expression)) return target.expression.text;
    target = target.expression;
  }
  return undefined;
}

/** The legacy lifecycle names compat aliases to their `UNSAFE_` forms on every class component. */
const LEGACY_LIFECYCLES = ['componentWillMount', 'componentWillReceiveProps', 'componentWillUpdate'];

/**
 * compat's module without `["componentWillMount", …].forEach(…)`, which defines getters and setters
 * for `UNSAFE_componentWillMount` and its two siblings on `Component.prototype`. They serve class
 * components written with those names; the widget has no class component (function components
 * only), so they are never read: −72 B gzip. Throws when the loop is not there any more.
 */
export function withoutLegacyLifecycleAliases(source: string): string {
  let found = 0;
  const result = withoutCommaParts(parseCompat(source), (part) => {
    const drop = isLegacyAliasLoop(part);
    if (drop) found += 1;
    return drop;
  });
  if (found !== 1) throw new Error('preact/compat: the legacy lifecycle alias loop was not found once');
  return result;
}

/** `["componentWillMount","componentWillReceiveProps","componentWillUpdate"].forEach(…)`. */
function isLegacyAliasLoop(expression: ts.Expression): boolean {
  if (!ts.isCallExpression(expression) || !ts.isPropertyAccessExpression(expression.expression)) return false;
  const { expression: list, name } = expression.expression;
  return (
    name.text === 'forEach' &&
    ts.isArrayLiteralExpression(list) &&
    list.elements.length === LEGACY_LIFECYCLES.length &&
    list.elements.every(
      (element, index) => ts.isStringLiteral(element) && element.text === LEGACY_LIFECYCLES[index],
    )
  );
}

/**
 * The option hooks compat installs that the widget does without (decision 039), by the names
 * preact's `options` carries them under in the published build:
 * - `vnode`: renames React's attribute names on every element as it is created; the build
 *   rewrites them once in the source instead (jsx-dom-event-names.ts);
 * - `event`: adds React's `persist()`, `isPropagationStopped()` and `nativeEvent` to every DOM
 *   event; the widget reads none of them (an architecture test keeps it so);
 * - `__b` (before diff): passes `ref` into the props of forwardRef and memo components; the widget
 *   has no forwardRef and gives no memo component a ref;
 * - `__e` (catch error) and `unmount`: Suspense's thrown promises and unmounting; the widget has
 *   no Suspense (its classes are already left out above).
 * - `__r` (before render): records the component being rendered for the `readContext` of
 *   `__SECRET_INTERNALS_DO_NOT_USE_OR_WARN_YOU_WILL_BE_FIRED`, which the widget never imports; left
 *   in, the bundle kept a wrapper that only called the hook before it (preact/hooks').
 * What stays: compat's hooks and memo, `useSyncExternalStore`, `createRoot`, and the `diffed` hook
 * that keeps a controlled textarea's value.
 */
export const UNUSED_OPTION_HOOKS = ['vnode', 'event', '__b', '__e', 'unmount', '__r'] as const;

/**
 * compat's module without its assignments of `UNUSED_OPTION_HOOKS` to preact's `options`, and
 * without the `var old = options.vnode` that saved the hook before each, once nothing else names
 * that variable: a property read is kept by every minifier (a getter could run), so each such
 * line stayed in the bundle as a bare `options.vnode`. Throws unless each hook is set exactly
 * once, so that a preact upgrade changing the module fails the build.
 */
export function withoutOptionHooks(source: string, hooks: readonly string[] = UNUSED_OPTION_HOOKS): string {
  const file = parseCompat(source);
  const options = importedLocal(file, 'options');
  const found = new Map<string, number>();
  const result = withoutCommaParts(file, (part) => {
    const hook = assignedOptionHook(part, options);
    if (hook === undefined || !hooks.includes(hook)) return false;
    found.set(hook, (found.get(hook) ?? 0) + 1);
    return true;
  });
  for (const hook of hooks) {
    if (found.get(hook) !== 1) throw new Error(`preact/compat: options.${hook} was not set exactly once`);
  }
  return withoutSavedHooks(parseCompat(result), options, hooks);
}

/**
 * The module without the declarations `old = options.hook` of `hooks` whose variable no other
 * identifier in the module names (a name used anywhere, even for another variable in an inner
 * scope, keeps its declaration: the check can only err on the side of keeping).
 */
function withoutSavedHooks(file: ts.SourceFile, options: string, hooks: readonly string[]): string {
  const names = new Map<string, number>();
  const countNames = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) names.set(node.text, (names.get(node.text) ?? 0) + 1);
    ts.forEachChild(node, countNames);
  };
  countNames(file);
  const isUnusedSave = (declaration: ts.VariableDeclaration): boolean => {
    const { name, initializer } = declaration;
    if (!ts.isIdentifier(name) || !initializer) return false;
    const savedHook = optionHookOf(initializer, options);
    return savedHook !== undefined && hooks.includes(savedHook) && names.get(name.text) === 1;
  };
  const edits: Edit[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const declarations = statement.declarationList.declarations;
    const kept = declarations.filter((declaration) => !isUnusedSave(declaration));
    if (kept.length === declarations.length) continue;
    const keyword = file.text.slice(statement.getStart(file), declarations[0]?.getStart(file)).trim();
    edits.push({
      start: statement.getStart(file),
      end: statement.getEnd(),
      text: kept.length === 0 ? ';' : `${keyword} ${kept.map((part) => part.getText(file)).join(',')};`,
    });
  }
  return applyEdits(file.text, edits);
}

/** The local name of `name` in `import { name as local } from "preact"`. */
function importedLocal(file: ts.SourceFile, name: string): string {
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || statement.moduleSpecifier.getText(file) !== '"preact"')
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      if ((element.propertyName ?? element.name).text === name) return element.name.text;
  }
  throw new Error(`preact/compat no longer imports ${name} from preact`);
}

/** `hook` for `options.hook = …`, where `options` is preact's options object; otherwise undefined. */
function assignedOptionHook(expression: ts.Expression, options: string): string | undefined {
  if (!ts.isBinaryExpression(expression) || expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
    return undefined;
  return optionHookOf(expression.left, options);
}

/** `hook` for the expression `options.hook`; otherwise undefined. */
function optionHookOf(expression: ts.Expression, options: string): string | undefined {
  return ts.isPropertyAccessExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    expression.expression.text === options
    ? expression.name.text
    : undefined;
}

/** The edit that removes `node`, one part of `a, b, …`, with the comma beside it. */
function commaPartRemoval(node: ts.Node, file: ts.SourceFile): Edit | undefined {
  const sequence = node.parent;
  if (!ts.isBinaryExpression(sequence) || sequence.operatorToken.kind !== ts.SyntaxKind.CommaToken)
    return undefined;
  return sequence.left === node
    ? { start: node.getStart(file), end: sequence.right.getStart(file), text: '' }
    : { start: sequence.operatorToken.getStart(file), end: node.getEnd(), text: '' };
}

/**
 * compat's module without the `displayName` its `memo` gives each wrapper (`"Memo(" + name + ")"`).
 * Only developer tools and compat's own `isMemo` read that name; preact reads no `displayName`, and
 * the widget calls no `isMemo` (an architecture test keeps it so). A string built per memo
 * component at load: −23 B gzip. Throws unless the assignment is found exactly once.
 */
export function withoutMemoDisplayName(source: string): string {
  const file = parseCompat(source);
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    if (isMemoDisplayNameAssignment(node)) {
      // Only as one part of `a, b, …`: the comma beside it goes with it.
      const edit = commaPartRemoval(node, file);
      if (edit) edits.push(edit);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (edits.length !== 1) throw new Error("preact/compat: memo's displayName was not set exactly once");
  return applyEdits(file.text, edits);
}

/** `x.displayName = "Memo(" + …`. */
function isMemoDisplayNameAssignment(node: ts.Node): node is ts.BinaryExpression {
  if (!ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return false;
  let value: ts.Expression = node.right;
  while (ts.isBinaryExpression(value) && value.operatorToken.kind === ts.SyntaxKind.PlusToken)
    value = value.left;
  return (
    ts.isPropertyAccessExpression(node.left) &&
    node.left.name.text === 'displayName' &&
    ts.isStringLiteral(value) &&
    value.text === 'Memo('
  );
}

/**
 * compat's module without the marks it writes and nothing in the bundle reads:
 * `Component.prototype.isReactComponent = true` and, on each `memo` wrapper,
 * `wrapper.__f = wrapper.prototype.isReactComponent = true`. `isReactComponent` is how React
 * libraries tell a class component from a function; preact reads it nowhere, and no React library
 * is bundled (an architecture test forbids the name in `src/`). `__f` (forwarded) was read only by
 * compat's `__b` option hook, which passed a memo component's `ref` into its props and is already
 * left out (`withoutOptionHooks`); compat's `lazy` (not bundled) writes its own. forwardRef's mark
 * (not bundled either) is written the other way round and stays. Throws unless both are found once.
 */
export function withoutReactComponentMarks(source: string): string {
  const file = parseCompat(source);
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    if (isReactComponentMark(node)) {
      const sequence = node.parent;
      const edit = commaPartRemoval(node, file);
      if (edit) edits.push(edit);
      else if (ts.isExpressionStatement(sequence))
        edits.push({ start: sequence.getStart(file), end: sequence.getEnd(), text: '' });
      else throw new Error(`preact/compat: isReactComponent set inside ${sequence.getText(file)}`);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (edits.length !== 2)
    throw new Error(`preact/compat: isReactComponent set ${edits.length} times, not 2 (Component, memo)`);
  return applyEdits(file.text, edits);
}

/** `X.prototype.isReactComponent = !0`, or `X.__f = X.prototype.isReactComponent = !0`. */
function isReactComponentMark(node: ts.Node): boolean {
  if (!ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return false;
  const isMark = (target: ts.Expression): boolean =>
    ts.isPropertyAccessExpression(target) &&
    target.name.text === 'isReactComponent' &&
    ts.isPropertyAccessExpression(target.expression) &&
    target.expression.name.text === 'prototype' &&
    ts.isIdentifier(target.expression.expression);
  const isTrue = (value: ts.Expression): boolean => value.getText() === '!0';
  if (isMark(node.left)) return isTrue(node.right);
  const inner = node.right;
  return (
    ts.isPropertyAccessExpression(node.left) &&
    node.left.name.text === '__f' &&
    ts.isIdentifier(node.left.expression) &&
    ts.isBinaryExpression(inner) &&
    inner.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    isMark(inner.left) &&
    (
      (inner.left as ts.PropertyAccessExpression).expression as ts.PropertyAccessExpression
    ).expression.getText() === node.left.expression.text &&
    isTrue(inner.right)
  );
}

/**
 * compat's module with the `$$typeof` markers of React elements and forwardRef computed by calls
 * marked pure: the initialiser of `var q = … Symbol.for("react.element") || 60103` is wrapped in an
 * arrow called at once, with the bundler's pure annotation on the call. With the vnode hook and forwardRef left out nothing
 * reads them, but a bundler keeps a call (and a property read) it cannot prove free of effects,
 * and kept both lookups. `Symbol.for` only looks a symbol up in the registry
 * (creating it there once), so leaving an unused one out changes nothing the page can see. Throws
 * when no declaration is initialised that way any more.
 */
export function withPureSymbolLookups(source: string): string {
  const file = parseCompat(source);
  const initializers: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.initializer && callsSymbolFor(node.initializer))
      initializers.push(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (initializers.length === 0) throw new Error('preact/compat: no marker made with Symbol.for found');
  let result = file.text;
  for (const initializer of initializers.sort((x, y) => y.getStart(file) - x.getStart(file))) {
    const start = initializer.getStart(file);
    const text = initializer.getText(file);
    result = `${result.slice(0, start)}/*#__PURE__*/(()=>${text})()${result.slice(initializer.getEnd())}`;
  }
  return result;
}

/** Whether `expression` calls `Symbol.for(…)` anywhere in it (not inside a function it defines). */
function callsSymbolFor(expression: ts.Expression): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found || ts.isFunctionLike(node)) return;
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'for' &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'Symbol'
    )
      found = true;
    else ts.forEachChild(node, visit);
  };
  visit(expression);
  return found;
}

/**
 * Applies `withoutClassSetup`, `withoutLegacyLifecycleAliases`, `withoutOptionHooks`,
 * `withoutMemoDisplayName`, `withPureSymbolLookups` and `withoutReactComponentMarks` to
 * preact/compat's module in every build that bundles it.
 */
export function compatUnusedClassesPlugin(): Plugin {
  return {
    name: 'agent-chat:compat-unused-classes',
    transform(code, id) {
      if (!/[\\/]preact[\\/]compat[\\/]dist[\\/]compat\.module\.js$/.test(id)) return undefined;
      const trimmed = withoutOptionHooks(withoutLegacyLifecycleAliases(withoutClassSetup(code)));
      return {
        code: withoutReactComponentMarks(withPureSymbolLookups(withoutMemoDisplayName(trimmed))),
        map: null,
      };
    },
  };
}
