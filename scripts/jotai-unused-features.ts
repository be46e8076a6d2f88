import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * jotai's store without two features the widget never uses, which its store code carries for
 * every atom:
 * - `onMount`: an atom's own set-up when it gains its first subscriber (`atom.onMount = …`,
 *   also how jotai/utils' storage and observable atoms work). The widget sets none and imports
 *   nothing from jotai/utils; `mountAtom` checked every atom for one and kept the code that calls
 *   it with a setter and keeps its clean-up.
 * - `setSelf`: the deprecated setter a read function could ask its options for (jotai 3 drops it).
 * - `INTERNAL_onInit`: an atom's own set-up when a store first meets it (jotai-effect's and
 *   jotai/utils' way in); `ensureAtomState` checked every new atom for one. With onMount and onInit
 *   never called, their two building blocks are `void 0` in the store's list, so they go too.
 * - the store hooks (`storeHooks.i`, `.r`, `.c`, `.m`, `.u`, `.f`): callbacks that devtools install
 *   through `INTERNAL_initializeStoreHooksRev3` on the building blocks of a store; the widget's
 *   stores never get any, yet every atom read, change, mount and unmount asked for them.
 * The architecture test keeps the sources from using any of these (or anything `INTERNAL_`).
 * About 0.25 kB gzip. Throws when the
 * module no longer has the shapes it edits, so that a jotai upgrade fails the build instead of
 * shipping a half-edited store. The unit tests run jotai through this transform too.
 */
export function withoutUnusedStoreFeatures(source: string): string {
  const file = ts.createSourceFile('internals.mjs', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits: { start: number; end: number; text: string }[] = [];
  let onMountChecks = 0;
  let setSelfGetters = 0;
  let onInitChecks = 0;
  let unusedBlocks = 0;
  let hookCalls = 0;
  let flushHookChecks = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isIfStatement(node) && callsFunction(node.expression, 'hasOnMount')) {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: '' });
      onMountChecks += 1;
      return;
    }
    if (ts.isIfStatement(node) && callsFunction(node.expression, 'hasOnInit')) {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: '' });
      onInitChecks += 1;
      return;
    }
    if (
      ts.isIdentifier(node) &&
      UNCALLED_BLOCKS.includes(node.text) &&
      ts.isArrayLiteralExpression(node.parent)
    ) {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: 'void 0' });
      unusedBlocks += 1;
      return;
    }
    // `(_a = storeHooks.r) == null ? void 0 : _a.call(storeHooks, atom);`
    if (
      ts.isExpressionStatement(node) &&
      ts.isConditionalExpression(node.expression) &&
      readsStoreHook(node.expression.condition)
    ) {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: '' });
      hookCalls += 1;
      return;
    }
    // flushCallbacks: `if (storeHooks.f) { call(storeHooks.f); }` and `!storeHooks.f && …`.
    if (ts.isIfStatement(node) && readsStoreHook(node.expression)) {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: '' });
      flushHookChecks += 1;
      return;
    }
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
      ts.isPrefixUnaryExpression(node.left) &&
      readsStoreHook(node.left.operand)
    ) {
      edits.push({ start: node.left.getStart(file), end: node.right.getStart(file), text: '' });
      flushHookChecks += 1;
      ts.forEachChild(node.right, visit);
      return;
    }
    if (ts.isGetAccessorDeclaration(node) && node.name.getText(file) === 'setSelf') {
      if (!ts.isObjectLiteralExpression(node.parent)) throw new Error('jotai: setSelf is no option any more');
      const members = node.parent.properties;
      const previous = members[members.indexOf(node) - 1];
      // The comma before it goes with it (it follows `signal`).
      if (!previous) throw new Error('jotai: setSelf is the first option');
      edits.push({ start: previous.getEnd(), end: node.getEnd(), text: '' });
      setSelfGetters += 1;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (onMountChecks !== 1 || setSelfGetters !== 1)
    throw new Error(
      `jotai: expected one onMount check and one setSelf getter, found ${onMountChecks} and ${setSelfGetters}`,
    );
  if (onInitChecks !== 1 || unusedBlocks !== UNCALLED_BLOCKS.length)
    throw new Error(
      `jotai: expected one onInit check and ${UNCALLED_BLOCKS.length} building blocks, found ${onInitChecks} and ${unusedBlocks}`,
    );
  if (hookCalls !== STORE_HOOK_CALLS || flushHookChecks !== 2)
    throw new Error(
      `jotai: expected ${STORE_HOOK_CALLS} store hook calls and 2 flush hook checks, found ${hookCalls} and ${flushHookChecks}`,
    );
  let result = source;
  for (const edit of edits.sort((x, y) => y.start - x.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return withoutUnreadBlocks(result);
}

/**
 * The module without each `const name = buildingBlocks[n];` whose function no longer names `name`
 * (the store hooks, onMount's and onInit's blocks and the mount callbacks after the edits above).
 * An element read has no effect, but a minifier keeps any property read, so each stayed as a bare
 * `e[6];`.
 */
function withoutUnreadBlocks(source: string): string {
  const file = ts.createSourceFile('internals.mjs', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  // By start: a declaration inside a nested function is seen from both functions.
  const edits = new Map<number, number>();
  const visit = (node: ts.Node): void => {
    if (ts.isArrowFunction(node) && ts.isBlock(node.body)) {
      const names = new Map<string, number>();
      const count = (inner: ts.Node): void => {
        if (ts.isIdentifier(inner)) names.set(inner.text, (names.get(inner.text) ?? 0) + 1);
        ts.forEachChild(inner, count);
      };
      count(node.body);
      // Declarations at any depth of the function (a name counted over the whole body can only
      // err on the side of keeping).
      const statements: ts.Statement[] = [];
      const collect = (inner: ts.Node): void => {
        if (ts.isBlock(inner)) statements.push(...inner.statements);
        ts.forEachChild(inner, collect);
      };
      collect(node.body);
      for (const statement of statements) {
        if (!ts.isVariableStatement(statement)) continue;
        const [declaration, ...others] = statement.declarationList.declarations;
        if (!declaration || others.length > 0 || !ts.isIdentifier(declaration.name)) continue;
        const value = declaration.initializer;
        if (
          value &&
          ts.isElementAccessExpression(value) &&
          ts.isIdentifier(value.expression) &&
          value.expression.text === 'buildingBlocks' &&
          ts.isNumericLiteral(value.argumentExpression) &&
          names.get(declaration.name.text) === 1
        )
          edits.set(statement.getStart(file), statement.getEnd());
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = source;
  for (const [start, end] of [...edits].sort(([x], [y]) => y - x))
    result = result.slice(0, start) + result.slice(end);
  return result;
}

/** The building blocks nothing calls once the onMount and onInit checks are gone. */
const UNCALLED_BLOCKS = ['BUILDING_BLOCK_atomOnInit', 'BUILDING_BLOCK_atomOnMount'];

/** Store hook calls in jotai 2.20: init (i), read (r), change (c, three places), mount (m), unmount (u). */
const STORE_HOOK_CALLS = 7;

/** Whether `expression` is `storeHooks.x`, or `(_a = storeHooks.x) == null`. */
function readsStoreHook(expression: ts.Expression): boolean {
  let inner = expression;
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.EqualsEqualsToken) {
    inner = inner.left;
    while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
    if (!ts.isBinaryExpression(inner) || inner.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return false;
    inner = inner.right;
  }
  return (
    ts.isPropertyAccessExpression(inner) &&
    ts.isIdentifier(inner.expression) &&
    inner.expression.text === 'storeHooks'
  );
}

/** Whether `expression` calls `name(…)` (in a `&&` chain or alone). */
function callsFunction(expression: ts.Expression, name: string): boolean {
  if (
    ts.isBinaryExpression(expression) &&
    expression.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
  )
    return callsFunction(expression.left, name) || callsFunction(expression.right, name);
  return (
    ts.isCallExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    expression.expression.text === name
  );
}

/** Applies `withoutUnusedStoreFeatures` to jotai's store module wherever it is bundled or inlined. */
export function jotaiUnusedFeaturesPlugin(): Plugin {
  return {
    name: 'agent-chat:jotai-unused-features',
    transform(code, id) {
      if (!/[\\/]jotai[\\/]esm[\\/]vanilla[\\/]internals\.mjs$/.test(id)) return undefined;
      return { code: withoutUnusedStoreFeatures(code), map: null };
    },
  };
}
