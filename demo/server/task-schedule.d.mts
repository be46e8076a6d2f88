/** Types for importing the pure schedule functions (task-schedule.mjs) from TypeScript tests. */
export interface TaskSchedule {
  type: 'once' | 'daily' | 'weekly' | 'monthly';
  /** "HH:mm", the server's local wall-clock time. */
  time: string;
  /** "YYYY-MM-DD" (once). */
  date?: string;
  /** 1-7, Monday = 1 (weekly). */
  weekdays?: number[];
  /** 1-31; a month without that day runs on its last day (monthly). */
  day?: number;
}

export const SCHEDULE_TYPES: readonly string[];
/** The schedule's problem in Chinese for the error envelope, or undefined when it is valid. */
export function scheduleProblem(schedule: unknown): string | undefined;
export function timeProblem(time: unknown): string | undefined;
export function normalizeSchedule(schedule: TaskSchedule): TaskSchedule;
/** The next `count` runs strictly after `from`; none for an invalid schedule or a past once. */
export function nextRunTimes(schedule: unknown, from: Date, count: number): Date[];
