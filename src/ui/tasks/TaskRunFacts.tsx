import type { Task } from '../../model/task';
import { useTexts } from '../hooks/use-texts';
import { RUN_STATUS_CLASS, RUN_STATUS_TEXT, useTaskTimeFormat } from './task-text';

/** 下次执行 and 上次执行 of a task, as dt/dd pairs of the list row's or the detail's <dl>. */
export function TaskRunFacts({ task, showMessage }: { task: Task; showMessage: boolean }) {
  const texts = useTexts();
  const formatTime = useTaskTimeFormat();
  const lastRun = task.lastRun;
  return (
    <>
      <dt className="text-gray-400">{texts.taskNextRun}</dt>
      <dd className="text-gray-700" part="task-next-run">
        {task.enabled ? formatTime(task.nextRunTime) || texts.taskNoNextRun : texts.taskDisabledNote}
      </dd>
      <dt className="text-gray-400">{texts.taskLastRun}</dt>
      <dd className="min-w-0 text-gray-700" part="task-last-run">
        {lastRun ? (
          <>
            {formatTime(lastRun.startTime)}{' '}
            <span className={RUN_STATUS_CLASS[lastRun.status]} data-status={lastRun.status}>
              {texts[RUN_STATUS_TEXT[lastRun.status]]}
            </span>
            {showMessage && lastRun.message ? (
              <span className="block text-gray-500">{lastRun.message}</span>
            ) : null}
          </>
        ) : (
          texts.taskNeverRun
        )}
      </dd>
    </>
  );
}

export function PresetBadge() {
  const texts = useTexts();
  return (
    <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 align-middle text-[11px] font-normal text-brand-700">
      {texts.taskPreset}
    </span>
  );
}
