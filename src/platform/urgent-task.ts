/** The part of the Prioritized Task Scheduling API used here (Chromium and Firefox have it). */
interface TaskScheduler {
  postTask(run: () => void, options: { priority: 'user-blocking' }): Promise<void>;
}

/**
 * Runs `run` in a task of its own at the highest priority (`user-blocking`), or at once where the
 * browser has no task scheduler (Safari). Measured on the launcher page, such a task queued while
 * the page was parsed ran right after the parser's task, before the load event, every time
 * (decision 046). A timer task, or a frame callback as a fallback, made things worse: asking for a
 * frame brought the frame forward, and the work ran inside that frame's task.
 */
export function urgentTask(run: () => void): void {
  const { scheduler } = globalThis as { scheduler?: TaskScheduler };
  if (scheduler) void scheduler.postTask(run, { priority: 'user-blocking' });
  else run();
}
