import { describe, expect, it } from 'vitest';
import { scheduleWords, taskDayWords } from '../../src/i18n/texts';
import { formatTaskTime, presetFirst, taskFromWire, taskRunFromWire } from '../../src/model/task';
import {
  draftFromTask,
  draftToSchedule,
  emptyTaskDraft,
  firstProblemField,
  validateTaskDraft,
} from '../../src/model/task-form';
import {
  normalizeTime,
  scheduleFromWire,
  scheduleLabel,
  scheduleToWire,
} from '../../src/model/task-schedule';

const wireTask = {
  task_id: 7,
  title: '早报',
  content: '汇总今天的新闻',
  is_preset: false,
  enable: true,
  schedule: { type: 'daily', time: '08:30' },
  next_run_time: '2026-12-01T08:30:00Z',
  last_run: { status: 'FAILED', time: 1_700_000_000, record_id: 99, message: '数据源连接超时' },
};

describe('taskFromWire', () => {
  it('reads ids as strings, times in any of the three forms and the last run', () => {
    const task = taskFromWire(wireTask);
    expect(task).toMatchObject({
      id: '7',
      title: '早报',
      content: '汇总今天的新闻',
      isPreset: false,
      enabled: true,
      schedule: { type: 'daily', time: '08:30' },
      nextRunTime: Date.parse('2026-12-01T08:30:00Z'),
      lastRun: { status: 'FAILED', startTime: 1_700_000_000_000, recordId: '99', message: '数据源连接超时' },
      runs: [],
    });
  });

  it('reads runs of task/show/detail and drops runs without a known status', () => {
    const task = taskFromWire({
      ...wireTask,
      runs: [
        { id: 1, status: 'SUCCEEDED', start_time: 1_700_000_000_000, end_time: 1_700_000_060_000 },
        { id: 2, status: 'WHATEVER', start_time: 1 },
      ],
    });
    expect(task?.runs).toEqual([
      {
        id: '1',
        status: 'SUCCEEDED',
        startTime: 1_700_000_000_000,
        endTime: 1_700_000_060_000,
        message: '',
        recordId: undefined,
      },
    ]);
  });

  it('needs a task id, and keeps a task whose schedule is unusable without a schedule', () => {
    expect(taskFromWire({ title: 'x' })).toBeUndefined();
    expect(
      taskFromWire({ task_id: 'a', schedule: { type: 'weekly', time: '09:00', weekdays: [] } })?.schedule,
    ).toBe(undefined);
  });

  it('reads flags given as numbers or strings', () => {
    expect(taskFromWire({ task_id: 'a', is_preset: 1, enable: 'false' })).toMatchObject({
      isPreset: true,
      enabled: false,
    });
  });

  it('puts preset tasks first and keeps the order within each group', () => {
    const tasks = [
      taskFromWire({ task_id: 'u1' })!,
      taskFromWire({ task_id: 'p1', is_preset: true })!,
      taskFromWire({ task_id: 'u2' })!,
    ];
    expect(presetFirst(tasks).map((task) => task.id)).toEqual(['p1', 'u1', 'u2']);
  });

  it('reads a log entry with its start and end', () => {
    expect(taskRunFromWire({ id: 'r', status: 'running', start_time: '2026-01-01T00:00:00Z' })).toMatchObject(
      {
        id: 'r',
        status: 'RUNNING',
        startTime: Date.parse('2026-01-01T00:00:00Z'),
        endTime: undefined,
      },
    );
  });
});

describe('schedules', () => {
  it('decodes each kind and writes back only the fields its kind uses', () => {
    const kinds = [
      { type: 'once', time: '09:00', date: '2026-12-01' },
      { type: 'daily', time: '08:30' },
      { type: 'weekly', time: '09:00', weekdays: [1, 3] },
      { type: 'monthly', time: '10:00', day: 5 },
    ];
    for (const wire of kinds) expect(scheduleToWire(scheduleFromWire(wire)!)).toEqual(wire);
    expect(scheduleToWire({ type: 'daily', time: '08:30' })).toEqual({ type: 'daily', time: '08:30' });
    const weekly = { type: 'weekly' as const, time: '09:00', weekdays: [1, 3] };
    const sent = scheduleToWire(weekly);
    expect(sent).toEqual(weekly);
    expect(sent).not.toBe(weekly);
    expect(sent.weekdays).not.toBe(weekly.weekdays);
  });

  it('tolerates loose values and refuses incomplete ones', () => {
    expect(scheduleFromWire({ type: 'WEEKLY', time: '9:05:00', weekdays: ['3', 1, 3, 9] })).toEqual({
      type: 'weekly',
      time: '09:05',
      weekdays: [1, 3],
    });
    expect(scheduleFromWire({ type: 'once', time: '09:00', date: '2026-02-30' })).toBeUndefined();
    expect(scheduleFromWire({ type: 'monthly', time: '09:00', day: 32 })).toBeUndefined();
    expect(scheduleFromWire({ type: 'daily', time: '24:00' })).toBeUndefined();
    expect(normalizeTime('7:5')).toBeUndefined();
  });

  it('labels each kind in Chinese', () => {
    expect(scheduleLabel({ type: 'daily', time: '08:30' }, scheduleWords)).toBe('每天 08:30');
    expect(scheduleLabel({ type: 'weekly', time: '09:00', weekdays: [1, 3] }, scheduleWords)).toBe(
      '每周一、三 09:00',
    );
    expect(scheduleLabel({ type: 'weekly', time: '09:00', weekdays: [7] }, scheduleWords)).toBe(
      '每周日 09:00',
    );
    expect(scheduleLabel({ type: 'monthly', time: '10:00', day: 5 }, scheduleWords)).toBe('每月 5 日 10:00');
    expect(scheduleLabel({ type: 'once', time: '09:00', date: '2026-12-01' }, scheduleWords)).toBe(
      '2026-12-01 09:00 一次',
    );
  });
});

describe('task times', () => {
  const now = new Date(2026, 10, 24, 12, 0).getTime();
  it('says 今天, 明天 and 昨天 near now, the month and day this year, the full date otherwise', () => {
    expect(formatTaskTime(new Date(2026, 10, 24, 8, 30).getTime(), now, taskDayWords)).toBe('今天 08:30');
    expect(formatTaskTime(new Date(2026, 10, 25, 8, 30).getTime(), now, taskDayWords)).toBe('明天 08:30');
    expect(formatTaskTime(new Date(2026, 10, 23, 23, 5).getTime(), now, taskDayWords)).toBe('昨天 23:05');
    expect(formatTaskTime(new Date(2026, 0, 2, 9, 0).getTime(), now, taskDayWords)).toBe('01-02 09:00');
    expect(formatTaskTime(new Date(2027, 0, 2, 9, 0).getTime(), now, taskDayWords)).toBe('2027-01-02 09:00');
  });
});

describe('the task form', () => {
  it('names a problem for each field the chosen kind needs, in form order', () => {
    const draft = { ...emptyTaskDraft('2026-11-24'), time: '25:00', type: 'weekly' as const };
    const problems = validateTaskDraft(draft);
    expect(problems).toEqual({
      title: 'required',
      content: 'required',
      time: 'invalidTime',
      weekdays: 'noWeekday',
    });
    expect(firstProblemField(problems)).toBe('title');
    expect(validateTaskDraft({ ...draft, type: 'monthly', day: '0', time: '' })).toMatchObject({
      day: 'invalidDay',
      time: 'required',
    });
    expect(validateTaskDraft({ ...draft, type: 'once', date: '2026-13-01' }).date).toBe('invalidDate');
  });

  it('turns a valid draft into its schedule and an edited task back into a draft', () => {
    const draft = { ...emptyTaskDraft('2026-11-24'), title: 't', content: 'c', type: 'weekly' as const };
    expect(draftToSchedule(draft)).toBeUndefined();
    expect(draftToSchedule({ ...draft, weekdays: [5, 2] })).toEqual({
      type: 'weekly',
      time: '09:00',
      weekdays: [2, 5],
    });
    expect(validateTaskDraft({ ...draft, weekdays: [2] })).toEqual({});
    const task = taskFromWire({
      task_id: 'a',
      title: 'x',
      content: 'y',
      schedule: { type: 'monthly', time: '10:00', day: 5 },
    })!;
    expect(draftFromTask(task, '2026-11-24')).toMatchObject({
      type: 'monthly',
      day: '5',
      time: '10:00',
      title: 'x',
    });
  });

  it('gives the form each kind of schedule, its own fields over the defaults', () => {
    const draftOf = (schedule: unknown) =>
      draftFromTask(taskFromWire({ task_id: 'a', title: 'x', content: 'y', schedule })!, '2026-11-24');
    const defaults = { title: 'x', content: 'y', date: '2026-11-24', weekdays: [], day: '1' };
    expect(draftOf({ type: 'once', time: '08:30', date: '2026-12-01' })).toEqual({
      ...defaults,
      type: 'once',
      time: '08:30',
      date: '2026-12-01',
    });
    expect(draftOf({ type: 'daily', time: '08:30' })).toEqual({ ...defaults, type: 'daily', time: '08:30' });
    expect(draftOf({ type: 'weekly', time: '08:30', weekdays: [3, 1] })).toEqual({
      ...defaults,
      type: 'weekly',
      time: '08:30',
      weekdays: [1, 3],
    });
    expect(draftOf({ type: 'monthly', time: '08:30', day: 31 })).toEqual({
      ...defaults,
      type: 'monthly',
      time: '08:30',
      day: '31',
    });
    expect(draftOf(undefined)).toEqual({ ...defaults, type: 'daily', time: '09:00' });
  });
});
