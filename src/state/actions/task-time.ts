import { atom } from 'jotai';
import { changeTaskTime } from '../../api/task-api';
import { textsOf } from '../language';
import { requireServices } from '../services';
import { showToastAtom } from './clipboard';
import { ensureConversationAtom } from './conversations';
import { loadTaskDetailAtom, loadTasksAtom, refuseTaskAction } from './tasks';

/**
 * Data doc section 7, change_task_time: moves a daily task's time in this conversation. Preset
 * tasks cannot be edited, so this is how a visitor moves one (wire-format.md, "Tasks").
 */
export const changeTaskTimeAtom = atom(
  null,
  async (get, set, request: { taskId: string; time: string }): Promise<boolean> => {
    const services = requireServices(get);
    try {
      const conversationId = await set(ensureConversationAtom, { focusComposer: false });
      await changeTaskTime(services.client, { conversationId, ...request });
      set(showToastAtom, textsOf(get).taskTimeChanged);
      await Promise.all([set(loadTasksAtom, { quiet: true }), set(loadTaskDetailAtom, { quiet: true })]);
      return true;
    } catch (error) {
      return refuseTaskAction(set, services, error);
    }
  },
);
