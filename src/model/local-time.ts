/** Local-time pieces shared by the message, task and form date texts (all in the visitor's zone). */

/** 7 → "07": clock and calendar parts are always two digits. */
export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The pieces the date texts are built from: the year, MM-DD and HH:mm of an instant. */
export function localTimeParts(time: number): { year: number; monthDay: string; clock: string } {
  const date = new Date(time);
  return {
    year: date.getFullYear(),
    monthDay: `${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`,
    clock: `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`,
  };
}

/** Midnight of the day `dayOffset` days from the day of `now` (0 today, -1 yesterday, 1 tomorrow). */
export function startOfLocalDay(now: number, dayOffset = 0): number {
  const today = new Date(now);
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + dayOffset).getTime();
}
