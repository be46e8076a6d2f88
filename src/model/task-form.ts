import { localTimeParts } from './local-time';
import type { Task } from './task';
import {
  FIRST_MONTH_DAY,
  isValidDate,
  LAST_MONTH_DAY,
  normalizeTime,
  type ScheduleType,
  scheduleFromWire,
  type TaskSchedule,
} from './task-schedule';

/** What the create/edit form holds: text as typed, so half-typed values survive re-renders. */
export interface TaskDraft {
  title: string;
  content: string;
  type: ScheduleType;
  time: string;
  date: string;
  weekdays: number[];
  day: string;
}

export type TaskDraftField = 'title' | 'content' | 'time' | 'date' | 'weekdays' | 'day';
export type TaskDraftProblem = 'required' | 'invalidTime' | 'invalidDate' | 'noWeekday' | 'invalidDay';
export type TaskDraftProblems = Partial<Record<TaskDraftField, TaskDraftProblem>>;

/** Form order: the first field with a problem takes focus. */
export const TASK_DRAFT_FIELDS: readonly TaskDraftField[] = [
  'title',
  'content',
  'date',
  'weekdays',
  'day',
  'time',
];

/** A new task's starting values; ours, the spec gives none. */
export const DEFAULT_TASK_TIME = '09:00';
export const DEFAULT_MONTH_DAY = '1';

export function emptyTaskDraft(today: string): TaskDraft {
  return {
    title: '',
    content: '',
    type: 'daily',
    time: DEFAULT_TASK_TIME,
    date: today,
    weekdays: [],
    day: DEFAULT_MONTH_DAY,
  };
}

/** An existing task's values in the form (its own schedule fields over the defaults). */
export function draftFromTask(task: Task, today: string): TaskDraft {
  const draft = { ...emptyTaskDraft(today), title: task.title, content: task.content };
  const schedule = task.schedule;
  if (!schedule) return draft;
  // A schedule holds exactly its kind's fields (scheduleFromWire); the form holds a copy of the
  // weekdays and the month day as typed text.
  return {
    ...draft,
    ...schedule,
    weekdays: schedule.type === 'weekly' ? [...schedule.weekdays] : draft.weekdays,
    day: schedule.type === 'monthly' ? String(schedule.day) : draft.day,
  };
}

function readMonthDay(value: string): number | undefined {
  if (!/^\d{1,2}$/.test(value.trim())) return undefined;
  const day = Number(value.trim());
  return day >= FIRST_MONTH_DAY && day <= LAST_MONTH_DAY ? day : undefined;
}

/** The schedule the draft describes, or undefined while a field it needs is not valid. */
export function draftToSchedule(draft: TaskDraft): TaskSchedule | undefined {
  // The same checks as a schedule from the server, so the form never sends one it would refuse.
  return scheduleFromWire({ ...draft, day: readMonthDay(draft.day) });
}

/** Each field's problem; only the fields the chosen kind of schedule uses are checked. */
export function validateTaskDraft(draft: TaskDraft): TaskDraftProblems {
  const problems: TaskDraftProblems = {};
  if (!draft.title.trim()) problems.title = 'required';
  if (!draft.content.trim()) problems.content = 'required';
  if (!draft.time.trim()) problems.time = 'required';
  else if (!normalizeTime(draft.time)) problems.time = 'invalidTime';
  if (draft.type === 'once') {
    if (!draft.date.trim()) problems.date = 'required';
    else if (!isValidDate(draft.date)) problems.date = 'invalidDate';
  }
  if (draft.type === 'weekly' && draft.weekdays.length === 0) problems.weekdays = 'noWeekday';
  if (draft.type === 'monthly' && readMonthDay(draft.day) === undefined) problems.day = 'invalidDay';
  return problems;
}

export function firstProblemField(problems: TaskDraftProblems): TaskDraftField | undefined {
  return TASK_DRAFT_FIELDS.find((field) => problems[field] !== undefined);
}

/** Local calendar date of an instant, YYYY-MM-DD (the once schedule's default). */
export function localDateOf(time: number): string {
  const { year, monthDay } = localTimeParts(time);
  return `${year}-${monthDay}`;
}
