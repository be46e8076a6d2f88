import { loadTaskLogAtom } from '../../state/actions/task-log';
import { taskLogAtom } from '../../state/task-state';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { Spinner } from '../primitives/icons';
import { SECONDARY_BUTTON } from './task-styles';
import { RUN_STATUS_CLASS, RUN_STATUS_TEXT, useTaskTimeFormat } from './task-text';

/** The open task's run log (task_list/log/page), newest first, with 加载更多 while pages remain. */
export function TaskLog() {
  const texts = useTexts();
  const log = useAtomValue(taskLogAtom);
  const loadLog = useSetAtom(loadTaskLogAtom);
  const formatTime = useTaskTimeFormat();
  const loading = log.status === 'loading';
  return (
    <section className="mt-4" part="task-log" aria-labelledby="task-log-title" aria-busy={loading}>
      <h4 id="task-log-title" className="mb-2 text-xs font-medium text-gray-500">
        {texts.taskLog}
      </h4>
      {log.runs.length === 0 ? (
        <p className="py-3 text-center text-xs text-gray-400">
          {loading ? texts.loading : log.status === 'error' ? texts.tasksLoadFailed : texts.taskLogEmpty}
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-gray-100 rounded-lg border border-gray-100">
          {log.runs.map((run) => (
            <li key={run.id} className="px-3 py-2 text-xs" part="task-log-entry" data-status={run.status}>
              <div className="flex items-center justify-between gap-2">
                <span className="text-gray-700">{formatTime(run.startTime)}</span>
                <span className={RUN_STATUS_CLASS[run.status]}>{texts[RUN_STATUS_TEXT[run.status]]}</span>
              </div>
              {run.message ? <p className="mt-0.5 text-gray-500">{run.message}</p> : null}
            </li>
          ))}
        </ol>
      )}
      {log.hasMore || (loading && log.runs.length > 0) ? (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} mt-2 w-full h-8 text-xs touch:text-sm`}
          part="task-log-more"
          // Never disabled: a push's quiet refresh also shows the spinner, and a press then must
          // still load the next page (loadTaskLogAtom drops only a second press of its own).
          onClick={() => void loadLog({ more: true })}
        >
          {loading ? <Spinner className="h-3.5 w-3.5" /> : null}
          {texts.loadMore}
        </button>
      ) : null}
    </section>
  );
}
