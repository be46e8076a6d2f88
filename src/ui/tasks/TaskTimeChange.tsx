import { useState } from 'react';
import type { Task } from '../../model/task';
import { changeTaskTimeAtom } from '../../state/actions/task-time';
import { useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { inputClass, SECONDARY_BUTTON } from './task-styles';

/** A daily preset task's time, moved for this conversation (change_task_time). */
export function TaskTimeChange({ task }: { task: Task }) {
  const texts = useTexts();
  const current = task.schedule?.type === 'daily' ? task.schedule.time : '';
  const [time, setTime] = useState(current);
  const [busy, setBusy] = useState(false);
  const change = useSetAtom(changeTaskTimeAtom);
  if (!task.isPreset || !current) return null;
  const save = async () => {
    setBusy(true);
    await change({ taskId: task.id, time });
    setBusy(false);
  };
  return (
    <div className="mt-3 flex items-end gap-2">
      <label className="flex-1 text-xs text-gray-500">
        {texts.taskTimeLabel}
        <input
          type="time"
          className={`${inputClass(false)} mt-1`}
          value={time}
          required
          part="task-time"
          onInput={(event) => setTime((event.target as HTMLInputElement).value)}
        />
      </label>
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={busy || !time || time === current}
        part="task-time-save"
        onClick={() => void save()}
      >
        {texts.taskTimeSave}
      </button>
    </div>
  );
}
