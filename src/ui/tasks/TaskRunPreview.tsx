import { nextRunPreviewAtom } from '../../state/task-state';
import { useAtomValue } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { useTaskTimeFormat } from './task-text';

/** The next run times of the schedule being edited (task_list/next_run_time), announced politely. */
export function TaskRunPreview() {
  const texts = useTexts();
  const preview = useAtomValue(nextRunPreviewAtom);
  const formatTime = useTaskTimeFormat();
  if (preview.status === 'idle') return null;
  return (
    <div className="rounded-lg bg-gray-50 px-3 py-2 text-xs" part="task-preview" aria-live="polite">
      <p className="font-medium text-gray-600">{texts.taskPreviewTitle}</p>
      {preview.status === 'loading' && preview.times.length === 0 ? (
        <p className="mt-1 text-gray-400">{texts.taskPreviewLoading}</p>
      ) : preview.status === 'error' ? (
        <p className="mt-1 text-gray-500">{texts.taskPreviewFailed}</p>
      ) : preview.times.length === 0 ? (
        <p className="mt-1 text-gray-500">{texts.taskPreviewEmpty}</p>
      ) : (
        <ol
          className={`mt-1 flex flex-col gap-0.5 text-gray-700 ${preview.status === 'loading' ? 'opacity-60' : ''}`}
        >
          {preview.times.map((time) => (
            <li key={time} part="task-preview-time" data-time={new Date(time).toISOString()}>
              {formatTime(time)}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
