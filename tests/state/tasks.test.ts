import { describe, expect, it } from 'vitest';
import { selectConversationAtom } from '../../src/state/actions/conversations';
import { openTaskAtom } from '../../src/state/actions/message-extras';
import { applyPushNoticesAtom } from '../../src/state/actions/read-state';
import { refreshTaskCountAtom } from '../../src/state/actions/task-count';
import { loadTaskLogAtom, TASK_LOG_PAGE_SIZE } from '../../src/state/actions/task-log';
import {
  NEXT_RUN_PREVIEW_DEBOUNCE_MS,
  openTaskFormAtom,
  requestNextRunPreviewAtom,
  saveTaskAtom,
} from '../../src/state/actions/task-save';
import { changeTaskTimeAtom } from '../../src/state/actions/task-time';
import {
  deleteTaskAtom,
  loadTaskDetailAtom,
  loadTasksAtom,
  runTaskNowAtom,
  setTaskEnabledAtom,
} from '../../src/state/actions/tasks';
import {
  configAtom,
  createChatStore,
  currentConversationIdAtom,
  EMPTY_CHAT_CONFIG,
  type TaskOpenRequest,
  toastAtom,
} from '../../src/state/chat-store';
import { conversationTaskCountAtom, openTaskIdAtom, sidePanelAtom } from '../../src/state/panels';
import {
  nextRunPreviewAtom,
  taskDetailAtom,
  taskFormAtom,
  taskLogAtom,
  tasksAtom,
  tasksStatusAtom,
} from '../../src/state/task-state';
import { createFakeFetch, json, ok } from '../helpers/fake-server';
import { createManualClock } from '../helpers/manual-clock';
import { flush } from '../helpers/stream-response';

interface WireTask {
  task_id: string;
  title: string;
  content: string;
  is_preset: boolean;
  enable: boolean;
  schedule: Record<string, unknown>;
  last_run?: Record<string, unknown>;
}

/** A small task server: enough of wire-format.md's task calls to drive the actions. */
function setup() {
  const tasks: WireTask[] = [
    {
      task_id: 'p1',
      title: '预设早报',
      content: '早报',
      is_preset: true,
      enable: true,
      schedule: { type: 'daily', time: '08:00' },
    },
    {
      task_id: 'u1',
      title: '周报',
      content: '写周报',
      is_preset: false,
      enable: true,
      schedule: { type: 'weekly', time: '09:00', weekdays: [5] },
    },
  ];
  const runs = Array.from({ length: 13 }, (_, index) => ({
    id: `r${index}`,
    status: 'SUCCEEDED',
    start_time: 1_700_000_000 + index,
  }));
  let refuse = false;
  let nextId = 1;
  /** Holds list answers back, one gate per list call, in call order. */
  const listGates: Promise<void>[] = [];
  /** Holds log answers back the same way; `null` answers that call at once. */
  const logGates: (Promise<void> | null)[] = [];
  const logRequests: { page_no: number; page_size: number }[] = [];
  const detailQueries: Record<string, string>[] = [];
  const server = createFakeFetch({
    'task_list/conversation/task_count': () => ok({ count: tasks.length }),
    'task_list/list': async () => {
      // Answered with the tasks as they were when asked, however late it is delivered.
      const answer = ok({ data_list: [...tasks].reverse() });
      const gate = listGates.shift();
      if (gate) await gate;
      return answer;
    },
    'task_list/detail': (_body, url) => {
      detailQueries.push(Object.fromEntries(url.searchParams));
      return ok(tasks.find((task) => task.task_id === url.searchParams.get('task_id')));
    },
    'task_list/enable': (body) => {
      if (refuse) return json({ code: 500, message: '操作失败' }, 500);
      const input = body as { task_id: string; enable: boolean };
      for (const task of tasks) if (task.task_id === input.task_id) task.enable = input.enable;
      return ok(null);
    },
    'chat/conversation/change_task_time': () => ok(null),
    'task_list/execute/task': () => (refuse ? json({ code: 1, message: '任务正在执行' }) : ok(null)),
    'task_list/delete': (_body, url) => {
      tasks.splice(
        tasks.findIndex((task) => task.task_id === url.searchParams.get('task_id')),
        1,
      );
      return ok(null);
    },
    'task_list/add': (body) => {
      const input = body as Omit<WireTask, 'task_id' | 'is_preset' | 'enable'>;
      const id = nextId++;
      tasks.push({ ...input, task_id: `n${id}`, is_preset: false, enable: true });
      return ok({ task_id: id === 1 ? `n${id}` : id });
    },
    'task_list/update': () => ok(null),
    'task_list/next_run_time': (_body, url) => {
      const schedule = JSON.parse(url.searchParams.get('schedule') ?? '{}') as { time: string };
      return ok({ next_run_times: [`2026-12-01T${schedule.time}:00Z`, `2026-12-02T${schedule.time}:00Z`] });
    },
    'task_list/log/page': async (body) => {
      const { page_no, page_size } = body as { page_no: number; page_size: number };
      logRequests.push({ page_no, page_size });
      const answer = ok({
        data_list: runs.slice((page_no - 1) * page_size, page_no * page_size),
        total_count: runs.length,
        page_number: page_no,
        total_pages: Math.ceil(runs.length / page_size),
      });
      const gate = logGates.shift();
      if (gate) await gate;
      return answer;
    },
    'chat/records': () => ok({ data_list: [], total_pages: 1 }),
    'chat/session/current': () => ok('s1'),
    'chat/conversation/list': () => ok([{ conversation_id: 'c1', title: '一' }]),
    'chat/conversation/create': () => ok({ conversation_id: 'c1' }),
    'count_bot_unread_msgs/a': () => ok(0),
    'mark_conversation_read/c1': () => ok(null),
  });
  const clock = createManualClock();
  const opened: TaskOpenRequest[] = [];
  const store = createChatStore({ fetch: server.fetch, clock, openTask: (request) => opened.push(request) });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
  store.set(currentConversationIdAtom, 'c1');
  /** Holds the next list answer back until the returned function is called. */
  const holdNextList = () => {
    let release!: () => void;
    listGates.push(new Promise<void>((resolve) => (release = resolve)));
    return release;
  };
  /** Holds the next log answer back until the returned function is called. */
  const holdNextLog = () => {
    let release!: () => void;
    logGates.push(new Promise<void>((resolve) => (release = resolve)));
    return release;
  };
  return {
    store,
    server,
    detailQueries,
    clock,
    tasks,
    opened,
    holdNextList,
    holdNextLog,
    logRequests,
    refuse: (value: boolean) => (refuse = value),
  };
}

const settle = async () => {
  for (let index = 0; index < 10; index += 1) await flush();
};

describe('task count', () => {
  it('follows the conversation shown, and is 0 without one', async () => {
    const { store } = setup();
    store.set(currentConversationIdAtom, null);
    await store.set(selectConversationAtom, 'c1');
    await settle();
    expect(store.get(conversationTaskCountAtom)).toBe(2);
    await store.set(selectConversationAtom, null);
    await settle();
    expect(store.get(conversationTaskCountAtom)).toBe(0);
  });
});

describe('task list', () => {
  it('loads the conversation tasks with preset ones first', async () => {
    const { store } = setup();
    await store.set(loadTasksAtom);
    expect(store.get(tasksStatusAtom)).toBe('ready');
    expect(store.get(tasksAtom).map((task) => task.id)).toEqual(['p1', 'u1']);
  });

  it('keeps the newer list when an older answer arrives after it', async () => {
    const { store, tasks, holdNextList } = setup();
    const release = holdNextList();
    const older = store.set(loadTasksAtom);
    await settle();
    tasks.push({ ...tasks[1]!, task_id: 'u2', title: '新任务' });
    await store.set(loadTasksAtom, { quiet: true });
    release();
    await older;
    expect(store.get(tasksAtom).map((task) => task.id)).toEqual(['p1', 'u2', 'u1']);
    expect(store.get(tasksStatusAtom)).toBe('ready');
  });

  it('switches a task at once and keeps it when the server agrees', async () => {
    const { store, tasks } = setup();
    await store.set(loadTasksAtom);
    const done = store.set(setTaskEnabledAtom, { taskId: 'u1', enabled: false });
    expect(store.get(tasksAtom)[1]?.enabled).toBe(false);
    expect(await done).toBe(true);
    expect(tasks[1]?.enable).toBe(false);
    expect(store.get(tasksAtom)[1]?.enabled).toBe(false);
  });

  it('switches back and says why when the server refuses', async () => {
    const { store, refuse } = setup();
    await store.set(loadTasksAtom);
    refuse(true);
    expect(await store.set(setTaskEnabledAtom, { taskId: 'p1', enabled: false })).toBe(false);
    expect(store.get(tasksAtom)[0]?.enabled).toBe(true);
    expect(store.get(toastAtom)?.text).toBe('操作失败');
  });

  it('sends is_preset and the conversation with the switch', async () => {
    const { store, server } = setup();
    await store.set(loadTasksAtom);
    await store.set(setTaskEnabledAtom, { taskId: 'p1', enabled: false });
    expect(server.calls.find((call) => call.path.endsWith('task_list/enable'))?.body).toEqual({
      task_id: 'p1',
      conversation_id: 'c1',
      is_preset: true,
      enable: false,
    });
  });

  it('runs a task now and says its result will be pushed; a refusal is shown', async () => {
    const { store, server, refuse } = setup();
    expect(await store.set(runTaskNowAtom, 'u1')).toBe(true);
    expect(server.calls.at(-1)?.body).toEqual({ task_list_id: 'u1', conversation_id: 'c1' });
    expect(store.get(toastAtom)?.text).toBe('任务已开始执行，稍后为你推送执行结果');
    refuse(true);
    expect(await store.set(runTaskNowAtom, 'u1')).toBe(false);
    expect(store.get(toastAtom)?.text).toBe('任务正在执行');
  });

  it('moves a daily task time for the conversation on screen and reloads the list', async () => {
    const { store, server } = setup();
    expect(await store.set(changeTaskTimeAtom, { taskId: 'p1', time: '07:15' })).toBe(true);
    expect(server.calls.find((call) => call.path.endsWith('change_task_time'))?.body).toEqual({
      conversation_id: 'c1',
      task_id: 'p1',
      time: '07:15',
    });
    expect(store.get(toastAtom)?.text).toBe('执行时间已修改');
    expect(server.calls.at(-1)?.path).toMatch(/task_list\/list$/);
  });

  it('deletes a task, goes back to the list and recounts', async () => {
    const { store } = setup();
    await store.set(loadTasksAtom);
    store.set(openTaskIdAtom, 'u1');
    expect(await store.set(deleteTaskAtom, 'u1')).toBe(true);
    await settle();
    expect(store.get(tasksAtom).map((task) => task.id)).toEqual(['p1']);
    expect(store.get(openTaskIdAtom)).toBeNull();
    expect(store.get(conversationTaskCountAtom)).toBe(1);
  });
});

describe('task form', () => {
  it('adds a task, closes the form, reloads the list and recounts', async () => {
    const { store, server } = setup();
    store.set(openTaskFormAtom, { mode: 'create' });
    const id = await store.set(saveTaskAtom, {
      title: '日报',
      content: '写日报',
      schedule: { type: 'daily', time: '18:00' },
    });
    expect(id).toBe('n1');
    expect(server.calls.find((call) => call.path.endsWith('task_list/add'))?.body).toEqual({
      agent_id: 'a',
      conversation_id: 'c1',
      title: '日报',
      content: '写日报',
      schedule: { type: 'daily', time: '18:00' },
    });
    expect(store.get(taskFormAtom)).toEqual({ mode: 'closed' });
    expect(store.get(tasksAtom).map((task) => task.title)).toContain('日报');
    expect(store.get(conversationTaskCountAtom)).toBe(3);
  });

  it('gives a chat without a conversation one before adding the task', async () => {
    const { store, server } = setup();
    store.set(currentConversationIdAtom, null);
    store.set(openTaskFormAtom, { mode: 'create' });
    await store.set(saveTaskAtom, {
      title: '日报',
      content: '写日报',
      schedule: { type: 'daily', time: '18:00' },
    });
    expect(store.get(currentConversationIdAtom)).toBe('c1');
    expect(server.calls.find((call) => call.path.endsWith('task_list/add'))?.body).toMatchObject({
      conversation_id: 'c1',
    });
  });

  it('updates the task being edited', async () => {
    const { store, server } = setup();
    store.set(openTaskFormAtom, { mode: 'edit', taskId: 'u1' });
    await store.set(saveTaskAtom, {
      title: '周报2',
      content: 'x',
      schedule: { type: 'monthly', time: '10:00', day: 5 },
    });
    expect(server.calls.find((call) => call.path.endsWith('task_list/update'))?.body).toEqual({
      task_id: 'u1',
      title: '周报2',
      content: 'x',
      schedule: { type: 'monthly', time: '10:00', day: 5 },
    });
  });

  it('previews next run times once the schedule stops changing, on the injected clock', async () => {
    const { store, server, clock } = setup();
    const previews = () =>
      server.calls.filter((call) => call.path.endsWith('task_list/next_run_time')).length;
    store.set(requestNextRunPreviewAtom, { type: 'daily', time: '08:00' });
    clock.advance(NEXT_RUN_PREVIEW_DEBOUNCE_MS - 1);
    store.set(requestNextRunPreviewAtom, { type: 'daily', time: '08:30' });
    clock.advance(NEXT_RUN_PREVIEW_DEBOUNCE_MS - 1);
    expect(previews()).toBe(0);
    expect(store.get(nextRunPreviewAtom).status).toBe('loading');
    clock.advance(1);
    await settle();
    expect(previews()).toBe(1);
    expect(store.get(nextRunPreviewAtom)).toEqual({
      status: 'ready',
      times: [Date.parse('2026-12-01T08:30:00Z'), Date.parse('2026-12-02T08:30:00Z')],
    });
    store.set(requestNextRunPreviewAtom, undefined);
    expect(store.get(nextRunPreviewAtom)).toEqual({ status: 'idle', times: [] });
  });
});

describe('task detail and log', () => {
  it('loads the open task from task_list/detail and the first log page, then the next ones', async () => {
    const { store, detailQueries } = setup();
    store.set(openTaskIdAtom, 'u1');
    await store.set(loadTaskDetailAtom);
    expect(store.get(taskDetailAtom)?.title).toBe('周报');
    // Decision 057: the conversation goes beside task_id (a preset's state is per conversation).
    expect(detailQueries).toEqual([{ task_id: 'u1', conversation_id: 'c1' }]);
    expect(store.get(taskLogAtom)).toMatchObject({ taskId: 'u1', page: 1, hasMore: true });
    expect(store.get(taskLogAtom).runs).toHaveLength(TASK_LOG_PAGE_SIZE);
    await store.set(loadTaskLogAtom, { more: true });
    expect(store.get(taskLogAtom)).toMatchObject({ page: 2, hasMore: false });
    expect(store.get(taskLogAtom).runs).toHaveLength(13); // A quiet refresh (after a push) keeps both pages on screen.
    await store.set(loadTaskDetailAtom, { quiet: true });
    expect(store.get(taskLogAtom)).toMatchObject({ page: 2, hasMore: false });
    expect(store.get(taskLogAtom).runs).toHaveLength(13);
  });

  it('keeps the page 加载更多 brought when a refresh after a push started before it landed', async () => {
    const { store, holdNextLog, logRequests } = setup();
    store.set(openTaskIdAtom, 'u1');
    await store.set(loadTaskDetailAtom);
    const releaseMore = holdNextLog();
    const more = store.set(loadTaskLogAtom, { more: true });
    const releaseRefresh = holdNextLog();
    await settle();
    const refresh = store.set(loadTaskLogAtom, { more: false, keepPages: true });
    await settle();
    // The refresh asks for the page still on its way too.
    expect(logRequests.at(-1)).toEqual({ page_no: 1, page_size: 2 * TASK_LOG_PAGE_SIZE });
    releaseMore();
    await more;
    releaseRefresh();
    await refresh;
    expect(store.get(taskLogAtom)).toMatchObject({ page: 2, hasMore: false, status: 'ready' });
    expect(store.get(taskLogAtom).runs).toHaveLength(13);
  });

  it('lets 加载更多 go out while a refresh is on its way, and drops the older answer', async () => {
    const { store, holdNextLog, logRequests } = setup();
    store.set(openTaskIdAtom, 'u1');
    await store.set(loadTaskDetailAtom);
    const releaseRefresh = holdNextLog();
    const refresh = store.set(loadTaskLogAtom, { more: false, keepPages: true });
    await settle();
    const more = store.set(loadTaskLogAtom, { more: true });
    await settle();
    expect(logRequests.at(-1)).toEqual({ page_no: 2, page_size: TASK_LOG_PAGE_SIZE });
    await more;
    releaseRefresh();
    await refresh;
    expect(store.get(taskLogAtom)).toMatchObject({ page: 2, hasMore: false, status: 'ready' });
    expect(store.get(taskLogAtom).runs).toHaveLength(13);
  });

  it('opens a failed task from 详情 in the panel and still tells the host page', () => {
    const { store, opened } = setup();
    expect(store.set(openTaskAtom, 'u1')).toBe(true);
    expect(store.get(sidePanelAtom)).toBe('tasks');
    expect(store.get(openTaskIdAtom)).toBe('u1');
    expect(opened).toEqual([{ taskId: 'u1', conversationId: 'c1' }]);
  });
});

describe('push notices', () => {
  it('refresh the count, and the list while the task panel is open', async () => {
    const { store, server, tasks } = setup();
    await store.set(refreshTaskCountAtom);
    tasks[1]!.last_run = { status: 'SUCCEEDED', time: 1_700_000_000 };
    await store.set(applyPushNoticesAtom, [{ type: 'NEW_MESSAGE', conversationId: 'c1' }]);
    await settle();
    expect(server.calls.some((call) => call.path.endsWith('task_list/list'))).toBe(false);
    store.set(sidePanelAtom, 'tasks');
    await store.set(applyPushNoticesAtom, [{ type: 'NEW_MESSAGE', conversationId: 'c1' }]);
    await settle();
    expect(store.get(tasksAtom)[1]?.lastRun?.status).toBe('SUCCEEDED');
  });
});
