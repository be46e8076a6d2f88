import { atom } from 'jotai';
import { fetchTaskLogPage } from '../../api/task-api';
import { currentConversationIdAtom } from '../chat-store';
import { openTaskIdAtom } from '../panels';
import { reportFailure, requireServices } from '../services';
import { EMPTY_TASK_LOG, taskLogAtom, taskLogRequestAtom } from '../task-state';

/** Runs per page of the task log (ours: the spec names the call, not its page size). */
export const TASK_LOG_PAGE_SIZE = 10;

/**
 * Loads the open task's log: the first page again, or (`more`) the next page after those shown.
 * `keepPages` reloads every page shown so far in one call (a refresh after a push must not fold
 * the log back to its first page while the visitor reads further down).
 *
 * The newest request wins. 加载更多 pressed while a refresh is on its way is not dropped: it goes
 * out and the refresh's answer is ignored. A refresh started while 加载更多 is on its way asks for
 * the pages shown plus the one coming, and its answer replaces the older one.
 */
export const loadTaskLogAtom = atom(
  null,
  async (get, set, options: { more: boolean; keepPages?: boolean }) => {
    const taskId = get(openTaskIdAtom);
    const conversationId = get(currentConversationIdAtom);
    const pending = get(taskLogRequestAtom);
    const serial = pending.serial + 1;
    if (!taskId || !conversationId) {
      set(taskLogRequestAtom, { serial, taskId: '', more: false, pages: 0 });
      set(taskLogAtom, EMPTY_TASK_LOG);
      return;
    }
    const current = get(taskLogAtom);
    const sameTask = current.taskId === taskId;
    const inFlight = sameTask && current.status === 'loading' && pending.taskId === taskId;
    if (options.more && (!sameTask || !current.hasMore || (inFlight && pending.more))) return;
    const pagesComing = inFlight ? Math.max(current.page, pending.pages) : current.page;
    const pages = options.keepPages && sameTask ? Math.max(pagesComing, 1) : 1;
    const pageNo = options.more ? current.page + 1 : 1;
    const pageSize = TASK_LOG_PAGE_SIZE * (options.more ? 1 : pages);
    set(taskLogRequestAtom, { serial, taskId, more: options.more, pages: options.more ? pageNo : pages });
    set(
      taskLogAtom,
      sameTask ? { ...current, status: 'loading' } : { ...EMPTY_TASK_LOG, taskId, status: 'loading' },
    );
    const superseded = () => get(taskLogRequestAtom).serial !== serial || get(openTaskIdAtom) !== taskId;
    const services = requireServices(get);
    try {
      const page = await fetchTaskLogPage(services.client, { taskId, conversationId, pageNo, pageSize });
      if (superseded()) return;
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
      if (superseded()) return;
      set(taskLogAtom, (log) => ({ ...log, status: 'error' }));
      reportFailure(services, 'chatUtil', error);
    }
  },
);
