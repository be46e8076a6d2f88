import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Paths in preact's core and hooks modules that cannot run with what the widget renders (decision
 * 047, second round). Like the compat transforms (decisions 034, 039), each edit finds the exact
 * shape it changes in the published, minified module and throws when that shape is not there
 * exactly as often as expected, so that a preact upgrade fails the build instead of shipping a
 * half-edited library. The architecture test keeps the sources from using what goes:
 * class components, `dangerouslySetInnerHTML`, error boundaries (`componentDidCatch`,
 * `getDerivedStateFromError`, `useErrorBoundary`), `defaultProps`, and preact's devtools and
 * `options.requestAnimationFrame`.
 */

interface Edit {
  start: number;
  end: number;
  text: string;
}

function parse(source: string): ts.SourceFile {
  return ts.createSourceFile('preact.module.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
}

/** `text` with each edit's range replaced by its text (ranges do not overlap). */
function applyEdits(text: string, edits: Edit[]): string {
  let result = text;
  for (const edit of edits.sort((x, y) => y.start - x.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** The edits `find` returns for the nodes of `source`, which must number `expected`. */
function edited(
  source: string,
  what: string,
  expected: number,
  find: (node: ts.Node, file: ts.SourceFile) => Edit | undefined,
): string {
  const file = parse(source);
  const edits: Edit[] = [];
  const visit = (node: ts.Node): void => {
    const edit = find(node, file);
    if (edit) edits.push(edit);
    else ts.forEachChild(node, visit);
  };
  visit(file);
  if (edits.length !== expected)
    throw new Error(`preact: expected ${expected} × ${what}, found ${edits.length}`);
  return applyEdits(source, edits);
}

function isBinary(node: ts.Node, operator: ts.SyntaxKind): node is ts.BinaryExpression {
  return ts.isBinaryExpression(node) && node.operatorToken.kind === operator;
}

/** `object.name`, where `object` is an identifier when `objectName` is given, and has that name. */
function isMember(node: ts.Node, name: string, objectName?: string): node is ts.PropertyAccessExpression {
  return (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === name &&
    (objectName === undefined || (ts.isIdentifier(node.expression) && node.expression.text === objectName))
  );
}

/**
 * The diff's class-component flag, `isClassComponent = type.prototype && type.prototype.render`,
 * as `!1`. Only a class extending preact's `Component` has a `render` on its prototype; the widget
 * renders function components only (its own, compat's `memo` wrapper, context providers, Fragment),
 * for which the flag was always false, so every branch behind it was dead: `new Type(…)`,
 * `getDerivedStateFromProps`, `componentWillMount`, `componentDidMount`, `componentWillReceiveProps`,
 * `componentDidUpdate`, `getSnapshotBeforeUpdate` and the class render path. The minifier drops
 * them once the flag is a constant. A class component would now throw (a class constructor cannot
 * be called without `new`) instead of rendering wrongly.
 */
export function withoutClassComponents(source: string): string {
  return edited(source, 'the class-component flag', 1, (node, file) => {
    if (!isBinary(node, ts.SyntaxKind.EqualsToken)) return undefined;
    const value = node.right;
    if (!isBinary(value, ts.SyntaxKind.AmpersandAmpersandToken)) return undefined;
    const { left, right } = value;
    if (
      !isMember(left, 'prototype') ||
      !isMember(right, 'render') ||
      !isMember(right.expression, 'prototype')
    )
      return undefined;
    if (left.expression.getText(file) !== right.expression.expression.getText(file)) return undefined;
    return { start: value.getStart(file), end: value.getEnd(), text: '!1' };
  });
}

/**
 * The element diff without `dangerouslySetInnerHTML`: the two conditionals that take it out of the
 * old and the new props (`"dangerouslySetInnerHTML"==name?value=…:rest` → `rest`). With neither
 * variable ever set, the minifier drops the `innerHTML` writes behind them. The widget never sets
 * HTML (the architecture test forbids the name in `src/`), so no element had that prop.
 */
export function withoutInnerHtmlProp(source: string): string {
  return edited(source, 'the dangerouslySetInnerHTML conditional', 2, (node, file) => {
    if (!ts.isConditionalExpression(node) || !isBinary(node.condition, ts.SyntaxKind.EqualsEqualsToken))
      return undefined;
    const { left } = node.condition;
    if (!ts.isStringLiteral(left) || left.text !== 'dangerouslySetInnerHTML') return undefined;
    return { start: node.getStart(file), end: node.whenFalse.getStart(file), text: '' };
  });
}

/**
 * preact's `options.__e` (catch error), which walks up from the failing vnode to a component with
 * `getDerivedStateFromError` or `componentDidCatch` and rethrows when there is none, as just the
 * rethrow. Only a class component (static `getDerivedStateFromError`) or preact/hooks'
 * `useErrorBoundary` (which sets `componentDidCatch`) is such a boundary; the widget has neither,
 * so the walk always ended in `throw`. Found as the function assigned to `__e` that names both.
 */
export function withoutErrorBoundaries(source: string): string {
  return edited(source, 'the error-boundary walk', 1, (node, file) => {
    if (!ts.isPropertyAssignment(node) || node.name.getText(file) !== '__e') return undefined;
    const handler = node.initializer;
    if (!ts.isFunctionExpression(handler)) return undefined;
    const text = handler.getText(file);
    if (!text.includes('getDerivedStateFromError') || !text.includes('componentDidCatch')) return undefined;
    const error = handler.parameters[0]?.name.getText(file);
    if (!error) return undefined;
    return {
      start: handler.getStart(file),
      end: handler.getEnd(),
      text: `function(${error}){throw ${error}}`,
    };
  });
}

/**
 * `createElement` without its `defaultProps` merge: `if(children…,"function"==typeof type&&null!=
 * type.defaultProps)for(name in type.defaultProps)…` keeps only the children part. No component of
 * the widget or of the libraries it renders has `defaultProps` (the architecture test keeps it so),
 * so the loop never ran; it was a check on every element created.
 */
export function withoutDefaultProps(source: string): string {
  return edited(source, 'the defaultProps merge of createElement', 1, (node, file) => {
    if (!ts.isIfStatement(node) || node.elseStatement || !ts.isForInStatement(node.thenStatement))
      return undefined;
    if (!isMember(node.thenStatement.expression, 'defaultProps')) return undefined;
    const condition = node.expression;
    if (!isBinary(condition, ts.SyntaxKind.CommaToken)) return undefined;
    const check = condition.right;
    if (
      !isBinary(check, ts.SyntaxKind.AmpersandAmpersandToken) ||
      !check.right.getText(file).endsWith('.defaultProps')
    )
      return undefined;
    return { start: node.getStart(file), end: node.getEnd(), text: `${condition.left.getText(file)};` };
  });
}

/**
 * preact/hooks without what only preact's devtools read: the `options.__h` call at the start of
 * every hook (`options.__h&&options.__h(component,index,type||hookType),hookType=0`) and the
 * hook-type counter it passes, set by `useState`, `useRef`, `useImperativeHandle` and `useCallback`
 * (`return hookType=1,…`). preact/debug, which installs `__h`, is not bundled.
 */
export function withoutHookDevtools(source: string): string {
  let counter: string | undefined;
  const withoutCall = edited(source, 'the devtools hook call', 1, (node, file) => {
    if (!isBinary(node, ts.SyntaxKind.CommaToken)) return undefined;
    const { left, right } = node;
    if (!isBinary(left, ts.SyntaxKind.AmpersandAmpersandToken) || !isMember(left.left, '__h'))
      return undefined;
    if (!ts.isCallExpression(left.right) || left.right.expression.getText(file) !== left.left.getText(file))
      return undefined;
    const type = left.right.arguments[2];
    if (!type || !isBinary(type, ts.SyntaxKind.BarBarToken) || !ts.isIdentifier(type.left)) return undefined;
    if (!isBinary(right, ts.SyntaxKind.EqualsToken) || right.left.getText(file) !== type.left.text)
      return undefined;
    counter = type.left.text;
    // The statement `a&&a(…),o=0;` goes whole; it is the first of its function.
    const statement = node.parent;
    if (!ts.isExpressionStatement(statement)) return undefined;
    return { start: statement.getStart(file), end: statement.getEnd(), text: '' };
  });
  if (counter === undefined) throw new Error('preact: no hook-type counter found');
  const name = counter;
  return edited(withoutCall, 'hook-type assignment', 4, (node, file) => {
    if (!isBinary(node, ts.SyntaxKind.CommaToken)) return undefined;
    const { left } = node;
    if (!isBinary(left, ts.SyntaxKind.EqualsToken) || !ts.isIdentifier(left.left) || left.left.text !== name)
      return undefined;
    if (!ts.isNumericLiteral(left.right)) return undefined;
    return { start: left.getStart(file), end: node.right.getStart(file), text: '' };
  });
}

/**
 * The effect scheduler of preact/hooks without `options.requestAnimationFrame`, a hook for tests
 * and devtools to replace the frame callback: `queued!==1&&prev===options.requestAnimationFrame||
 * ((prev=options.requestAnimationFrame)||afterPaint)(flush)` → `queued!==1||afterPaint(flush)`.
 * Nothing sets that option, so `prev` and the option were both always undefined.
 */
export function withoutFrameOption(source: string): string {
  return edited(source, 'the requestAnimationFrame option', 1, (node, file) => {
    if (!isBinary(node, ts.SyntaxKind.BarBarToken)) return undefined;
    const { left, right } = node;
    if (!isBinary(left, ts.SyntaxKind.AmpersandAmpersandToken)) return undefined;
    const same = left.right;
    if (
      !isBinary(same, ts.SyntaxKind.EqualsEqualsEqualsToken) ||
      !isMember(same.right, 'requestAnimationFrame')
    )
      return undefined;
    if (!ts.isCallExpression(right) || right.arguments.length !== 1) return undefined;
    let callee: ts.Expression = right.expression;
    while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
    if (!isBinary(callee, ts.SyntaxKind.BarBarToken)) return undefined;
    const flush = right.arguments[0]?.getText(file);
    return {
      start: node.getStart(file),
      end: node.getEnd(),
      text: `${left.left.getText(file)}||${callee.right.getText(file)}(${flush})`,
    };
  });
}

/**
 * What `withoutHydration` finds in preact 10's core: the flag reaches `diff`, `diffChildren` and
 * `diffElementNodes`; six calls pass it (render's, the rerender's and diffChildren's calls of diff,
 * diff's and diffElementNodes' calls of diffChildren, diff's call of diffElementNodes); the
 * rerender passes the old DOM of a suspended hydration once.
 */
const PREACT_HYDRATION = { functions: 3, calls: 6, resumes: 1 };

/**
 * preact's core without hydration. `hydrate` (preact's, compat's, `hydrateRoot`) is never called:
 * the architecture test forbids it in `src/`, and its export now throws. So the `isHydrating` flag
 * that `render` computes (`"function"==typeof replaceNode`, true only when `hydrate` passes itself)
 * is the constant `!1`, and the parameter that carries it through the diff (`diff`, `diffChildren`,
 * `diffElementNodes`) goes, each read of it `!1`: the minifier drops what only hydration did
 * (`options.__m`, keeping text and event-less props of existing DOM, skipping `value`/`checked`,
 * the flag 32 a suspended hydration sets, and the rerender that resumes it with the old DOM).
 *
 * What stays is the other use of existing DOM: a first `render` into a container that already has
 * children (the launcher's view adopting its static bubble, decision 048) passes those children
 * as `excessDomChildren`, and `diffElementNodes` reuses a matching node, reads its attributes into
 * the old props and diffs them against the vnode's: that is the `!isHydrating` side of each branch.
 */
export function withoutHydration(source: string, expected = PREACT_HYDRATION): string {
  const file = parse(source);
  const functions = new Map<string, ts.FunctionDeclaration>();
  for (const statement of file.statements)
    if (ts.isFunctionDeclaration(statement) && statement.name) functions.set(statement.name.text, statement);
  const fail: (what: string) => never = (what) => {
    throw new Error(`preact: ${what} (hydration)`);
  };

  // `export{… U as hydrate …}` with `function U(n,l){R(n,l,U)}`: R is render.
  const hydrateName = exportedLocal(file, 'hydrate');
  const hydrate = hydrateName === undefined ? undefined : functions.get(hydrateName);
  const call = hydrate?.body?.statements.length === 1 ? hydrate.body.statements[0] : undefined;
  if (!hydrate || !call || !ts.isExpressionStatement(call) || !ts.isCallExpression(call.expression))
    return fail('no `function hydrate(vnode, parent){render(vnode, parent, hydrate)}`');
  const renderCall = call.expression;
  const lastArgument = renderCall.arguments[2];
  if (!ts.isIdentifier(renderCall.expression) || !lastArgument || lastArgument.getText(file) !== hydrateName)
    return fail('hydrate no longer passes itself to render');
  const render = functions.get(renderCall.expression.text);
  const replaceNode = render?.parameters[2]?.name.getText(file);
  if (!render?.body || !replaceNode) return fail('no render(vnode, parent, replaceNode)');

  const edits: Edit[] = [];
  // hydrate throws: nothing may call it with the flag gone.
  edits.push({
    start: hydrate.body!.getStart(file),
    end: hydrate.body!.getEnd(),
    text: '{throw Error("hydrate is left out of the widget (decision 047)")}',
  });

  // In render, `flag = "function"==typeof replaceNode` → `flag = !1`.
  let flag: string | undefined;
  const findFlag = (node: ts.Node): void => {
    if (
      isBinary(node, ts.SyntaxKind.EqualsToken) &&
      ts.isIdentifier(node.left) &&
      isBinary(node.right, ts.SyntaxKind.EqualsEqualsToken) &&
      ts.isStringLiteral(node.right.left) &&
      node.right.left.text === 'function' &&
      ts.isTypeOfExpression(node.right.right) &&
      node.right.right.expression.getText(file) === replaceNode
    ) {
      if (flag !== undefined) fail('two isHydrating flags in render');
      flag = node.left.text;
      edits.push({ start: node.right.getStart(file), end: node.right.getEnd(), text: '!1' });
    }
    ts.forEachChild(node, findFlag);
  };
  findFlag(render.body);
  if (flag === undefined) return fail('no `isHydrating = typeof replaceNode == "function"` in render');

  // The functions whose parameter carries the flag, and its index: from render's call of diff on.
  const carriers = new Map<string, number>();
  const follow = (body: ts.Node, name: string): void => {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const index = node.arguments.findIndex(
          (argument) => ts.isIdentifier(argument) && argument.text === name,
        );
        const callee = node.expression.text;
        if (index >= 0) {
          const parameter = functions.get(callee)?.parameters[index];
          if (!parameter || !ts.isIdentifier(parameter.name)) fail(`${callee} takes no flag at ${index}`);
          const known = carriers.get(callee);
          if (known !== undefined && known !== index) fail(`${callee} takes the flag at two places`);
          if (known === undefined) {
            carriers.set(callee, index);
            const declaration = functions.get(callee)!;
            follow(declaration.body!, (declaration.parameters[index]!.name as ts.Identifier).text);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(body);
  };
  follow(render.body, flag);
  if (carriers.size !== expected.functions)
    fail(`the flag reaches ${carriers.size} functions, not ${expected.functions}`);

  let removedArguments = 0;
  let constantReads = 0;
  let resumedDom = 0;
  const visit = (node: ts.Node, parameter: string | undefined): void => {
    // A carrier function: its parameter goes; inside, the parameter's reads are `!1`.
    if (ts.isFunctionDeclaration(node) && node.name && carriers.has(node.name.text)) {
      const index = carriers.get(node.name.text)!;
      const previous = node.parameters[index - 1];
      const own = node.parameters[index]!;
      if (!previous) fail('the flag is a first parameter');
      edits.push({ start: previous!.getEnd(), end: own.getEnd(), text: '' });
      for (const other of node.parameters) if (other !== own) visit(other, undefined);
      visit(node.body!, own.name.getText(file));
      return;
    }
    if (parameter !== undefined) {
      if (
        (ts.isFunctionLike(node) && node.parameters.some((p) => p.name.getText(file) === parameter)) ||
        ((ts.isVariableDeclaration(node) || ts.isCatchClause(node)) &&
          (ts.isCatchClause(node) ? node.variableDeclaration?.name : node.name)?.getText(file) === parameter)
      )
        fail(`the flag's name ${parameter} is declared again`);
      if (ts.isIdentifier(node) && node.text === 'arguments') fail('a carrier reads `arguments`');
      if (
        isBinary(node, ts.SyntaxKind.EqualsToken) &&
        ts.isIdentifier(node.left) &&
        node.left.text === parameter
      ) {
        // `flag = !!(32&vnode.__u)` (resuming a suspended hydration) and `flag = !1`: values
        // without effects, so the assignment is `!1` too (the minifier drops it; a bare
        // `vnode.__u` left behind would stay, as every property read does).
        const value = node.right.getText(file);
        if (value !== '!1' && !/^!!\(32&\w+\.__u\)$/.test(value)) fail(`the flag is set to ${value}`);
        edits.push({ start: node.getStart(file), end: node.getEnd(), text: '!1' });
        constantReads += 1;
        return;
      }
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && carriers.has(node.expression.text)) {
      const index = carriers.get(node.expression.text)!;
      const previous = node.arguments[index - 1];
      const own = node.arguments[index];
      if (!previous || !own) {
        fail(`a call of ${node.expression.text} without the flag`);
        return;
      }
      // Only identifiers and `!!(32&vnode.__u)` (the rerender's) go: nothing with a side effect.
      const text = own.getText(file);
      if (!ts.isIdentifier(own) && !/^!!\(32&\w+\.__u\)$/.test(text)) fail(`the flag passed as ${text}`);
      edits.push({ start: previous.getEnd(), end: own.getEnd(), text: '' });
      removedArguments += 1;
      for (const argument of node.arguments) if (argument !== own) visit(argument, parameter);
      return;
    }
    if (ts.isIdentifier(node) && carriers.has(node.text) && !isPropertyName(node))
      fail(`${node.text} is used as a value`);
    if (
      parameter !== undefined &&
      ts.isIdentifier(node) &&
      node.text === parameter &&
      !isPropertyName(node)
    ) {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: '!1' });
      constantReads += 1;
      return;
    }
    // The rerender's old DOM of a suspended hydration (`32&vnode.__u?[dom]:null`): flag 32 is
    // only ever set when hydrating, so it is `null`.
    if (
      ts.isConditionalExpression(node) &&
      isBinary(node.condition, ts.SyntaxKind.AmpersandToken) &&
      node.condition.left.getText(file) === '32' &&
      isMember(node.condition.right, '__u') &&
      node.whenFalse.kind === ts.SyntaxKind.NullKeyword
    ) {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: 'null' });
      resumedDom += 1;
      return;
    }
    ts.forEachChild(node, (child) => visit(child, parameter));
  };
  for (const statement of file.statements) if (statement !== hydrate) visit(statement, undefined);
  if (removedArguments !== expected.calls)
    fail(`${removedArguments} calls pass the flag, not ${expected.calls}`);
  if (constantReads === 0) fail('no read of the flag');
  if (resumedDom !== expected.resumes)
    fail(`${resumedDom} × the rerender's \`32&vnode.__u?[dom]:null\`, not ${expected.resumes}`);
  return applyEdits(source, edits);
}

/** The module-local name that `export{local as name}` exports, if any. */
function exportedLocal(file: ts.SourceFile, name: string): string | undefined {
  for (const statement of file.statements)
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    )
      for (const element of statement.exportClause.elements)
        if (element.name.text === name) return (element.propertyName ?? element.name).text;
  return undefined;
}

/** `name` in `object.name` or `{name: value}`: not a reference to a variable. */
function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node)
  );
}

/**
 * The element diff without MathML's namespace: `"math"==type?namespace="…MathML":rest` → `rest`.
 * The widget renders no `math` element (the architecture test forbids the tag in `src/`), so the
 * comparison was false for every element; an element named `math` would now be an HTML one.
 */
export function withoutMathMl(source: string): string {
  return edited(source, 'the MathML namespace', 1, (node, file) => {
    if (!ts.isConditionalExpression(node) || !isBinary(node.condition, ts.SyntaxKind.EqualsEqualsToken))
      return undefined;
    const { left } = node.condition;
    if (!ts.isStringLiteral(left) || left.text !== 'math') return undefined;
    if (
      !isBinary(node.whenTrue, ts.SyntaxKind.EqualsToken) ||
      !node.whenTrue.right.getText(file).includes('MathML')
    )
      return undefined;
    return { start: node.getStart(file), end: node.whenFalse.getStart(file), text: '' };
  });
}

/** The option hooks preact/hooks installs, each calling the one set before it (saved at load). */
const CHAINED_HOOKS = ['__b', '__r', 'diffed', '__c', 'unmount', '__'] as const;

/**
 * Names bound in `scope` (a function or the file) itself: its parameters, its `var`s and function
 * declarations, not those of functions inside it.
 */
function ownBindings(scope: ts.Node): Set<string> {
  const names = new Set<string>();
  const addName = (name: ts.BindingName): void => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) addName(element.name);
  };
  if (ts.isFunctionLike(scope)) for (const parameter of scope.parameters) addName(parameter.name);
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node)) addName(node.name);
    if (ts.isFunctionDeclaration(node) && node.name) names.add(node.name.text);
    if (ts.isFunctionLike(node)) return;
    ts.forEachChild(node, visit);
  };
  const body = ts.isFunctionLike(scope) ? (scope as ts.FunctionLikeDeclaration).body : scope;
  if (body) ts.forEachChild(body, visit);
  return names;
}

/** Each identifier of `file` that names the module-level binding `name`. */
function moduleReferences(file: ts.SourceFile, name: string): ts.Identifier[] {
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && ownBindings(node).has(name)) return;
    if (ts.isCatchClause(node) && node.variableDeclaration?.name.getText(file) === name) return;
    if (ts.isIdentifier(node) && node.text === name && !isPropertyName(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * preact/hooks without calling the option hooks set before its own. At load it saves each hook
 * it replaces (`var prevBeforeDiff = options.__b, …`) and calls it first (`prevBeforeDiff &&
 * prevBeforeDiff(vnode)`). In the widget's bundle preact's core sets none of them (its `options`
 * starts with the error hook only), the hooks module is the first to set them (compat, evaluated
 * after it, chains its own `diffed` to this one) and nothing else may (the architecture test
 * forbids preact's `options` in `src/`; preact/debug and devtools are not bundled): every saved
 * hook was `undefined`. Each saved variable goes with each call of it; throws unless there are
 * the six, each read only in `saved&&saved(…)` inside the hook that replaced it.
 */
export function withoutChainedOptionHooks(source: string): string {
  const file = parse(source);
  const fail: (what: string) => never = (what) => {
    throw new Error(`preact/hooks: ${what} (chained option hooks)`);
  };
  // `import{options as n}from"preact"`, and its aliases `c=n`.
  const options = new Set<string>();
  for (const statement of file.statements)
    if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings)
      for (const element of (statement.importClause.namedBindings as ts.NamedImports).elements ?? [])
        if ((element.propertyName ?? element.name).text === 'options') options.add(element.name.text);
  if (options.size === 0) fail('no options import');
  const declarations = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => [...statement.declarationList.declarations]);
  for (const declaration of declarations)
    if (
      ts.isIdentifier(declaration.name) &&
      declaration.initializer &&
      ts.isIdentifier(declaration.initializer)
    )
      if (options.has(declaration.initializer.text)) options.add(declaration.name.text);
  const isOptions = (node: ts.Node): boolean => ts.isIdentifier(node) && options.has(node.text);

  const edits: Edit[] = [];
  const saved = new Map<string, string>();
  for (const declaration of declarations) {
    const value = declaration.initializer;
    if (!value || !ts.isIdentifier(declaration.name) || !ts.isPropertyAccessExpression(value)) continue;
    if (!isOptions(value.expression)) continue;
    const hook = value.name.text;
    if (!(CHAINED_HOOKS as readonly string[]).includes(hook)) continue;
    if ([...saved.values()].includes(hook)) fail(`options.${hook} saved twice`);
    saved.set(declaration.name.text, hook);
    // `,name=options.hook` goes with the comma before it (never the first of its list here).
    const list = (declaration.parent as ts.VariableDeclarationList).declarations;
    const index = list.indexOf(declaration);
    if (index === 0) fail(`options.${hook} saved first in its var`);
    edits.push({ start: list[index - 1]!.getEnd(), end: declaration.getEnd(), text: '' });
  }
  if (saved.size !== CHAINED_HOOKS.length)
    fail(`${saved.size} saved hooks, not ${CHAINED_HOOKS.length}: ${[...saved.values()].join(', ')}`);

  for (const [name, hook] of saved) {
    const references = moduleReferences(file, name).filter((reference) => reference.parent !== undefined);
    const reads = references.filter((reference) => !ts.isVariableDeclaration(reference.parent));
    // `saved && saved(…)`: two references each, inside `options.hook = function(){…}`.
    const calls = new Set<ts.BinaryExpression>();
    for (const read of reads) {
      const call =
        ts.isCallExpression(read.parent) && read.parent.expression === read ? read.parent : undefined;
      const guard = call ? call.parent : read.parent;
      if (
        !isBinary(guard, ts.SyntaxKind.AmpersandAmpersandToken) ||
        guard.left.getText(file) !== name ||
        !ts.isCallExpression(guard.right) ||
        guard.right.expression.getText(file) !== name
      )
        fail(`the saved options.${hook} is read as ${read.parent.getText(file)}`);
      let inside: ts.Node = guard;
      while (!ts.isFunctionExpression(inside) && inside.parent) inside = inside.parent;
      const assignment = inside.parent;
      if (
        !isBinary(assignment, ts.SyntaxKind.EqualsToken) ||
        !isMember(assignment.left, hook) ||
        !isOptions(assignment.left.expression)
      )
        fail(`the saved options.${hook} is called outside the hook that replaces it`);
      calls.add(guard);
    }
    if (calls.size !== 1 || reads.length !== 2)
      fail(`the saved options.${hook} is called ${calls.size} times`);
    for (const call of calls) edits.push({ start: call.getStart(file), end: call.getEnd(), text: 'void 0' });
  }
  return applyEdits(source, edits);
}

/**
 * preact/hooks' effect hooks without `options.__s` (skip effects), which only preact's server
 * renderer sets: `!options.__s&&changed(…)&&(…)` → `changed(…)&&(…)`, in `useEffect` and
 * `useLayoutEffect`.
 */
export function withoutSkipEffects(source: string): string {
  return edited(source, 'the skip-effects option', 2, (node, file) => {
    if (!isBinary(node, ts.SyntaxKind.AmpersandAmpersandToken)) return undefined;
    const { left } = node;
    if (!ts.isPrefixUnaryExpression(left) || left.operator !== ts.SyntaxKind.ExclamationToken)
      return undefined;
    if (!isMember(left.operand, '__s')) return undefined;
    return { start: left.getStart(file), end: node.right.getStart(file), text: '' };
  });
}

/**
 * The element diff without the two elements whose children preact places elsewhere:
 * `<template>` (children into its `content`: `"template"==vnode.type?dom.content:dom` → `dom`)
 * and `<foreignObject>` (HTML children inside SVG: `"foreignObject"==type?"…xhtml":namespace` →
 * `namespace`). The widget renders neither (the architecture test forbids both tags in `src/`).
 */
export function withoutTemplateAndForeignObject(source: string): string {
  const template = edited(source, 'the template content', 1, (node, file) => {
    if (!ts.isConditionalExpression(node) || !isBinary(node.condition, ts.SyntaxKind.EqualsEqualsToken))
      return undefined;
    const { left, right } = node.condition;
    if (!ts.isStringLiteral(left) || left.text !== 'template' || !isMember(right, 'type')) return undefined;
    if (
      !isMember(node.whenTrue, 'content') ||
      node.whenTrue.expression.getText(file) !== node.whenFalse.getText(file)
    )
      return undefined;
    return { start: node.getStart(file), end: node.getEnd(), text: node.whenFalse.getText(file) };
  });
  return edited(template, 'the foreignObject namespace', 1, (node, file) => {
    if (!ts.isConditionalExpression(node) || !isBinary(node.condition, ts.SyntaxKind.EqualsEqualsToken))
      return undefined;
    const { left } = node.condition;
    if (!ts.isStringLiteral(left) || left.text !== 'foreignObject') return undefined;
    if (!ts.isStringLiteral(node.whenTrue) || !node.whenTrue.text.endsWith('/xhtml')) return undefined;
    return { start: node.getStart(file), end: node.getEnd(), text: node.whenFalse.getText(file) };
  });
}

/**
 * preact's core without reading the options nothing sets: `options.vnode` (a hook on every vnode
 * created, `null!=options.vnode&&options.vnode(vnode)`, and once more in the rerender),
 * `options.event` (`handler(options.event?options.event(e):e)`) and `options.debounceRendering`
 * (how the render queue is flushed: `(queued||prev!=options.debounceRendering)&&((prev=
 * options.debounceRendering)||defer)(flush)` → `queued&&defer(flush)`). compat set `vnode` and
 * `event` until decision 039 (`withoutOptionHooks` in scripts/compat-unused-classes.ts, which
 * throws unless it removes them); its `flushSync`, the only setter of `debounceRendering`, is not
 * bundled; preact/hooks sets none of the three; the architecture test forbids preact's `options`
 * in `src/`. Each read was of `undefined`. Throws unless each shape is found as often as in preact 10.
 */
export function withoutUnsetOptions(source: string): string {
  const file = parse(source);
  const options = exportedLocal(file, 'options');
  if (options === undefined) throw new Error('preact: no options export (unset options)');
  const name = options;
  const edits: Edit[] = [];
  const found = { vnode: 0, event: 0, debounceRendering: 0 };
  /** `a && b && c` as [a, b, c]. */
  const andParts = (expression: ts.Expression): ts.Expression[] =>
    isBinary(expression, ts.SyntaxKind.AmpersandAmpersandToken)
      ? [...andParts(expression.left), ...andParts(expression.right)]
      : [expression];
  /** `null==x`, `null!=options.vnode`, `options.vnode`: a test without effects. */
  const isPlainTest = (part: ts.Expression): boolean =>
    isMember(part, 'vnode', name) ||
    ((isBinary(part, ts.SyntaxKind.EqualsEqualsToken) ||
      isBinary(part, ts.SyntaxKind.ExclamationEqualsToken)) &&
      part.left.kind === ts.SyntaxKind.NullKeyword &&
      (ts.isIdentifier(part.right) || isMember(part.right, 'vnode', name)));
  const visit = (node: ts.Node): void => {
    if (
      isBinary(node, ts.SyntaxKind.AmpersandAmpersandToken) &&
      ts.isCallExpression(node.right) &&
      isMember(node.right.expression, 'vnode', name)
    ) {
      const tests = andParts(node.left);
      if (tests.every(isPlainTest) && tests.some((test) => test.getText(file).includes(`${name}.vnode`))) {
        edits.push({ start: node.getStart(file), end: node.getEnd(), text: 'void 0' });
        found.vnode += 1;
        return;
      }
    }
    if (
      ts.isConditionalExpression(node) &&
      isMember(node.condition, 'event', name) &&
      ts.isCallExpression(node.whenTrue) &&
      isMember(node.whenTrue.expression, 'event', name) &&
      node.whenTrue.arguments.length === 1 &&
      node.whenTrue.arguments[0]!.getText(file) === node.whenFalse.getText(file)
    ) {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: node.whenFalse.getText(file) });
      found.event += 1;
      return;
    }
    if (isBinary(node, ts.SyntaxKind.AmpersandAmpersandToken) && ts.isCallExpression(node.right)) {
      let left: ts.Expression = node.left;
      while (ts.isParenthesizedExpression(left)) left = left.expression;
      let callee: ts.Expression = node.right.expression;
      while (ts.isParenthesizedExpression(callee)) callee = callee.expression;
      if (
        isBinary(left, ts.SyntaxKind.BarBarToken) &&
        isBinary(left.right, ts.SyntaxKind.ExclamationEqualsToken) &&
        isMember(left.right.right, 'debounceRendering', name) &&
        isBinary(callee, ts.SyntaxKind.BarBarToken) &&
        node.right.arguments.length === 1
      ) {
        let saved: ts.Expression = callee.left;
        while (ts.isParenthesizedExpression(saved)) saved = saved.expression;
        if (
          isBinary(saved, ts.SyntaxKind.EqualsToken) &&
          saved.left.getText(file) === left.right.left.getText(file) &&
          isMember(saved.right, 'debounceRendering', name)
        ) {
          const queued = left.left.getText(file);
          const flush = `${callee.right.getText(file)}(${node.right.arguments[0]!.getText(file)})`;
          edits.push({ start: node.getStart(file), end: node.getEnd(), text: `(${queued})&&${flush}` });
          found.debounceRendering += 1;
          return;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const expected = { vnode: 2, event: 1, debounceRendering: 1 };
  for (const [option, count] of Object.entries(expected))
    if (found[option as keyof typeof found] !== count)
      throw new Error(
        `preact: ${found[option as keyof typeof found]} × options.${option}, not ${count} (unset options)`,
      );
  return applyEdits(source, edits);
}

/** preact's core module with the edits above (the hooks module has its own). */
export function withoutUnusedCorePaths(source: string): string {
  return withoutUnsetOptions(
    withoutTemplateAndForeignObject(
      withoutMathMl(
        withoutHydration(
          withoutDefaultProps(withoutErrorBoundaries(withoutInnerHtmlProp(withoutClassComponents(source)))),
        ),
      ),
    ),
  );
}

/** preact/hooks' module with the edits above. */
export function withoutUnusedHookPaths(source: string): string {
  return withoutSkipEffects(withoutChainedOptionHooks(withoutFrameOption(withoutHookDevtools(source))));
}

/** Applies the edits to preact's core and hooks modules in every build that bundles them. */
export function preactUnusedPathsPlugin(): Plugin {
  return {
    name: 'agent-chat:preact-unused-paths',
    transform(code, id) {
      if (/[\\/]preact[\\/]dist[\\/]preact\.module\.js$/.test(id))
        return { code: withoutUnusedCorePaths(code), map: null };
      if (/[\\/]preact[\\/]hooks[\\/]dist[\\/]hooks\.module\.js$/.test(id))
        return { code: withoutUnusedHookPaths(code), map: null };
      return undefined;
    },
  };
}
