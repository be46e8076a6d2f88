import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The options of eventsource-parser's `createParser` that the widget passes: `onEvent` and
 * `onComment` (src/stream/open-chat-stream.ts; tests/build/sse-parser-options.test.ts fails on any
 * other). The ones it leaves at their defaults are `onError` and `onRetry` (no-ops) and
 * `maxBufferSize` (none).
 */
export const PASSED_PARSER_OPTIONS = ['onEvent', 'onComment'] as const;

/**
 * eventsource-parser's module specialised to those options. Left at their defaults,
 * a part of the parser can never do anything: it builds a `ParseError` for each unknown field or
 * bad `retry` value only to hand it to the no-op `onError`, parses a `retry` value for the no-op
 * `onRetry`, and checks a buffer limit that is not set (the only way `feed` could then refuse to
 * parse). Minifiers keep all of that (they cannot see the options), about 0.2 kB gzip. Here:
 * - the options line no longer reads `onError`, `onRetry` or `maxBufferSize`;
 * - each call of `onError(…)` or `onRetry(…)` becomes `void 0` (a no-op called with an argument
 *   whose making has no effect outside it);
 * - the buffer check's body and `feed`'s `if (terminated) throw …` go (only that check sets
 *   `terminated`).
 * Every event, comment and field the parser reads is parsed as before. Throws when the module no
 * longer has one of these shapes, so that an upgrade fails the build instead of shipping a
 * half-edited parser.
 */
export function withDefaultParserOptions(source: string): string {
  const file = ts.createSourceFile('index.js', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const edits: { start: number; end: number; text: string }[] = [];
  const found = { options: 0, calls: 0, bufferCheck: 0, terminatedThrow: 0 };
  const visit = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      isIdentifier(node.initializer, 'config')
    ) {
      const names = node.name.elements.map((element) => element.name.getText(file));
      if (['onError', 'onRetry', 'maxBufferSize'].every((name) => names.includes(name))) {
        const kept = node.name.elements.filter(
          (element) => !['onError', 'onRetry', 'maxBufferSize'].includes(element.name.getText(file)),
        );
        edits.push({
          start: node.name.getStart(file),
          end: node.name.getEnd(),
          text: `{ ${kept.map((element) => element.getText(file)).join(', ')} }`,
        });
        found.options += 1;
      }
    } else if (
      ts.isCallExpression(node) &&
      (isIdentifier(node.expression, 'onError') || isIdentifier(node.expression, 'onRetry'))
    ) {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: 'void 0' });
      found.calls += 1;
      return;
    } else if (ts.isFunctionDeclaration(node) && node.name?.text === 'checkBufferSize' && node.body) {
      edits.push({ start: node.body.getStart(file), end: node.body.getEnd(), text: '{}' });
      found.bufferCheck += 1;
      return;
    } else if (
      ts.isIfStatement(node) &&
      isIdentifier(node.expression, 'terminated') &&
      ts.isThrowStatement(node.thenStatement)
    ) {
      edits.push({ start: node.getStart(file), end: node.getEnd(), text: '' });
      found.terminatedThrow += 1;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (found.options !== 1 || found.calls !== 3 || found.bufferCheck !== 1 || found.terminatedThrow !== 1)
    throw new Error(`eventsource-parser: unexpected shape ${JSON.stringify(found)}`);
  let result = source;
  for (const edit of edits.sort((x, y) => y.start - x.start))
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

function isIdentifier(node: ts.Node | undefined, name: string): boolean {
  return node !== undefined && ts.isIdentifier(node) && node.text === name;
}

/** Applies `withDefaultParserOptions` to eventsource-parser's module in every build that bundles it. */
export function sseParserOptionsPlugin(): Plugin {
  return {
    name: 'agent-chat:sse-parser-options',
    transform(code, id) {
      if (!/[\\/]eventsource-parser[\\/]dist[\\/]index\.js$/.test(id)) return undefined;
      return { code: withDefaultParserOptions(code), map: null };
    },
  };
}
