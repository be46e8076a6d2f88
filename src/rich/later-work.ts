import { createTaskQueue } from './task-queue';

/**
 * The one queue of the rich file's deferred work, highlighting and typesetting alike: tasks of
 * about 12 ms, so with one job running over its estimate no task nears 50 ms (decision 069).
 */
export const TASK_BUDGET_MS = 12;

export const laterWork = createTaskQueue(TASK_BUDGET_MS);
