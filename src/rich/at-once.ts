import { messageChannelTask } from './task-queue';

/**
 * Drawing at once, in the core's commit (the ref that asks), stops after this much of one task
 * (decision 069); what comes after is queued. Drawing at once saves a small code block or formula
 * a second layout and paint (shown as text, then again drawn) and a task of its own: in the
 * streaming yardstick's 70 one-line blocks, most of the rich file's cost.
 */
export const AT_ONCE_MS = 10;

/** Milliseconds spent drawing at once in this task, zeroed in the next. */
let spent = 0;
const nextTask = messageChannelTask();

/** Whether work estimated at `estimateMs` may still run at once in this task. */
export const fitsNow = (estimateMs = 0): boolean => spent + estimateMs < AT_ONCE_MS;

/** Runs `work` now, counting its time against this task's share. */
export function timed<T>(work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    if (spent === 0) nextTask(() => (spent = 0));
    spent += performance.now() - started || 0.001;
  }
}
