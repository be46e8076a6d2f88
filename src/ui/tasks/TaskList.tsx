import { openTaskFormAtom } from '../../state/actions/task-save';
import { loadTasksAtom } from '../../state/actions/tasks';
import { tasksAtom, tasksStatusAtom } from '../../state/task-state';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { PlusIcon, Spinner } from '../primitives/icons';
import { TaskItem } from './TaskItem';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './task-styles';

/** The conversation's tasks, preset ones first, with 新建任务 and the loading, empty and error states. */
export function TaskList() {
  const texts = useTexts();
  const tasks = useAtomValue(tasksAtom);
  const status = useAtomValue(tasksStatusAtom);
  const openForm = useSetAtom(openTaskFormAtom);
  const reload = useSetAtom(loadTasksAtom);
  return (
    <div className="flex flex-col gap-3 p-4">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-xs font-medium text-gray-500">{texts.taskList}</h3>
        <button
          type="button"
          className={`${PRIMARY_BUTTON} h-8 px-3 text-xs touch:text-sm`}
          part="task-new"
          onClick={() => openForm({ mode: 'create' })}
        >
          <PlusIcon className="h-4 w-4" />
          {texts.newTask}
        </button>
      </div>
      {status === 'loading' && tasks.length === 0 ? (
        <p className="flex items-center gap-2 py-6 justify-center text-gray-400" role="status">
          <Spinner className="h-4 w-4" />
          {texts.loading}
        </p>
      ) : status === 'error' ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center" role="alert" part="task-error">
          <p className="text-red-600">{texts.tasksLoadFailed}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void reload()}>
            {texts.retry}
          </button>
        </div>
      ) : tasks.length === 0 && status === 'ready' ? (
        <p className="py-6 text-center text-gray-400" part="task-empty">
          {texts.tasksEmpty}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={texts.taskList} aria-busy={status === 'loading'}>
          {tasks.map((task) => (
            <TaskItem key={task.id} task={task} />
          ))}
        </ul>
      )}
    </div>
  );
}
