import { useState } from 'react';
import type { Task } from '../../model/task';
import { openTaskFormAtom } from '../../state/actions/task-save';
import { deleteTaskAtom, runTaskNowAtom, setTaskEnabledAtom } from '../../state/actions/tasks';
import { busyTaskIdsAtom } from '../../state/task-state';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { EditIcon, TrashIcon } from '../primitives/icons';
import { TaskDeleteDialog } from './TaskDeleteDialog';
import { DANGER_BUTTON, SMALL_BUTTON } from './task-styles';

/** 立即执行, 编辑 and 删除 of one task (preset tasks belong to the agent: run only). */
export function TaskButtons({ task }: { task: Task }) {
  const texts = useTexts();
  const busy = useAtomValue(busyTaskIdsAtom).has(task.id);
  const runNow = useSetAtom(runTaskNowAtom);
  const openForm = useSetAtom(openTaskFormAtom);
  const deleteTask = useSetAtom(deleteTaskAtom);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-1">
      <button
        type="button"
        className={SMALL_BUTTON}
        part="task-run"
        disabled={busy}
        onClick={() => void runNow(task.id)}
      >
        {texts.taskRun}
      </button>
      {task.isPreset ? null : (
        <>
          <button
            type="button"
            className={SMALL_BUTTON}
            part="task-edit"
            aria-label={`${texts.taskEdit} ${task.title}`}
            onClick={() => openForm({ mode: 'edit', taskId: task.id })}
          >
            <EditIcon className="h-3.5 w-3.5" />
            {texts.taskEdit}
          </button>
          <button
            type="button"
            className={DANGER_BUTTON}
            part="task-delete"
            aria-label={`${texts.taskDelete} ${task.title}`}
            aria-haspopup="dialog"
            disabled={busy && !confirming}
            onClick={() => setConfirming(true)}
          >
            <TrashIcon className="h-3.5 w-3.5" />
            {texts.taskDelete}
          </button>
        </>
      )}
      {confirming ? (
        <TaskDeleteDialog
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            void deleteTask(task.id).then((deleted) => {
              if (!deleted) setConfirming(false);
            });
          }}
        />
      ) : null}
    </div>
  );
}

/** The switch bound to the store: optimistic, rolled back by the action when the server refuses. */
export function useTaskSwitch(task: Task) {
  const busy = useAtomValue(busyTaskIdsAtom).has(task.id);
  const setEnabled = useSetAtom(setTaskEnabledAtom);
  return { busy, onChange: (enabled: boolean) => void setEnabled({ taskId: task.id, enabled }) };
}
