import { useEffect } from 'react';
import { closeTaskFormAtom } from '../../state/actions/task-save';
import { loadTaskDetailAtom, loadTasksAtom } from '../../state/actions/tasks';
import { currentConversationIdAtom } from '../../state/chat-store';
import { openTaskIdAtom } from '../../state/panels';
import { taskFormAtom } from '../../state/task-state';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { TaskDetail } from './TaskDetail';
import { TaskForm } from './TaskForm';
import { TaskList } from './TaskList';
import { FOCUS_FALLBACK_ATTRIBUTE } from './use-return-focus';

/**
 * Screens doc section 2, item 6: the task panel's body (its frame is SidePanelFrame): the list,
 * a task's details (openTaskIdAtom) or the create/edit form. The view under the form stays mounted
 * (hidden), so closing the form gives focus back to the control that opened it.
 */
export function TaskPanel({ narrow }: { narrow: boolean }) {
  const conversationId = useAtomValue(currentConversationIdAtom);
  const openTaskId = useAtomValue(openTaskIdAtom);
  const form = useAtomValue(taskFormAtom);
  const loadTasks = useSetAtom(loadTasksAtom);
  const loadDetail = useSetAtom(loadTaskDetailAtom);
  const closeForm = useSetAtom(closeTaskFormAtom);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the conversation is read inside the action.
  useEffect(() => {
    void loadTasks();
  }, [conversationId, loadTasks]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the open task is read inside the action.
  useEffect(() => {
    if (openTaskId) void loadDetail();
  }, [openTaskId, conversationId, loadDetail]);
  // A form left open would come back with the panel; closing the panel drops it.
  useEffect(() => () => closeForm(), [closeForm]);
  const formOpen = form.mode !== 'closed';
  return (
    <div
      className="min-h-full text-sm text-gray-800 outline-none"
      data-narrow={narrow}
      tabIndex={-1}
      {...{ [FOCUS_FALLBACK_ATTRIBUTE]: '' }}
    >
      <div hidden={formOpen}>{openTaskId ? <TaskDetail taskId={openTaskId} /> : <TaskList />}</div>
      {formOpen ? <TaskForm key={form.mode === 'edit' ? form.taskId : 'new'} target={form} /> : null}
    </div>
  );
}
