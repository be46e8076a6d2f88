import { localTimeParts } from './local-time';
import { formatFileSize } from './message-file';

/** How a language writes times, file sizes and lists (decision 040). */
export interface LocaleFormat {
  /** 15:05 / 3:05 PM. */
  clock(time: number): string;
  /**
   * A day and its time (11-28 15:05 / Nov 28, 3:05 PM), with the year when it is not the year of
   * `now`: Chinese puts it first with `yearSeparator` (2025 11-28 15:05, 2025-11-28 15:05); other
   * languages write a year their own way (Nov 28, 2025, 3:05 PM).
   */
  dayClock(time: number, now: number, yearSeparator: string): string;
  /** 532 B, 1.5 KB, 12 MB. */
  fileSize(bytes: number | undefined): string;
  /** 一、三 / Mon, Wed. */
  list(items: readonly string[]): string;
}

/** The spec's own formats (screens doc section 9), built from numbers as before. */
export const CHINESE_FORMAT: LocaleFormat = {
  clock: (time) => localTimeParts(time).clock,
  dayClock: (time, now, yearSeparator) => {
    const { year, monthDay, clock } = localTimeParts(time);
    return `${isThisYear(time, now) ? '' : year + yearSeparator}${monthDay} ${clock}`;
  },
  fileSize: formatFileSize,
  list: (items) => items.join('、'),
};

function isThisYear(time: number, now: number): boolean {
  return new Date(time).getFullYear() === new Date(now).getFullYear();
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const formats = new Map<string, LocaleFormat>();

/**
 * Other languages write through Intl, one set of formatters per language made on first use (a
 * message list renders many times; a formatter is not cheap to make).
 */
export function localeFormat(locale: string): LocaleFormat {
  let format = formats.get(locale);
  if (format) return format;
  const time = { hour: 'numeric', minute: '2-digit' } as const;
  const day = { month: 'short', day: 'numeric', ...time } as const;
  const clock = new Intl.DateTimeFormat(locale, time);
  const dayClock = new Intl.DateTimeFormat(locale, day);
  const yearDayClock = new Intl.DateTimeFormat(locale, { year: 'numeric', ...day });
  // Whole units from 10 up, one decimal below, as the Chinese sizes; "532 bytes", not "532 byte".
  const sizes = SIZE_UNITS.flatMap((unit) =>
    [0, 1].map(
      (digits) =>
        new Intl.NumberFormat(locale, {
          style: 'unit',
          unit,
          unitDisplay: unit === 'byte' ? 'long' : 'short',
          maximumFractionDigits: digits,
        }),
    ),
  );
  const list = new Intl.ListFormat(locale, { style: 'short', type: 'unit' });
  format = {
    clock: (value) => clock.format(value),
    dayClock: (value, now) => (isThisYear(value, now) ? dayClock : yearDayClock).format(value),
    fileSize: (bytes) => {
      if (bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
      const unit = Math.min(bytes > 0 ? Math.floor(Math.log2(bytes) / 10) : 0, 3);
      const value = bytes / 1024 ** unit;
      return sizes[unit * 2 + Number(unit > 0 && value < 10)]?.format(value) ?? '';
    },
    list: (items) => list.format(items),
  };
  formats.set(locale, format);
  return format;
}
