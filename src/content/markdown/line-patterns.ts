/** Line-level patterns of CommonMark 0.31.2 section 4 and GFM tables, matched from a line's first non-space. */
export const ATX_HEADING = /^#{1,6}(?:[ \t]+|$)/;
export const OPENING_FENCE = /^`{3,}(?!.*`)|^~{3,}/;
export const CLOSING_FENCE = /^(?:`{3,}|~{3,})(?=[ \t]*$)/;
export const THEMATIC_BREAK = /^(?:\*[ \t]*){3,}$|^(?:_[ \t]*){3,}$|^(?:-[ \t]*){3,}$/;
export const SETEXT_UNDERLINE = /^(?:=+|-+)[ \t]*$/;
export const BULLET = /^[*+-]/;
export const ORDERED = /^(\d{1,9})([.)])/;
/** GFM 4.10: a delimiter row; it must hold a pipe here so `---` under a line stays a setext heading. */
export const TABLE_DELIMITER = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
/** First characters that can start a block other than a paragraph; other lines skip every test. */
export const MAYBE_SPECIAL = /^[#`~*+\-_=>|:\d]/;

export const isBlank = (line: string) => /^[ \t]*$/.test(line);

/** GFM 4.10: a row's cells, split on unescaped pipes; `\|` becomes `|` even inside code spans. */
export function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  return row.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}
