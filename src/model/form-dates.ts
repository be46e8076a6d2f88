import type { DateType } from './form-fields';

/**
 * Screens doc section 5 and data doc section 5: a date field's value must fit its type exactly —
 * year YYYY, month YYYY-MM, date YYYY-MM-DD — and be a real calendar date; anything else is
 * cleared to null.
 */
const PATTERNS: Record<DateType, RegExp> = {
  year: /^(\d{4})$/,
  month: /^(\d{4})-(\d{2})$/,
  date: /^(\d{4})-(\d{2})-(\d{2})$/,
};

export function normaliseDate(value: unknown, dateType: DateType): string | null {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match = PATTERNS[dateType].exec(text);
  if (!match) return null;
  const month = match[2] === undefined ? 1 : Number(match[2]);
  const day = match[3] === undefined ? 1 : Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(Number(match[1]), month)) return null;
  return text;
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one (UTC avoids time-zone shifts).
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The placeholder format shown for each date type. */
export const DATE_FORMAT_HINT: Record<DateType, string> = {
  year: 'YYYY',
  month: 'YYYY-MM',
  date: 'YYYY-MM-DD',
};
