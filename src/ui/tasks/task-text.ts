import type { TextKey } from '../../i18n/texts';
import { formatTaskTime, type Task, type TaskRunStatus } from '../../model/task';
import { scheduleLabel } from '../../model/task-schedule';
import { useClock } from '../hooks/use-clock';
import { useLanguage } from '../hooks/use-texts';

export const RUN_STATUS_TEXT: Record<TaskRunStatus, TextKey> = {
  SUCCEEDED: 'taskRunSucceeded',
  FAILED: 'taskRunFailed',
  RUNNING: 'taskRunRunning',
};

export const RUN_STATUS_CLASS: Record<TaskRunStatus, string> = {
  SUCCEEDED: 'text-green-600',
  FAILED: 'text-red-600',
  RUNNING: 'text-brand-600',
};

/** A task's schedule in the element's language (每周一、三 09:00 / Weekly on Mon, Wed 09:00). */
export function useScheduleText(): (task: Task) => string {
  const { texts, formats } = useLanguage();
  return (task) =>
    task.schedule ? scheduleLabel(task.schedule, texts, formats.list) : texts.taskScheduleMissing;
}

/** Formats task times against the store's clock (the injected one in tests). */
export function useTaskTimeFormat(): (time: number | undefined) => string {
  const { texts, formats } = useLanguage();
  const now = useClock().now();
  return (time) => (time === undefined ? '' : formatTaskTime(time, now, texts, formats));
}
