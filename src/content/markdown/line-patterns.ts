/** Line-level patterns shared by the block splitter and the block parsers. */
export const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([^`\s]*)/;
export const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
export const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
export const QUOTE = /^ {0,3}>/;
export const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])([ \t]+|$)/;
export const TABLE_DELIMITER = /^ {0,3}\|?[ \t]*:?-+:?[ \t]*(\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

export const isBlank = (line: string) => line.trim() === '';

export function isTableStart(line: string, next: string | undefined): boolean {
  return line.includes('|') && next !== undefined && TABLE_DELIMITER.test(next) && next.includes('-');
}

/** Lines that end a paragraph: a new block of another kind starts here. */
export function interruptsParagraph(line: string, next: string | undefined): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    LIST_ITEM.test(line) ||
    isTableStart(line, next)
  );
}
