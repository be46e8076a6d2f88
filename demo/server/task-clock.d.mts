/** Types for importing the task clock (task-clock.mjs) from TypeScript tests. */
export interface TaskClock {
  now(): number;
  isFrozen(): boolean;
  set(epochMs: number): void;
  advance(ms: number): void;
  reset(): void;
}
export function createTaskClock(realNow?: () => number): TaskClock;
export function parseClockTime(value: unknown): number;
