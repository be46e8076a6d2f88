import { atom, type Getter, type Setter } from 'jotai';
import { deleteTask, enableTask, executeTask, fetchTask, listTasks } from '../../api/task-api';
import { presetFirst, type Task } from '../../model/task';
import { type ChatServices, currentConversationIdAtom } from '../chat-store';
import { textsOf } from '../language';
import { patchById } from '../list-updates';
import { openTaskIdAtom, sidePanelAtom } from '../panels';
import { reportFailure, requireServices } from '../services';
import {
  busyTaskIdsAtom,
  taskDetailAtom,
  taskDetailStatusAtom,
  tasksAtom,
  tasksConversationIdAtom,
  tasksRequestAtom,
  tasksStatusAtom,
} from '../task-state';
import { showToastAtom } from './clipboard';
import { ensureConversationAtom } from './conversations';
import { refuseAction } from './refuse-action';
import { refreshTaskCountAtom } from './task-count';
import { loadTaskLogAtom } from './task-log';

/** Task failures are reported under chatUtil: data doc section 8 names no task module. */
const TASK_ERROR_MODULE = 'chatUtil';

/** Loads the current conversation's tasks; `quiet` keeps the shown list while it refreshes. */
export const loadTasksAtom = atom(null, async (get, set, options: { quiet?: boolean } = {}) => {
  const conversationId = get(currentConversationIdAtom);
  const services = requireServices(get);
  const request = get(tasksRequestAtom) + 1;
  set(tasksRequestAtom, request);
  // A later load (a refresh after a save) owns the list from now on; so does another conversation.
  const superseded = () =>
    get(tasksRequestAtom) !== request || get(currentConversationIdAtom) !== conversationId;
  if (get(tasksConversationIdAtom) !== conversationId) set(tasksAtom, []);
  set(tasksConversationIdAtom, conversationId);
  if (!options.quiet || get(tasksStatusAtom) !== 'ready') set(tasksStatusAtom, 'loading');
  try {
    // Without a conversation the list holds the agent's preset tasks only.
    const tasks = await listTasks(services.client, {
      agentId: services.getConfig().agentId,
      conversationId: conversationId ?? undefined,
    });
    if (superseded()) return;
    set(tasksAtom, presetFirst(tasks));
    set(tasksStatusAtom, 'ready');
  } catch (error) {
    if (superseded()) return;
    set(tasksStatusAtom, 'error');
    reportFailure(services, TASK_ERROR_MODULE, error);
  }
});

/** Loads the open task (task_list/detail) and the first page of its run log. */
export const loadTaskDetailAtom = atom(null, async (get, set, options: { quiet?: boolean } = {}) => {
  const taskId = get(openTaskIdAtom);
  if (!taskId) return;
  const services = requireServices(get);
  if (get(taskDetailAtom)?.id !== taskId) set(taskDetailAtom, null);
  if (!options.quiet || get(taskDetailAtom) === null) set(taskDetailStatusAtom, 'loading');
  const log = set(loadTaskLogAtom, { more: false, keepPages: options.quiet });
  try {
    const task = await fetchTask(services.client, taskId, get(currentConversationIdAtom) ?? undefined);
    if (get(openTaskIdAtom) !== taskId) return;
    set(taskDetailAtom, task);
    set(taskDetailStatusAtom, 'ready');
  } catch (error) {
    if (get(openTaskIdAtom) !== taskId) return;
    set(taskDetailStatusAtom, 'error');
    reportFailure(services, TASK_ERROR_MODULE, error);
  }
  await log;
});

function patchTask(set: Setter, taskId: string, patch: Partial<Task>): void {
  set(tasksAtom, (tasks) => patchById(tasks, taskId, patch));
  set(taskDetailAtom, (task) => (task?.id === taskId ? { ...task, ...patch } : task));
}

/** A task action the server refused: reported, shown as a toast; resolves the action to false. */
export function refuseTaskAction(set: Setter, services: ChatServices, error: unknown): false {
  return refuseAction(set, services, TASK_ERROR_MODULE, error);
}

function findTask(get: Getter, taskId: string): Task | undefined {
  const detail = get(taskDetailAtom);
  return get(tasksAtom).find((task) => task.id === taskId) ?? (detail?.id === taskId ? detail : undefined);
}

function markBusy(set: Setter, taskId: string, busy: boolean): void {
  set(busyTaskIdsAtom, (ids) => {
    const next = new Set(ids);
    if (busy) next.add(taskId);
    else next.delete(taskId);
    return next;
  });
}

/** Switches a task on or off at once, and back when the server refuses (with a toast saying why). */
export const setTaskEnabledAtom = atom(
  null,
  async (get, set, input: { taskId: string; enabled: boolean }): Promise<boolean> => {
    const task = findTask(get, input.taskId);
    if (!task || get(busyTaskIdsAtom).has(task.id)) return false;
    const services = requireServices(get);
    patchTask(set, task.id, { enabled: input.enabled });
    markBusy(set, task.id, true);
    try {
      // A preset task is switched for one conversation: a chat without one gets it now.
      const conversationId = await set(ensureConversationAtom, { focusComposer: false });
      await enableTask(services.client, {
        taskId: task.id,
        conversationId,
        isPreset: task.isPreset,
        enable: input.enabled,
      });
      // The next run time changes with the switch; the server computes it.
      void set(refreshShownTasksAtom);
      return true;
    } catch (error) {
      patchTask(set, task.id, { enabled: task.enabled });
      return refuseTaskAction(set, services, error);
    } finally {
      markBusy(set, task.id, false);
    }
  },
);

/** 立即执行: the answer arrives later as a pushed record, so this only says it started. */
export const runTaskNowAtom = atom(null, async (get, set, taskId: string): Promise<boolean> => {
  if (get(busyTaskIdsAtom).has(taskId)) return false;
  const services = requireServices(get);
  markBusy(set, taskId, true);
  try {
    // The run's answer is pushed into a conversation: a chat without one gets it now.
    const conversationId = await set(ensureConversationAtom, { focusComposer: false });
    await executeTask(services.client, taskId, conversationId);
    set(showToastAtom, textsOf(get).taskRunStarted);
    return true;
  } catch (error) {
    return refuseTaskAction(set, services, error);
  } finally {
    markBusy(set, taskId, false);
  }
});

/** Deletes a task (after the visitor confirmed), back to the list, and recounts. */
export const deleteTaskAtom = atom(null, async (get, set, taskId: string): Promise<boolean> => {
  const services = requireServices(get);
  markBusy(set, taskId, true);
  try {
    await deleteTask(services.client, taskId);
    set(tasksAtom, (tasks) => tasks.filter((task) => task.id !== taskId));
    if (get(openTaskIdAtom) === taskId) set(openTaskIdAtom, null);
    void set(refreshTaskCountAtom);
    return true;
  } catch (error) {
    return refuseTaskAction(set, services, error);
  } finally {
    markBusy(set, taskId, false);
  }
});

/** Reloads what the task panel shows without a loading state (after a change the server settles). */
const refreshShownTasksAtom = atom(null, async (get, set) => {
  const jobs: Promise<unknown>[] = [set(loadTasksAtom, { quiet: true })];
  if (get(openTaskIdAtom)) jobs.push(set(loadTaskDetailAtom, { quiet: true }));
  await Promise.all(jobs);
});

/**
 * After a push notice (a task's answer arrived) or an answer naming a task: recount, and while
 * the task panel is open refresh what it shows, so the list and last result follow.
 */
export const refreshTasksAfterPushAtom = atom(null, async (get, set) => {
  await Promise.all([
    set(refreshTaskCountAtom),
    get(sidePanelAtom) === 'tasks' ? set(refreshShownTasksAtom) : undefined,
  ]);
});
