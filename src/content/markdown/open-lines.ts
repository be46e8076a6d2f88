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
  const last = lines.at(-1) ?? '';
  const previous = lines.at(-2) ?? '';
  const underHeader = TABLE_ROW.test(previous) && !(lines.at(-3) ?? '').includes('|');
  if (PARTIAL_DELIMITER_ROW.test(last) && underHeader) {
    const complete = TABLE_DELIMITER.test(last) && splitRow(last).length === splitRow(previous).length;
    return complete ? lines : [...lines.slice(0, -1), delimiterRow(previous)];
  }
  const shown = SYNTAX_ONLY.test(last) ? lines.slice(0, -1) : lines;
  const row = shown.at(-1) ?? '';
  if (TABLE_ROW.test(row) && !(shown.at(-2) ?? '').includes('|')) return [...shown, delimiterRow(row)];
  return shown;
}

const delimiterRow = (header: string) => `|${'-|'.repeat(splitRow(header).length)}`;
