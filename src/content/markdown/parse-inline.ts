import { safeImageUrl, safeLinkUrl } from '../link-policy';
import type { Inline } from './tokens';

const ESCAPABLE = '\\`*_{}[]()#+-.!|~<>"\'';
const AUTOLINK = /<((?:https?|mailto):[^\s<>]+)>/y;
// Bare URLs stop before trailing punctuation (ASCII and full-width) so "见 https://a.com。" works.
const BARE_URL =
  /https?:\/\/[^\s<>()\u3000-\u303f\uff00-\uffef]*[^\s<>().,;:!?'"\u3000-\u303f\uff00-\uffef]/y;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Inline markdown → tokens. Literal text stays text: raw HTML such as `<script>` is never
 * interpreted. Unclosed delimiters (common mid-stream) are shown as typed.
 */
export function parseInline(source: string): Inline[] {
  const tokens: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };
  let index = 0;
  while (index < source.length) {
    const character = source[index] as string;
    const matched = matchAt(source, index, character);
    if (matched) {
      flush();
      tokens.push(matched.token);
      index = matched.end;
      continue;
    }
    if (character === '\\' && ESCAPABLE.includes(source[index + 1] ?? ' ')) {
      text += source[index + 1];
      index += 2;
      continue;
    }
    if (character === '`') {
      const run = runLength(source, index, '`');
      text += source.slice(index, index + run);
      index += run;
      continue;
    }
    text += character;
    index += 1;
  }
  flush();
  return tokens;
}

type Match = { token: Inline; end: number } | null;

function matchAt(source: string, index: number, character: string): Match {
  switch (character) {
    case '\n':
      return { token: { kind: 'break' }, end: index + 1 };
    case '\\':
      return source[index + 1] === '\n' ? { token: { kind: 'break' }, end: index + 2 } : null;
    case '`':
      return matchCode(source, index);
    case '!':
      return source[index + 1] === '[' ? matchLink(source, index + 1, true) : null;
    case '[':
      return matchLink(source, index, false);
    case '<':
      return matchAutolink(source, index);
    case 'h':
      return matchBareUrl(source, index);
    case '*':
    case '_':
    case '~':
      return matchEmphasis(source, index, character);
    default:
      return null;
  }
}

function runLength(source: string, index: number, character: string): number {
  let end = index;
  while (source[end] === character) end += 1;
  return end - index;
}

function matchCode(source: string, index: number): Match {
  const run = runLength(source, index, '`');
  const fence = '`'.repeat(run);
  let close = source.indexOf(fence, index + run);
  while (close !== -1 && runLength(source, close, '`') !== run)
    close = source.indexOf(fence, close + runLength(source, close, '`'));
  if (close === -1) return null;
  let code = source.slice(index + run, close).replace(/\n/g, ' ');
  if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ')) code = code.slice(1, -1);
  return { token: { kind: 'code', text: code }, end: close + run };
}

function matchEmphasis(source: string, index: number, character: string): Match {
  const double = source[index + 1] === character;
  if (character === '~' && !double) return null;
  const width = double ? 2 : 1;
  const contentStart = index + width;
  if (/\s/.test(source[contentStart] ?? ' ')) return null;
  if (character === '_' && WORD_CHARACTER.test(source[index - 1] ?? ' ')) return null;
  const close = findCloser(source, contentStart, character, width);
  if (close === -1) return null;
  const children = parseInline(source.slice(contentStart, close));
  const kind = character === '~' ? 'del' : double ? 'strong' : 'em';
  return { token: { kind, children }, end: close + width };
}

function findCloser(source: string, from: number, character: string, width: number): number {
  for (let index = from + 1; index < source.length; index += 1) {
    if (source[index] === '`') {
      const code = matchCode(source, index);
      if (code) index = code.end - 1;
      continue;
    }
    if (source[index] !== character || /\s/.test(source[index - 1] ?? ' ')) continue;
    const run = runLength(source, index, character);
    if (width === 1 && run === 2) {
      index += 1;
      continue;
    }
    if (run < width) continue;
    if (character === '_' && WORD_CHARACTER.test(source[index + width] ?? ' ')) continue;
    return index;
  }
  return -1;
}

function matchLink(source: string, index: number, image: boolean): Match {
  const labelEnd = findBalanced(source, index, '[', ']');
  if (labelEnd === -1 || source[labelEnd + 1] !== '(') return null;
  const targetEnd = findBalanced(source, labelEnd + 1, '(', ')');
  if (targetEnd === -1) return null;
  const label = source.slice(index + 1, labelEnd);
  const target = source.slice(labelEnd + 2, targetEnd).trim();
  const url = target.startsWith('<') ? target.slice(1, target.indexOf('>')) : (target.split(/\s+/)[0] ?? '');
  if (image) return { token: { kind: 'image', src: safeImageUrl(url), alt: label }, end: targetEnd + 1 };
  return {
    token: { kind: 'link', href: safeLinkUrl(url), children: parseInline(label) },
    end: targetEnd + 1,
  };
}

function findBalanced(source: string, index: number, open: string, close: string): number {
  let depth = 0;
  for (let position = index; position < source.length; position += 1) {
    const character = source[position];
    if (character === '\\') position += 1;
    else if (character === '\n' && source[position + 1] === '\n') return -1;
    else if (character === open) depth += 1;
    else if (character === close) {
      depth -= 1;
      if (depth === 0) return position;
    }
  }
  return -1;
}

function matchAutolink(source: string, index: number): Match {
  AUTOLINK.lastIndex = index;
  const match = AUTOLINK.exec(source);
  if (!match?.[1]) return null;
  return { token: linkToken(match[1]), end: index + match[0].length };
}

function matchBareUrl(source: string, index: number): Match {
  if (WORD_CHARACTER.test(source[index - 1] ?? ' ') || !source.startsWith('http', index)) return null;
  BARE_URL.lastIndex = index;
  const match = BARE_URL.exec(source);
  if (!match) return null;
  return { token: linkToken(match[0]), end: index + match[0].length };
}

function linkToken(url: string): Inline {
  return { kind: 'link', href: safeLinkUrl(url), children: [{ kind: 'text', text: url }] };
}
