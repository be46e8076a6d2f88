import { hljs } from './code-languages';

/**
 * A node of highlight.js's token tree: text, or a scope holding more. The tree is highlight.js's
 * private `_emitter.rootNode` (11.12.0, pinned; tests/rich/code-spans.test.ts fails if a version
 * changes it): its public output is an HTML string, which would have to be parsed as HTML.
 */
export type TokenNode = string | { scope?: string; children: TokenNode[] };

/** The token tree of `text` in the grammar `language` (a name highlight.js knows). */
export function tokenTree(text: string, language: string): TokenNode {
  const result = hljs.highlight(text, { language, ignoreIllegals: true });
  return (result._emitter as unknown as { rootNode: TokenNode }).rootNode;
}

/**
 * highlight.js's class names for a scope, as its own HTML has them: `keyword` → `hljs-keyword`,
 * `title.function` → `hljs-title function_`.
 */
export const scopeClass = (scope: string): string =>
  scope
    .split('.')
    .map((piece, index) => (index ? `${piece}${'_'.repeat(index)}` : `hljs-${piece}`))
    .join(' ');

/**
 * The tree as DOM: a span per scope, text nodes for the text. An embedded language's root
 * (`language:css` inside HTML) adds no span of its own.
 */
export function appendTokens(parent: Node, tree: TokenNode): void {
  if (typeof tree === 'string') {
    // highlight.js hands text in many short strings: one text node between spans.
    const last = parent.lastChild;
    if (last?.nodeType === 3) (last as Text).appendData(tree);
    else parent.appendChild(document.createTextNode(tree));
    return;
  }
  let target = parent;
  if (tree.scope && !tree.scope.startsWith('language:')) {
    const span = document.createElement('span');
    span.className = scopeClass(tree.scope);
    parent.appendChild(span);
    target = span;
  }
  for (const child of tree.children) appendTokens(target, child);
}

/** Highlighted `text` as a fragment of spans. */
export function highlightedFragment(text: string, language: string): DocumentFragment {
  const fragment = document.createDocumentFragment();
  appendTokens(fragment, tokenTree(text, language));
  return fragment;
}
