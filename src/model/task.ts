import { startOfLocalDay } from './local-time';
import { CHINESE_FORMAT, type LocaleFormat } from './locale-format';
import { scheduleFromWire, type TaskSchedule } from './task-schedule';
import { asArray, asString, asText, isObject, type JsonObject, parseTime, readEach } from './wire-values';

export type TaskRunStatus = 'SUCCEEDED' | 'FAILED' | 'RUNNING';

/** One execution of a task: `last_run`, a `runs` entry or a log page entry (wire-format.md, "Tasks"). */
export interface TaskRun {
  id: string;
  status: TaskRunStatus;
  /** Epoch ms; undefined when the server sent no usable time. */
  startTime: number | undefined;
  endTime: number | undefined;
  message: string;
  recordId: string | undefined;
}

export interface Task {
  id: string;
  title: string;
  content: string;
  isPreset: boolean;
  enabled: boolean;
  /** Undefined when the server's schedule is missing what its kind needs. */
  schedule: TaskSchedule | undefined;
  nextRunTime: number | undefined;
  lastRun: TaskRun | undefined;
  /** Latest executions; only task/show/detail sends them. */
  runs: TaskRun[];
}

const RUN_STATUSES: readonly TaskRunStatus[] = ['SUCCEEDED', 'FAILED', 'RUNNING'];

function readRunStatus(value: unknown): TaskRunStatus | undefined {
  const status = asText(value).toUpperCase();
  return RUN_STATUSES.find((known) => known === status);
}

/** Wire booleans arrive as true/false, 1/0 or "true"/"false". */
function readFlag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}

/** A run (log entry `{id, status, start_time, …}` or `last_run` `{status, time, …}`); no known status → undefined. */
export function taskRunFromWire(value: unknown): TaskRun | undefined {
  if (!isObject(value)) return undefined;
  const status = readRunStatus(value.status);
  if (!status) return undefined;
  return {
    id: asText(value.id ?? value.record_id),
    status,
    startTime: parseTime(value.start_time ?? value.time),
    endTime: parseTime(value.end_time),
    message: asText(value.message),
    recordId: asString(value.record_id) || undefined,
  };
}

/** A wire task → Task; undefined without a task id. */
export function taskFromWire(value: unknown): Task | undefined {
  if (!isObject(value)) return undefined;
  const task: JsonObject = value;
  const id = asString(task.task_id ?? task.id);
  if (!id) return undefined;
  return {
    id,
    title: asText(task.title),
    content: asText(task.content),
    isPreset: readFlag(task.is_preset, false),
    enabled: readFlag(task.enable, true),
    schedule: scheduleFromWire(task.schedule),
    nextRunTime: parseTime(task.next_run_time),
    lastRun: taskRunFromWire(task.last_run),
    runs: readEach(asArray(task.runs), taskRunFromWire),
  };
}

export function tasksFromWire(items: unknown[]): Task[] {
  return readEach(items, taskFromWire);
}

/** wire-format.md: the list comes preset first; kept so when a server does not order it. */
export function presetFirst(tasks: Task[]): Task[] {
  return [...tasks.filter((task) => task.isPreset), ...tasks.filter((task) => !task.isPreset)];
}

/**
 * Task times: 今天 HH:mm, 明天 HH:mm, 昨天 HH:mm, MM-DD HH:mm this year, YYYY-MM-DD HH:mm otherwise
 * (local time). The day words are passed in, because the model cannot read i18n.
 */
export function formatTaskTime(
  time: number,
  now: number,
  days: { today: string; tomorrow: string; yesterday: string },
  dates: LocaleFormat = CHINESE_FORMAT,
): string {
  const clock = dates.clock(time);
  const isOnDay = (dayOffset: number) =>
    time >= startOfLocalDay(now, dayOffset) && time < startOfLocalDay(now, dayOffset + 1);
  if (isOnDay(0)) return `${days.today} ${clock}`;
  if (isOnDay(1)) return `${days.tomorrow} ${clock}`;
  if (isOnDay(-1)) return `${days.yesterday} ${clock}`;
  return dates.dayClock(time, now, '-');
}
