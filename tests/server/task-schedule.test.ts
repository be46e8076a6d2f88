// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nextRunTimes,
  normalizeSchedule,
  scheduleProblem,
  timeProblem,
} from '../../demo/server/task-schedule.mjs';

/**
 * Schedules run in the server's local wall-clock time. The whole file runs in a zone with
 * daylight saving (Berlin: clocks go forward on 2026-03-29 at 02:00 and back on 2026-10-25 at
 * 03:00), so a computation that added 24 hours instead of walking calendar days would drift.
 */
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

const HOUR_MS = 60 * 60 * 1000;
/** Local wall-clock text of a run, `YYYY-MM-DD HH:mm`, independent of the zone's offset. */
function local(date: Date) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const at = (year: number, month: number, day: number, hours = 0, minutes = 0) =>
  new Date(year, month - 1, day, hours, minutes);
const runs = (schedule: unknown, from: Date, count = 5) => nextRunTimes(schedule, from, count).map(local);

describe('daily schedules', () => {
  it('runs every day at the same wall-clock time across the spring daylight-saving change', () => {
    const times = nextRunTimes({ type: 'daily', time: '08:30' }, at(2026, 3, 27, 12), 4);
    expect(times.map(local)).toEqual([
      '2026-03-28 08:30',
      '2026-03-29 08:30',
      '2026-03-30 08:30',
      '2026-03-31 08:30',
    ]);
    // The night the clocks go forward is 23 hours long: the runs are not 24 hours apart.
    const gaps = times.slice(1).map((time, index) => time.getTime() - (times[index] as Date).getTime());
    expect(gaps).toEqual([23 * HOUR_MS, 24 * HOUR_MS, 24 * HOUR_MS]);
  });

  it('keeps the wall-clock time across the autumn change, when a night is 25 hours long', () => {
    const times = nextRunTimes({ type: 'daily', time: '07:00' }, at(2026, 10, 24, 12), 2);
    expect(times.map(local)).toEqual(['2026-10-25 07:00', '2026-10-26 07:00']);
    expect((times[0] as Date).getTime() - at(2026, 10, 24, 7).getTime()).toBe(25 * HOUR_MS);
  });

  it('runs later today when the time is still ahead, and from tomorrow when it has come', () => {
    const schedule = { type: 'daily', time: '08:30' };
    expect(runs(schedule, at(2026, 11, 24, 8, 29), 1)).toEqual(['2026-11-24 08:30']);
    // Strictly after: a run exactly now is the one just made.
    expect(runs(schedule, at(2026, 11, 24, 8, 30), 1)).toEqual(['2026-11-25 08:30']);
  });

  it('crosses the end of the year', () => {
    expect(runs({ type: 'daily', time: '00:00' }, at(2026, 12, 31, 23, 59), 2)).toEqual([
      '2027-01-01 00:00',
      '2027-01-02 00:00',
    ]);
  });

  it('runs an hour late on the day a time falls into the spring gap', () => {
    // 02:30 does not exist on 2026-03-29 in Berlin; the local date constructor moves it to 03:30.
    expect(runs({ type: 'daily', time: '02:30' }, at(2026, 3, 28, 12), 2)).toEqual([
      '2026-03-29 03:30',
      '2026-03-30 02:30',
    ]);
  });
});

describe('weekly schedules', () => {
  it('wraps around the end of the week (Monday = 1, Friday = 5)', () => {
    // 2026-11-28 is a Saturday.
    expect(runs({ type: 'weekly', time: '09:00', weekdays: [5, 1] }, at(2026, 11, 28, 12), 4)).toEqual([
      '2026-11-30 09:00',
      '2026-12-04 09:00',
      '2026-12-07 09:00',
      '2026-12-11 09:00',
    ]);
  });

  it('counts Sunday as 7', () => {
    expect(runs({ type: 'weekly', time: '10:15', weekdays: [7] }, at(2026, 11, 28, 12), 2)).toEqual([
      '2026-11-29 10:15',
      '2026-12-06 10:15',
    ]);
  });

  it('runs today when today is one of the days and the time is ahead', () => {
    // 2026-11-30 is a Monday.
    const schedule = { type: 'weekly', time: '09:00', weekdays: [1] };
    expect(runs(schedule, at(2026, 11, 30, 8), 1)).toEqual(['2026-11-30 09:00']);
    expect(runs(schedule, at(2026, 11, 30, 9), 1)).toEqual(['2026-12-07 09:00']);
  });
});

describe('monthly schedules', () => {
  it('runs on the last day of a month that lacks the day', () => {
    expect(runs({ type: 'monthly', time: '18:00', day: 31 }, at(2026, 1, 15), 5)).toEqual([
      '2026-01-31 18:00',
      '2026-02-28 18:00',
      '2026-03-31 18:00',
      '2026-04-30 18:00',
      '2026-05-31 18:00',
    ]);
  });

  it('knows leap years: day 30 runs on 29 February 2028 and 28 February 2027', () => {
    const schedule = { type: 'monthly', time: '12:00', day: 30 };
    expect(runs(schedule, at(2027, 2, 1), 1)).toEqual(['2027-02-28 12:00']);
    expect(runs(schedule, at(2028, 2, 1), 2)).toEqual(['2028-02-29 12:00', '2028-03-30 12:00']);
  });

  it('moves to next month once this month’s run has passed', () => {
    expect(runs({ type: 'monthly', time: '08:00', day: 1 }, at(2026, 11, 1, 9), 2)).toEqual([
      '2026-12-01 08:00',
      '2027-01-01 08:00',
    ]);
  });
});

describe('once schedules', () => {
  it('runs once at its date and time, and never again', () => {
    expect(runs({ type: 'once', time: '14:45', date: '2026-12-24' }, at(2026, 11, 24))).toEqual([
      '2026-12-24 14:45',
    ]);
  });

  it('has no run when its time is past, even earlier the same day', () => {
    expect(runs({ type: 'once', time: '14:45', date: '2026-11-24' }, at(2026, 11, 24, 15))).toEqual([]);
    expect(runs({ type: 'once', time: '14:45', date: '2025-01-01' }, at(2026, 11, 24))).toEqual([]);
  });
});

describe('schedule validation', () => {
  it.each([
    [undefined, '请设置执行周期（schedule）'],
    [{ type: 'hourly', time: '08:00' }, '执行周期类型无效：hourly'],
    [{ type: 'daily', time: '8:00' }, '执行时间格式应为 HH:mm'],
    [{ type: 'daily', time: '24:00' }, '执行时间格式应为 HH:mm'],
    [{ type: 'daily', time: '08:60' }, '执行时间格式应为 HH:mm'],
    [{ type: 'once', time: '08:00', date: '2026-02-30' }, '执行日期格式应为 YYYY-MM-DD'],
    [{ type: 'once', time: '08:00' }, '执行日期格式应为 YYYY-MM-DD'],
    [{ type: 'weekly', time: '08:00', weekdays: [] }, '请选择每周的执行日（1–7，周一为 1）'],
    [{ type: 'weekly', time: '08:00', weekdays: [0] }, '请选择每周的执行日（1–7，周一为 1）'],
    [{ type: 'monthly', time: '08:00', day: 32 }, '每月执行日应为 1–31'],
    [{ type: 'monthly', time: '08:00' }, '每月执行日应为 1–31'],
  ])('rejects %j with %s, and it has no runs', (schedule, message) => {
    expect(scheduleProblem(schedule)).toBe(message);
    expect(nextRunTimes(schedule, at(2026, 11, 24), 5)).toEqual([]);
  });

  it('accepts a valid schedule of every type', () => {
    for (const schedule of [
      { type: 'once', time: '23:59', date: '2030-01-01' },
      { type: 'daily', time: '00:00' },
      { type: 'weekly', time: '09:00', weekdays: [1, 7] },
      { type: 'monthly', time: '09:00', day: 31 },
    ]) {
      expect(scheduleProblem(schedule)).toBeUndefined();
    }
  });

  it('checks a bare time for change_task_time', () => {
    expect(timeProblem('07:05')).toBeUndefined();
    expect(timeProblem('7:05')).toBe('执行时间格式应为 HH:mm');
  });

  it('keeps only the fields of the schedule’s type, with weekdays sorted once each', () => {
    expect(normalizeSchedule({ type: 'weekly', time: '09:00', weekdays: [5, 1, 5], day: 3 })).toEqual({
      type: 'weekly',
      time: '09:00',
      weekdays: [1, 5],
    });
    expect(normalizeSchedule({ type: 'daily', time: '09:00', date: '2026-01-01' })).toEqual({
      type: 'daily',
      time: '09:00',
    });
  });

  it('gives nothing when no run is asked for', () => {
    expect(nextRunTimes({ type: 'daily', time: '09:00' }, at(2026, 11, 24), 0)).toEqual([]);
  });
});
