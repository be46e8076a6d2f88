import { atom } from 'jotai';
import { fetchTaskLogPage } from '../../api/task-api';
import { currentConversationIdAtom } from '../chat-store';
import { openTaskIdAtom } from '../panels';
import { reportFailure, requireServices } from '../services';
import { EMPTY_TASK_LOG, taskLogAtom } from '../task-state';

/** Runs per page of the task log (ours: the spec names the call, not its page size). */
export const TASK_LOG_PAGE_SIZE = 10;

/**
 * Loads the open task's log: the first page again, or (`more`) the next page after those shown.
 * `keepPages` reloads every page shown so far in one call (a refresh after a push must not fold
 * the log back to its first page while the visitor reads further down).
 */
export const loadTaskLogAtom = atom(
  null,
  async (get, set, options: { more: boolean; keepPages?: boolean }) => {
    const taskId = get(openTaskIdAtom);
    const conversationId = get(currentConversationIdAtom);
    if (!taskId || !conversationId) {
      set(taskLogAtom, EMPTY_TASK_LOG);
      return;
    }
    const current = get(taskLogAtom);
    const sameTask = current.taskId === taskId;
    if (options.more && (!sameTask || current.status === 'loading' || !current.hasMore)) return;
    const pages = options.keepPages && sameTask ? Math.max(current.page, 1) : 1;
    const pageNo = options.more ? current.page + 1 : 1;
    const pageSize = TASK_LOG_PAGE_SIZE * (options.more ? 1 : pages);
    set(
      taskLogAtom,
      sameTask ? { ...current, status: 'loading' } : { ...EMPTY_TASK_LOG, taskId, status: 'loading' },
    );
    const services = requireServices(get);
    try {
      const page = await fetchTaskLogPage(services.client, { taskId, conversationId, pageNo, pageSize });
      if (get(openTaskIdAtom) !== taskId) return;
      const runs = options.more ? [...get(taskLogAtom).runs, ...page.runs] : page.runs;
      const hasMore =
        page.totalCount !== undefined
          ? runs.length < page.totalCount
          : page.totalPages !== undefined
            ? pageNo < page.totalPages
            : page.runs.length >= pageSize;
      set(taskLogAtom, {
        taskId,
        runs,
        page: options.more ? pageNo : pages,
        hasMore: hasMore && page.runs.length > 0,
        status: 'ready',
      });
    } catch (error) {
      if (get(openTaskIdAtom) !== taskId) return;
      set(taskLogAtom, (log) => ({ ...log, status: 'error' }));
      reportFailure(services, 'chatUtil', error);
    }
  },
);
