import { splitRow, TABLE_DELIMITER } from './line-patterns';

/** A last line with nothing but block syntax yet: `-`, `1.`, `##`, `>`, a fence or rule on its way. */
const SYNTAX_ONLY = /^[ \t>]*(?:[-+*#=_`~|:]+|\d{1,9}[.)])?[ \t]*$/;
const PARTIAL_DELIMITER_ROW = /^[ \t]*\|[ \t:|-]*$/;
const TABLE_ROW = /^[ \t]*\|/;

/**
 * The last lines of a streamed answer as the finished answer will most likely read (decision
 * 028): a line of bare block syntax waits for its text, and a table row with no delimiter row
 * below it yet is shown as a table header rather than as pipes.
 */
export function completeOpenLines(lines: string[]): string[] {
  const last = lines.at(-1);
  if (last === undefined || lines.length < 1) return lines;
  if (SYNTAX_ONLY.test(last) && !PARTIAL_DELIMITER_ROW.test(last)) return lines.slice(0, -1);
  const previous = lines.at(-2) ?? '';
  const beforePrevious = lines.at(-3) ?? '';
  const delimiterRow = (header: string) => `|${'-|'.repeat(splitRow(header).length)}`;
  if (TABLE_ROW.test(last) && !previous.includes('|'))
    return lines.concat(PARTIAL_DELIMITER_ROW.test(last) ? [] : [delimiterRow(last)]);
  if (PARTIAL_DELIMITER_ROW.test(last) && TABLE_ROW.test(previous) && !beforePrevious.includes('|')) {
    if (!TABLE_DELIMITER.test(last) || splitRow(last).length !== splitRow(previous).length)
      return [...lines.slice(0, -1), delimiterRow(previous)];
  }
  return lines;
}
