import { format, type Texts } from '../i18n/texts';
import { normaliseDate } from './form-dates';
import { twoDigits } from './local-time';
import { CHINESE_FORMAT, type LocaleFormat } from './locale-format';
import { asArray, asNumber, asText, isObject } from './wire-values';

/**
 * wire-format.md, "Tasks": `schedule: {type, time: "HH:mm", date?, weekdays?: [1-7], day?: 1-31}`.
 * Each kind carries exactly the fields it needs, so a weekly schedule without weekdays cannot exist.
 */
export type TaskSchedule =
  | { type: 'once'; time: string; date: string }
  | { type: 'daily'; time: string }
  | { type: 'weekly'; time: string; weekdays: number[] }
  | { type: 'monthly'; time: string; day: number };

export type ScheduleType = TaskSchedule['type'];
export const SCHEDULE_TYPES: readonly ScheduleType[] = ['once', 'daily', 'weekly', 'monthly'];

/** wire-format.md: weekdays run 1 (Monday) to 7 (Sunday); days of the month 1 to 31. */
export const FIRST_WEEKDAY = 1;
export const LAST_WEEKDAY = 7;
export const FIRST_MONTH_DAY = 1;
export const LAST_MONTH_DAY = 31;

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** "8:05" or "08:05:00" → "08:05"; anything that is not a time of day → undefined. */
export function normalizeTime(value: unknown): string | undefined {
  const match = TIME_PATTERN.exec(asText(value).trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return undefined;
  return `${twoDigits(hours)}:${match[2]}`;
}

/** A real calendar date written YYYY-MM-DD: the rule of a form's date field (form-dates.ts). */
export function isValidDate(value: string): boolean {
  return normaliseDate(value, 'date') !== null;
}

function readWeekdays(value: unknown): number[] {
  const days = asArray(value)
    .map(asNumber)
    .filter((day): day is number => Number.isInteger(day) && day! >= FIRST_WEEKDAY && day! <= LAST_WEEKDAY);
  return [...new Set(days)].sort((left, right) => left - right);
}

/** A wire schedule → the union; a schedule missing what its kind needs → undefined. */
export function scheduleFromWire(value: unknown): TaskSchedule | undefined {
  if (!isObject(value)) return undefined;
  const time = normalizeTime(value.time);
  if (!time) return undefined;
  switch (asText(value.type).toLowerCase()) {
    case 'once': {
      const date = asText(value.date).slice(0, 10);
      return isValidDate(date) ? { type: 'once', time, date } : undefined;
    }
    case 'daily':
      return { type: 'daily', time };
    case 'weekly': {
      const weekdays = readWeekdays(value.weekdays);
      return weekdays.length > 0 ? { type: 'weekly', time, weekdays } : undefined;
    }
    case 'monthly': {
      const day = asNumber(value.day);
      return day !== undefined && Number.isInteger(day) && day >= FIRST_MONTH_DAY && day <= LAST_MONTH_DAY
        ? { type: 'monthly', time, day }
        : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The union → the wire object. Each kind already holds exactly the fields the wire takes, so a
 * copy is enough; the weekday list is copied too, so the request never shares the task's array.
 */
export function scheduleToWire(schedule: TaskSchedule): Record<string, unknown> {
  return schedule.type === 'weekly' ? { ...schedule, weekdays: [...schedule.weekdays] } : { ...schedule };
}

/** The catalogue's words a schedule label is made of. */
export type ScheduleWords = Pick<
  Texts,
  'taskScheduleDaily' | 'scheduleWeekly' | 'weekdayNames' | 'scheduleMonthly' | 'scheduleOnce'
>;

/** The catalogue's weekday names, Monday first (weekday 1 at index 0). */
export function weekdayNames(words: Pick<Texts, 'weekdayNames'>): string[] {
  return words.weekdayNames.split(',');
}

/** 每天 08:30 / 每周一、三 09:00 / 每月 5 日 10:00 / 2026-12-01 09:00 一次. */
export function scheduleLabel(
  schedule: TaskSchedule,
  words: ScheduleWords,
  list: LocaleFormat['list'] = CHINESE_FORMAT.list,
): string {
  switch (schedule.type) {
    case 'daily':
      return `${words.taskScheduleDaily} ${schedule.time}`;
    case 'weekly': {
      const names = weekdayNames(words);
      const days = list(schedule.weekdays.map((day) => names[day - 1] ?? String(day)));
      return `${format(words.scheduleWeekly, days)} ${schedule.time}`;
    }
    case 'monthly':
      return `${format(words.scheduleMonthly, schedule.day)} ${schedule.time}`;
    case 'once':
      return `${schedule.date} ${schedule.time} ${words.scheduleOnce}`;
  }
}
