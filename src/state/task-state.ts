import { atom } from 'jotai';
import type { Task, TaskRun } from '../model/task';
import type { TimerHandle } from '../platform/clock';
import type { LoadStatus } from './chat-store';

/** Tasks of the current conversation, preset ones first (task_list/list). */
export const tasksAtom = atom<Task[]>([]);
export const tasksStatusAtom = atom<LoadStatus>('idle');
/** The conversation the list was loaded for, so a list of another conversation is never shown as current. */
export const tasksConversationIdAtom = atom<string | null>(null);
/** Counts list loads, so an older answer landing after a newer one never replaces it. */
export const tasksRequestAtom = atom(0);

/** The open task (task_list/detail); its runs are the log's (decision 057). */
export const taskDetailAtom = atom<Task | null>(null);
export const taskDetailStatusAtom = atom<LoadStatus>('idle');

/** The open task's run log (task_list/log/page), page by page. */
export interface TaskLogState {
  taskId: string | null;
  runs: TaskRun[];
  /** Pages loaded so far (page_no starts at 1). */
  page: number;
  hasMore: boolean;
  status: LoadStatus;
}
export const EMPTY_TASK_LOG: TaskLogState = {
  taskId: null,
  runs: [],
  page: 0,
  hasMore: false,
  status: 'idle',
};
export const taskLogAtom = atom<TaskLogState>(EMPTY_TASK_LOG);
/**
 * The latest log request: an answer to an older one is dropped. `pages` is how many pages it shows
 * when it lands, so a refresh started while 加载更多 is on its way asks for that page too.
 */
export const taskLogRequestAtom = atom({ serial: 0, taskId: '', more: false, pages: 0 });

/** The create/edit form: closed, a new task, or the task being edited. */
export type TaskFormTarget = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; taskId: string };
export const taskFormAtom = atom<TaskFormTarget>({ mode: 'closed' });
/** The form's save in flight, and the server's refusal when it fails. */
export const taskSaveAtom = atom<{ saving: boolean; error: string }>({ saving: false, error: '' });

/** The next run times the form previews (task_list/next_run_time). */
export interface NextRunPreview {
  status: LoadStatus;
  times: number[];
}
export const nextRunPreviewAtom = atom<NextRunPreview>({ status: 'idle', times: [] });
/** The preview's pending debounce and the number of its latest request (older answers are dropped). */
export const nextRunTimerAtom = atom<TimerHandle | null>(null);
export const nextRunRequestAtom = atom(0);

/** Tasks with a call in flight (switch, run, delete): their controls wait. */
export const busyTaskIdsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** The task whose row takes focus when the list shows again (after 返回 from its details). */
export const taskFocusRequestAtom = atom<string | null>(null);
