import { scheduleWords, taskDayWords, texts } from '../../i18n/texts';
import { formatTaskTime, type Task, type TaskRunStatus } from '../../model/task';
import { scheduleLabel } from '../../model/task-schedule';
import { servicesAtom } from '../../state/chat-store';
import { useAtomValue } from '../hooks/atom-hooks';

export const RUN_STATUS_TEXT: Record<TaskRunStatus, string> = {
  SUCCEEDED: texts.taskRunSucceeded,
  FAILED: texts.taskRunFailed,
  RUNNING: texts.taskRunRunning,
};

export const RUN_STATUS_CLASS: Record<TaskRunStatus, string> = {
  SUCCEEDED: 'text-green-600',
  FAILED: 'text-red-600',
  RUNNING: 'text-brand-600',
};

export function taskScheduleText(task: Task): string {
  return task.schedule ? scheduleLabel(task.schedule, scheduleWords) : texts.taskScheduleMissing;
}

/** Formats task times against the store's clock (the injected one in tests). */
export function useTaskTimeFormat(): (time: number | undefined) => string {
  const services = useAtomValue(servicesAtom);
  const now = services?.ports.clock.now() ?? Date.now();
  return (time) => (time === undefined ? '' : formatTaskTime(time, now, taskDayWords));
}
