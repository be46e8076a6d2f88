// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import {
  configAtom,
  createChatStore,
  currentConversationIdAtom,
  EMPTY_CHAT_CONFIG,
} from '../../../src/state/chat-store';
import { openTaskIdAtom } from '../../../src/state/panels';
import { taskLogAtom, taskLogRequestAtom } from '../../../src/state/task-state';
import { TaskLog } from '../../../src/ui/tasks/TaskLog';
import { createFakeFetch, ok } from '../../helpers/fake-server';
import { mountWithStore } from '../../helpers/mount';

describe('the task log', () => {
  it('takes 加载更多 while a quiet refresh is on its way (a push arrived), and asks for the next page', async () => {
    const server = createFakeFetch({
      'task_list/log/page': () => ok({ list: [], total: 12 }),
    });
    const store = createChatStore({ fetch: server.fetch });
    store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
    store.set(currentConversationIdAtom, 'c-1');
    store.set(openTaskIdAtom, 't-1');
    // Page one is shown and a refresh of it (after a push notice) is under way.
    store.set(taskLogAtom, { taskId: 't-1', runs: [], page: 1, hasMore: true, status: 'loading' });
    store.set(taskLogRequestAtom, { serial: 1, taskId: 't-1', more: false, pages: 1 });
    const root = mountWithStore(store, <TaskLog />);
    const more = root.querySelector<HTMLButtonElement>('[part~="task-log-more"]');
    expect(more?.disabled).toBe(false);
    await act(async () => more?.click());
    expect(server.calls.map((call) => (call.body as { page_no: number }).page_no)).toEqual([2]);
  });
});
