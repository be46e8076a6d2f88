import { safeLinkUrl } from '../link-policy';
import type { Inline } from './tokens';

/**
 * GFM extended autolinks (0.29-gfm section 6.9): `www.`, `http(s)://` and e-mail addresses in
 * text become links. A URL also stops at CJK punctuation and full-width forms, so
 * `见 https://a.com。` links without the full stop.
 */
const BARE =
  /(?<![\w.+\-@/])(?:(?:https?:\/\/|www\.)[\w-]+(?:\.[\w-]+)*[^\s<\u3000-\u303f\uff00-\uffef]*|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;
const TRAILING_PUNCTUATION = /[?!.,:;*_~'"]$/;
const TRAILING_ENTITY = /&\w+;$/;

function trimUrl(url: string): string {
  let end = url;
  for (;;) {
    const before = end;
    if (TRAILING_ENTITY.test(end)) end = end.replace(TRAILING_ENTITY, '');
    if (TRAILING_PUNCTUATION.test(end)) end = end.slice(0, -1);
    // A closing parenthesis belongs to the URL only while it balances an opening one.
    if (end.endsWith(')') && end.split(')').length > end.split('(').length) end = end.slice(0, -1);
    if (end === before) return end;
  }
}

function linkText(text: string): Inline[] {
  const result: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(BARE)) {
    const start = match.index;
    const url = trimUrl(match[0]);
    const email = !/^(?:https?:|www\.)/.test(url);
    if (email ? /[-_]$/.test(match[0]) || !url.includes('@') : !/[\w-]\.[\w-]|:\/\/[\w-]/.test(url)) continue;
    if (start > last) result.push({ kind: 'text', text: text.slice(last, start) });
    const href = safeLinkUrl(email ? `mailto:${url}` : url.startsWith('www.') ? `http://${url}` : url);
    result.push({ kind: 'link', href, children: [{ kind: 'text', text: url }] });
    last = start + url.length;
  }
  if (last === 0) return [{ kind: 'text', text }];
  if (last < text.length) result.push({ kind: 'text', text: text.slice(last) });
  return result;
}

/** Bare addresses in text become links; a link's own text is left alone (links do not nest). */
export function linkBareUrls(nodes: Inline[]): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    if (node.kind === 'text') return /[.@]/.test(node.text) ? linkText(node.text) : [node];
    if (node.kind === 'link') return [node];
    return 'children' in node ? [{ ...node, children: linkBareUrls(node.children) }] : [node];
  });
}
