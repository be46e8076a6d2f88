import { atom } from 'jotai';
import { addTask, fetchNextRunTimes, updateTask } from '../../api/task-api';
import { errorText } from '../../i18n/error-texts';
import type { TaskSchedule } from '../../model/task-schedule';
import { currentConversationIdAtom } from '../chat-store';
import { textsOf } from '../language';
import { openTaskIdAtom } from '../panels';
import { reportFailure, requireServices } from '../services';
import {
  nextRunPreviewAtom,
  nextRunRequestAtom,
  nextRunTimerAtom,
  type TaskFormTarget,
  taskFormAtom,
  taskSaveAtom,
} from '../task-state';
import { ensureConversationAtom } from './conversations';
import { refreshTaskCountAtom } from './task-count';
import { loadTaskDetailAtom, loadTasksAtom } from './tasks';

/** Ours: the form asks for the next run times this long after the visitor stops changing the schedule. */
export const NEXT_RUN_PREVIEW_DEBOUNCE_MS = 300;

export interface TaskInput {
  title: string;
  content: string;
  schedule: TaskSchedule;
}

export const openTaskFormAtom = atom(null, (_get, set, target: TaskFormTarget) => {
  set(taskFormAtom, target);
  set(taskSaveAtom, { saving: false, error: '' });
  set(nextRunPreviewAtom, { status: 'idle', times: [] });
});

export const closeTaskFormAtom = atom(null, (get, set) => {
  const timer = get(nextRunTimerAtom);
  if (timer !== null) requireServices(get).ports.clock.clearTimeout(timer);
  set(nextRunTimerAtom, null);
  set(nextRunRequestAtom, (count) => count + 1);
  set(taskFormAtom, { mode: 'closed' });
});

/** Saves the form: adds a task or updates the one edited; resolves to the task id, or null on failure. */
export const saveTaskAtom = atom(null, async (get, set, input: TaskInput): Promise<string | null> => {
  const target = get(taskFormAtom);
  if (target.mode === 'closed' || get(taskSaveAtom).saving) return null;
  const services = requireServices(get);
  set(taskSaveAtom, { saving: true, error: '' });
  try {
    // A task belongs to a conversation: a chat without one gets it now (data doc section 4).
    const conversationId =
      get(currentConversationIdAtom) ?? (await set(ensureConversationAtom, { focusComposer: false }));
    let taskId: string;
    if (target.mode === 'create') {
      taskId = await addTask(services.client, {
        agentId: services.getConfig().agentId,
        conversationId,
        ...input,
      });
    } else {
      taskId = target.taskId;
      await updateTask(services.client, taskId, input);
    }
    set(taskSaveAtom, { saving: false, error: '' });
    set(closeTaskFormAtom);
    await Promise.all([
      set(loadTasksAtom, { quiet: true }),
      target.mode === 'create' ? set(refreshTaskCountAtom) : undefined,
      get(openTaskIdAtom) === taskId ? set(loadTaskDetailAtom, { quiet: true }) : undefined,
    ]);
    return taskId;
  } catch (error) {
    set(taskSaveAtom, { saving: false, error: errorText(error, textsOf(get)) });
    reportFailure(services, 'chatUtil', error);
    return null;
  }
});

/**
 * Previews the next run times of the schedule being edited, NEXT_RUN_PREVIEW_DEBOUNCE_MS after the
 * last change (on the injected clock); undefined (a field not valid yet) clears the preview.
 */
export const requestNextRunPreviewAtom = atom(null, (get, set, schedule: TaskSchedule | undefined) => {
  const services = requireServices(get);
  const { clock } = services.ports;
  const pending = get(nextRunTimerAtom);
  if (pending !== null) clock.clearTimeout(pending);
  const request = get(nextRunRequestAtom) + 1;
  set(nextRunRequestAtom, request);
  if (!schedule) {
    set(nextRunTimerAtom, null);
    set(nextRunPreviewAtom, { status: 'idle', times: [] });
    return;
  }
  set(nextRunPreviewAtom, (preview) => ({ ...preview, status: 'loading' }));
  const timer = clock.setTimeout(() => {
    set(nextRunTimerAtom, null);
    fetchNextRunTimes(services.client, schedule).then(
      (times) => {
        if (get(nextRunRequestAtom) === request) set(nextRunPreviewAtom, { status: 'ready', times });
      },
      (error: unknown) => {
        if (get(nextRunRequestAtom) !== request) return;
        set(nextRunPreviewAtom, { status: 'error', times: [] });
        reportFailure(services, 'chatUtil', error);
      },
    );
  }, NEXT_RUN_PREVIEW_DEBOUNCE_MS);
  set(nextRunTimerAtom, timer);
});
