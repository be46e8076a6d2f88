import { useLayoutEffect, useRef } from 'react';
import type { Task } from '../../model/task';
import { openTaskIdAtom } from '../../state/panels';
import { taskFocusRequestAtom } from '../../state/task-state';
import { useAtom, useSetAtom } from '../hooks/atom-hooks';
import { TaskButtons, useTaskSwitch } from './TaskActions';
import { PresetBadge, TaskRunFacts } from './TaskRunFacts';
import { TaskSwitch } from './TaskSwitch';
import { FOCUS_RING } from './task-styles';
import { useScheduleText } from './task-text';

/** One task of the list: title (opens its details), schedule, next run, last result, controls. */
export function TaskItem({ task }: { task: Task }) {
  const scheduleText = useScheduleText();
  const openTask = useSetAtom(openTaskIdAtom);
  const taskSwitch = useTaskSwitch(task);
  const title = useRef<HTMLButtonElement>(null);
  const [focusRequest, setFocusRequest] = useAtom(taskFocusRequestAtom);
  // Back from this task's details: focus returns to the row it was opened from.
  useLayoutEffect(() => {
    if (focusRequest !== task.id) return;
    title.current?.focus();
    setFocusRequest(null);
  }, [focusRequest, task.id, setFocusRequest]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; the title button opens it from the keyboard.
    <li
      className="rounded-xl border border-gray-200 bg-white p-3 cursor-pointer hover:border-gray-300"
      part="task-item"
      data-task-id={task.id}
      data-enabled={task.enabled}
      onClick={(event) => {
        // A click on the card's free space opens the task; its own controls keep their meaning.
        if (!(event.target as Element).closest('button, a, input, label')) openTask(task.id);
      }}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-1.5">
            <button
              ref={title}
              type="button"
              className={`min-w-0 truncate text-left text-sm font-medium text-gray-900 hover:text-brand-700 rounded touch:min-h-[44px] ${FOCUS_RING}`}
              part="task-title"
              onClick={() => openTask(task.id)}
            >
              {task.title}
            </button>
            {task.isPreset ? <PresetBadge /> : null}
          </div>
          <p className="mt-0.5 text-xs text-gray-500" part="task-schedule">
            {scheduleText(task)}
          </p>
        </div>
        <TaskSwitch
          title={task.title}
          enabled={task.enabled}
          busy={taskSwitch.busy}
          onChange={taskSwitch.onChange}
        />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs">
        <TaskRunFacts task={task} showMessage={false} />
      </dl>
      <div className="mt-2 border-t border-gray-100 pt-2">
        <TaskButtons task={task} />
      </div>
    </li>
  );
}
