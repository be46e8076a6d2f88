import { type LinkTarget, parseTarget, skipSpace } from './link-syntax';
import type { Inline } from './tokens';

/** An inline link's `(destination "title")` at `start` (6.3): the target and where it ends. */
export function inlineTarget(source: string, start: number): [LinkTarget, number] | null {
  const target = source[start] === '(' ? parseTarget(source, start + 1) : null;
  if (!target) return null;
  const end = skipSpace(source, Math.max(target[1], target[2]));
  return source[end] === ')' ? [target[0], end + 1] : null;
}

/** 6.1: line endings become spaces; one space is stripped from each side when both have one. */
export function codeText(raw: string): string {
  const code = raw.replace(/\n/g, ' ');
  return /^ .*[^ ].* $/s.test(code) ? code.slice(1, -1) : code;
}

export function plainText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) =>
      'children' in node
        ? plainText(node.children)
        : 'text' in node
          ? node.text
          : 'alt' in node
            ? node.alt
            : '\n',
    )
    .join('');
}

/** Adjacent text merged and empty text dropped, so a paragraph is as few nodes as it reads. */
export function tidy(nodes: Inline[]): Inline[] {
  const result: Inline[] = [];
  for (const node of nodes) {
    const previous = result.at(-1);
    if (node.kind === 'text') {
      if (node.text === '') continue;
      if (previous?.kind === 'text')
        result[result.length - 1] = { kind: 'text', text: previous.text + node.text };
      else result.push(node);
    } else result.push('children' in node ? { ...node, children: tidy(node.children) } : node);
  }
  return result;
}
