import type { Task } from '../../model/task';
import { loadTaskDetailAtom } from '../../state/actions/tasks';
import { openTaskIdAtom } from '../../state/panels';
import {
  taskDetailAtom,
  taskDetailStatusAtom,
  taskFocusRequestAtom,
  tasksAtom,
} from '../../state/task-state';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { ChevronLeftIcon, Spinner } from '../primitives/icons';
import { TaskButtons, useTaskSwitch } from './TaskActions';
import { TaskLog } from './TaskLog';
import { PresetBadge, TaskRunFacts } from './TaskRunFacts';
import { TaskSwitch } from './TaskSwitch';
import { TaskTimeChange } from './TaskTimeChange';
import { SECONDARY_BUTTON, SMALL_BUTTON } from './task-styles';
import { useScheduleText } from './task-text';

/** The selected task (openTaskIdAtom): back to the list, its settings, controls and run log. */
export function TaskDetail({ taskId }: { taskId: string }) {
  const texts = useTexts();
  const detail = useAtomValue(taskDetailAtom);
  const listed = useAtomValue(tasksAtom).find((task) => task.id === taskId);
  const status = useAtomValue(taskDetailStatusAtom);
  const setOpenTask = useSetAtom(openTaskIdAtom);
  const requestFocus = useSetAtom(taskFocusRequestAtom);
  const back = () => {
    requestFocus(taskId);
    setOpenTask(null);
  };
  const reload = useSetAtom(loadTaskDetailAtom);
  // The listed copy shows at once; the detail (with runs) replaces it when it arrives.
  const task = detail?.id === taskId ? detail : listed;
  return (
    <div className="p-4" part="task-detail" data-task-id={taskId}>
      <button type="button" className={`${SMALL_BUTTON} -ml-2`} part="panel-back" onClick={back}>
        <ChevronLeftIcon className="h-4 w-4" />
        {texts.back}
      </button>
      {task ? (
        <TaskSummary task={task} />
      ) : status === 'error' ? (
        <div className="flex flex-col items-center gap-2 py-6 text-center" role="alert" part="task-error">
          <p className="text-red-600">{texts.tasksLoadFailed}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void reload()}>
            {texts.retry}
          </button>
        </div>
      ) : (
        <p className="flex items-center justify-center gap-2 py-6 text-gray-400" role="status">
          <Spinner className="h-4 w-4" />
          {texts.loading}
        </p>
      )}
      <TaskLog />
    </div>
  );
}

function TaskSummary({ task }: { task: Task }) {
  const scheduleText = useScheduleText();
  const texts = useTexts();
  const taskSwitch = useTaskSwitch(task);
  return (
    <div className="mt-2" part="task-item" data-task-id={task.id} data-enabled={task.enabled}>
      <div className="flex items-start gap-2">
        <h3 className="min-w-0 flex-1 text-base font-medium text-gray-900">
          {task.title}
          {task.isPreset ? <PresetBadge /> : null}
        </h3>
        <TaskSwitch
          title={task.title}
          enabled={task.enabled}
          busy={taskSwitch.busy}
          onChange={taskSwitch.onChange}
        />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-xs">
        <dt className="text-gray-400">{texts.taskFieldSchedule}</dt>
        <dd className="text-gray-700" part="task-schedule">
          {scheduleText(task)}
        </dd>
        <TaskRunFacts task={task} showMessage={true} />
        <dt className="text-gray-400">{texts.taskContentLabel}</dt>
        <dd className="whitespace-pre-wrap text-gray-700" part="task-content">
          {task.content}
        </dd>
      </dl>
      <TaskTimeChange key={task.id} task={task} />
      <div className="mt-3 border-t border-gray-100 pt-2">
        <TaskButtons task={task} />
      </div>
    </div>
  );
}
