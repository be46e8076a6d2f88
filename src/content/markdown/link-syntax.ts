import { isAsciiPunctuation, unescapeText } from './entities';

/** Link destinations, titles and labels (CommonMark 0.31.2 section 6.3), shared by inline links and definitions. */
export interface LinkTarget {
  destination: string;
  title: string | undefined;
}

export type References = Map<string, LinkTarget>;

const POINTY_DESTINATION = /<(?:[^<>\n\\]|\\.)*>/y;
const TITLE = /"(?:\\[\s\S]|[^\\"])*"|'(?:\\[\s\S]|[^\\'])*'|\((?:\\[\s\S]|[^\\()])*\)/y;
/** 6.3: a label holds at most 999 characters and no unescaped brackets. */
const LABEL = /\[(?:[^\\[\]]|\\[\s\S]){0,999}\]/y;
const SPACES_AND_ONE_NEWLINE = /[ \t]*(?:\n[ \t]*)?/y;
const REST_OF_LINE_BLANK = /[ \t]*(?:\n|$)/y;
/**
 * Parentheses nest at most this deep in a destination (cmark's limit; 6.3 allows a bound): an unclosed
 * `[a](b(` repeated would otherwise make every link scan the rest of the text (decision 062).
 */
const MAX_PARENTHESES = 32;

function sticky(pattern: RegExp, source: string, index: number): string | null {
  pattern.lastIndex = index;
  return pattern.exec(source)?.[0] ?? null;
}

export const skipSpace = (source: string, index: number) =>
  index + (sticky(SPACES_AND_ONE_NEWLINE, source, index) as string).length;

/** A destination at `index`: [destination, end], or null. */
function parseDestination(source: string, index: number): [string, number] | null {
  const pointy = sticky(POINTY_DESTINATION, source, index);
  if (pointy) return [unescapeText(pointy.slice(1, -1)), index + pointy.length];
  if (source[index] === '<') return null;
  let depth = 0;
  let end = index;
  for (; end < source.length; end += 1) {
    const character = source[end] as string;
    if (character === '\\' && isAsciiPunctuation(source[end + 1])) end += 1;
    else if (character === '(') {
      depth += 1;
      if (depth > MAX_PARENTHESES) return null;
    } else if (character === ')') {
      if (depth === 0) break;
      depth -= 1;
    } else if (character <= ' ' || character === '\u007f') break;
  }
  if ((end === index && source[end] !== ')') || depth !== 0) return null;
  return [unescapeText(source.slice(index, end)), end];
}

function parseTitle(source: string, index: number): [string, number] | null {
  const title = sticky(TITLE, source, index);
  return title ? [unescapeText(title.slice(1, -1)), index + title.length] : null;
}

/**
 * A destination after optional spaces, then a title when spaces separate it (shared by inline links
 * and definitions): the target, where the destination ends, and where the title ends (-1 without one).
 */
export function parseTarget(source: string, index: number): [LinkTarget, number, number] | null {
  const destination = parseDestination(source, skipSpace(source, index));
  if (!destination) return null;
  const titleStart = skipSpace(source, destination[1]);
  const title = titleStart > destination[1] ? parseTitle(source, titleStart) : null;
  return [{ destination: destination[0], title: title?.[0] }, destination[1], title ? title[1] : -1];
}

/** The end of a label starting at `index` (just past `]`), or -1. */
export function labelEnd(source: string, index: number): number {
  const label = sticky(LABEL, source, index);
  return label ? index + label.length : -1;
}

/** 6.3: labels match case-insensitively with inner whitespace collapsed. */
export const normalizeLabel = (label: string) =>
  label.trim().replace(/\s+/g, ' ').toLowerCase().toUpperCase();

/**
 * Link reference definitions at the start of a paragraph's text (4.7) go into `references` (the
 * first definition of a label wins) and into `made`; returns where the paragraph's own text starts.
 */
export function takeDefinitions(text: string, references: References, made: [string, LinkTarget][]): number {
  let start = 0;
  while (text[start] === '[') {
    const end = definitionEnd(text, start, references, made);
    if (end < 0) break;
    start = end;
  }
  return start;
}

function definitionEnd(
  text: string,
  start: number,
  references: References,
  made: [string, LinkTarget][],
): number {
  const afterLabel = labelEnd(text, start);
  if (afterLabel < 0 || text[afterLabel] !== ':') return -1;
  const label = normalizeLabel(text.slice(start + 1, afterLabel - 1));
  const target = parseTarget(text, afterLabel + 1);
  if (!target || label === '') return -1;
  const [{ destination, title }, beforeTitle, afterTitle] = target;
  // 4.7: a title must end its line, or the definition ends before it.
  const titleEnd = afterTitle >= 0 ? lineEnd(text, afterTitle) : -1;
  const end = titleEnd >= 0 ? titleEnd : lineEnd(text, beforeTitle);
  if (end < 0) return -1;
  if (!references.has(label)) {
    const definition = { destination, title: titleEnd >= 0 ? title : undefined };
    references.set(label, definition);
    made.push([label, definition]);
  }
  return end;
}

function lineEnd(text: string, index: number): number {
  const rest = sticky(REST_OF_LINE_BLANK, text, index);
  return rest === null ? -1 : index + rest.length;
}
