import { useEffect, useRef, useState } from 'react';
import type { TextKey } from '../../i18n/texts';
import {
  draftFromTask,
  draftToSchedule,
  emptyTaskDraft,
  firstProblemField,
  localDateOf,
  type TaskDraft,
  type TaskDraftField,
  type TaskDraftProblem,
  validateTaskDraft,
} from '../../model/task-form';
import { closeTaskFormAtom, requestNextRunPreviewAtom, saveTaskAtom } from '../../state/actions/task-save';
import { type TaskFormTarget, taskDetailAtom, taskSaveAtom, tasksAtom } from '../../state/task-state';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useClock } from '../hooks/use-clock';
import { useTexts } from '../hooks/use-texts';
import { Spinner } from '../primitives/icons';
import { problemAttributes, TaskField } from './TaskField';
import { TaskRunPreview } from './TaskRunPreview';
import { TaskScheduleFields } from './TaskScheduleFields';
import { inputClass, PRIMARY_BUTTON, SECONDARY_BUTTON } from './task-styles';
import { useReturnFocus } from './use-return-focus';

const PROBLEM_TEXT: Record<TaskDraftField, Partial<Record<TaskDraftProblem, TextKey>>> = {
  title: { required: 'taskTitleRequired' },
  content: { required: 'taskContentRequired' },
  time: { required: 'taskTimeRequired', invalidTime: 'taskTimeInvalid' },
  date: { required: 'taskDateRequired', invalidDate: 'taskDateInvalid' },
  weekdays: { noWeekday: 'taskWeekdaysRequired' },
  day: { invalidDay: 'taskDayInvalid' },
};

/** The create/edit form (part `task-form`): fields, next-run preview, checks on save. */
export function TaskForm({ target }: { target: Exclude<TaskFormTarget, { mode: 'closed' }> }) {
  const texts = useTexts();
  const initial = useInitialDraft(target);
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const save = useAtomValue(taskSaveAtom);
  const saveTask = useSetAtom(saveTaskAtom);
  const close = useSetAtom(closeTaskFormAtom);
  const requestPreview = useSetAtom(requestNextRunPreviewAtom);
  const form = useRef<HTMLFormElement>(null);
  const title = useRef<HTMLInputElement>(null);
  const schedule = draftToSchedule(draft);
  const scheduleKey = JSON.stringify(schedule ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the schedule.
  useEffect(() => requestPreview(schedule), [scheduleKey, requestPreview]);
  useReturnFocus(form, () => title.current?.focus());
  const problems = checked ? validateTaskDraft(draft) : {};
  const errors = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => {
      const key = PROBLEM_TEXT[field as TaskDraftField][problem];
      return [field, key && texts[key]];
    }),
  ) as Partial<Record<TaskDraftField, string>>;
  const change = (patch: Partial<TaskDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = () => {
    setChecked(true);
    const found = validateTaskDraft(draft);
    const first = firstProblemField(found);
    const valid = draftToSchedule(draft);
    if (first || !valid) {
      form.current?.querySelector<HTMLElement>(`[name="${first ?? 'time'}"]`)?.focus();
      return;
    }
    void saveTask({ title: draft.title.trim(), content: draft.content.trim(), schedule: valid });
  };
  return (
    <form
      ref={form}
      className="flex flex-col gap-3 p-4"
      part="task-form"
      noValidate
      aria-label={target.mode === 'create' ? texts.newTask : texts.editTask}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="text-sm font-medium text-gray-900">
        {target.mode === 'create' ? texts.newTask : texts.editTask}
      </h3>
      <TaskField id="task-form-title" label={texts.taskFieldTitle} error={errors.title}>
        <input
          ref={title}
          id="task-form-title"
          name="title"
          className={inputClass(Boolean(errors.title))}
          placeholder={texts.taskTitlePlaceholder}
          value={draft.title}
          onInput={(event) => change({ title: event.currentTarget.value })}
          {...problemAttributes('task-form-title', errors.title)}
        />
      </TaskField>
      <TaskField id="task-form-content" label={texts.taskFieldContent} error={errors.content}>
        <textarea
          id="task-form-content"
          name="content"
          rows={3}
          className={`${inputClass(Boolean(errors.content))} resize-y`}
          placeholder={texts.taskContentPlaceholder}
          value={draft.content}
          onInput={(event) => change({ content: event.currentTarget.value })}
          {...problemAttributes('task-form-content', errors.content)}
        />
      </TaskField>
      <TaskScheduleFields draft={draft} errors={errors} onChange={change} />
      <TaskRunPreview />
      {save.error ? (
        <p
          className="rounded-lg bg-red-50 px-3 py-2 text-xs text-red-600"
          role="alert"
          part="task-form-error"
        >
          {save.error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2 pt-1">
        <button type="button" className={SECONDARY_BUTTON} part="task-form-cancel" onClick={() => close()}>
          {texts.cancel}
        </button>
        <button type="submit" className={PRIMARY_BUTTON} part="task-form-submit" disabled={save.saving}>
          {save.saving ? <Spinner className="h-4 w-4" /> : null}
          {save.saving ? texts.taskSaving : texts.save}
        </button>
      </div>
    </form>
  );
}

function useInitialDraft(target: Exclude<TaskFormTarget, { mode: 'closed' }>): TaskDraft {
  const tasks = useAtomValue(tasksAtom);
  const detail = useAtomValue(taskDetailAtom);
  const today = localDateOf(useClock().now());
  if (target.mode === 'create') return emptyTaskDraft(today);
  const task =
    tasks.find((item) => item.id === target.taskId) ?? (detail?.id === target.taskId ? detail : null);
  return task ? draftFromTask(task, today) : emptyTaskDraft(today);
}
