/**
 * Line tests shared by the splitter (where a block ends) and the block parser (what it holds).
 * A backtick fence's info string may not contain backticks, so "```a``` b" stays inline code.
 */
export const FENCE = /^( {0,3})(`{3,}(?=[^`]*$)|~{3,})(.*)$/;
export const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/;
export const HR = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
export const QUOTE = /^ {0,3}>/;
export const LIST_ITEM = /^( {0,3})([-+*]|\d{1,9}[.)])([ \t]+|$)/;
const DELIMITER_ROW = /^\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?$/;

export const isBlank = (line: string) => /^[ \t]*$/.test(line);

export const isOrdered = (marker: string) => marker.length > 1 || (marker >= '0' && marker <= '9');

/** Table cells of one row; `\|` is a literal pipe. */
export function splitRow(line: string): string[] {
  let row = line.trim();
  if (row.startsWith('|')) row = row.slice(1);
  if (row.endsWith('|') && !row.endsWith('\\|')) row = row.slice(0, -1);
  return row.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

/** GFM: a header row followed by a delimiter row with the same number of cells. */
export function isTableStart(line: string, next: string | undefined): boolean {
  return (
    next !== undefined &&
    line.includes('|') &&
    DELIMITER_ROW.test(next.trim()) &&
    splitRow(line).length === splitRow(next).length
  );
}

/**
 * Lines that end a paragraph by starting another block. An empty list item ("-" alone) does
 * not: mid-stream it is usually the first character of "---" or of a word.
 */
export function interrupts(line: string, next: string | undefined): boolean {
  const item = LIST_ITEM.exec(line);
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    HR.test(line) ||
    QUOTE.test(line) ||
    (item !== null && !isBlank(line.slice(item[0].length))) ||
    isTableStart(line, next)
  );
}
