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
 * The architecture test keeps the sources from using either. About 0.1 kB gzip. Throws when the
 * module no longer has the shapes it edits, so that a jotai upgrade fails the build instead of
 * shipping a half-edited store. The unit tests run jotai through this transform too.
 */
export function withoutUnusedStoreFeatures(source: string): string {
  const file = ts.createSourceFile('internals.mjs', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits: { start: number; end: number; text: string }[] = [];
  let onMountChecks = 0;
  let setSelfGetters = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isIfStatement(node) && callsFunction(node.expression, 'hasOnMount')) {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: '' });
      onMountChecks += 1;
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
  let result = source;
  for (const edit of edits.sort((x, y) => y.start - x.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
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
