/**
 * Task schedules (wire-format.md "Tasks"): `{type: once | daily | weekly | monthly, time: "HH:mm",
 * date?: "YYYY-MM-DD", weekdays?: [1-7], day?: 1-31}`, in the server's local wall-clock time.
 * Pure: no clock, no timers; the runner passes the time to count from.
 */

export const SCHEDULE_TYPES = ['once', 'daily', 'weekly', 'monthly'];
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Monday = 1 … Sunday = 7 (ISO), as the wire's `weekdays` counts. */
const ISO_SUNDAY = 7;
const LAST_DAY_OF_MONTH = 31;
/**
 * Days looked at per run asked for: a monthly schedule finds a run in every month (day 31 falls
 * back to the month's last day), so 31 days always hold one run of any valid schedule.
 */
const DAYS_PER_RUN = 31;

/** The schedule's problem in words for the error envelope, or undefined when it is valid. */
export function scheduleProblem(schedule) {
  if (typeof schedule !== 'object' || schedule === null || Array.isArray(schedule))
    return '请设置执行周期（schedule）';
  if (!SCHEDULE_TYPES.includes(schedule.type)) return `执行周期类型无效：${String(schedule.type ?? '')}`;
  if (!TIME_PATTERN.test(String(schedule.time ?? ''))) return '执行时间格式应为 HH:mm';
  if (schedule.type === 'once' && !parseDate(schedule.date)) return '执行日期格式应为 YYYY-MM-DD';
  if (schedule.type === 'weekly') {
    const { weekdays } = schedule;
    const valid =
      Array.isArray(weekdays) &&
      weekdays.length > 0 &&
      weekdays.every((day) => Number.isInteger(day) && day >= 1 && day <= ISO_SUNDAY);
    if (!valid) return '请选择每周的执行日（1–7，周一为 1）';
  }
  if (schedule.type === 'monthly') {
    const { day } = schedule;
    if (!Number.isInteger(day) || day < 1 || day > LAST_DAY_OF_MONTH) return '每月执行日应为 1–31';
  }
  return undefined;
}

/** The `HH:mm` problem alone (change_task_time moves only the time). */
export function timeProblem(time) {
  return TIME_PATTERN.test(String(time ?? '')) ? undefined : '执行时间格式应为 HH:mm';
}

/** Only the fields of the schedule's type, so stored tasks carry no stray fields. */
export function normalizeSchedule(schedule) {
  const base = { type: schedule.type, time: schedule.time };
  if (schedule.type === 'once') return { ...base, date: schedule.date };
  if (schedule.type === 'weekly')
    return { ...base, weekdays: [...new Set(schedule.weekdays)].sort((a, b) => a - b) };
  if (schedule.type === 'monthly') return { ...base, day: schedule.day };
  return base;
}

/**
 * The next `count` runs strictly after `from` (Date), as Dates. Days are walked as calendar
 * dates (`new Date(year, month, day + n)`), never by adding 24 h, so a daylight-saving change
 * cannot shift the wall-clock time. A once schedule in the past has none.
 */
export function nextRunTimes(schedule, from, count) {
  if (scheduleProblem(schedule) || count <= 0) return [];
  const [hours, minutes] = schedule.time.split(':').map(Number);
  if (schedule.type === 'once') {
    const [year, month, day] = parseDate(schedule.date);
    const run = new Date(year, month - 1, day, hours, minutes);
    return run > from ? [run] : [];
  }
  const runs = [];
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  for (let offset = 0; runs.length < count && offset <= count * DAYS_PER_RUN; offset += 1) {
    const day = new Date(start.getFullYear(), start.getMonth(), start.getDate() + offset);
    if (!runsOn(schedule, day)) continue;
    const run = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
    if (run > from) runs.push(run);
  }
  return runs;
}

function runsOn(schedule, day) {
  if (schedule.type === 'daily') return true;
  if (schedule.type === 'weekly') return schedule.weekdays.includes(day.getDay() || ISO_SUNDAY);
  // A month without the day (31 in April, 30 in February) runs on its last day.
  const lastDay = new Date(day.getFullYear(), day.getMonth() + 1, 0).getDate();
  return day.getDate() === Math.min(schedule.day, lastDay);
}

/** [year, month, day] of a real calendar date `YYYY-MM-DD`, or undefined. */
function parseDate(value) {
  const match = DATE_PATTERN.exec(String(value ?? ''));
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? [year, month, day] : undefined;
}
