import { describe, expect, it } from 'vitest';
import type { ConnectionConfig } from '../../src/api/connection-config';
import { createHttpClient } from '../../src/api/http-client';
import {
  addTask,
  changeTaskTime,
  countConversationTasks,
  deleteTask,
  enableTask,
  executeTask,
  fetchNextRunTimes,
  fetchTask,
  fetchTaskLogPage,
  listTasks,
  updateTask,
} from '../../src/api/task-api';

const config: ConnectionConfig = {
  baseUrl: 'https://platform.example',
  workspaceId: 'w',
  agentId: 'a',
  accessKey: 'k',
  env: 'production',
  requestTimeoutMs: 1000,
};

const BASE = 'https://platform.example/v1/oapi/agent/';

function client(answer: unknown) {
  const calls: { url: URL; method: string; body: unknown }[] = [];
  const stub: typeof fetch = async (input, init) => {
    calls.push({
      url: new URL(String(input)),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(JSON.stringify({ code: 0, message: 'ok', data: answer }));
  };
  const call = () => {
    const last = calls.at(-1)!;
    return {
      path: last.url.href.replace(BASE, '').split('?')[0],
      method: last.method,
      body: last.body,
      url: last.url,
    };
  };
  return { http: createHttpClient({ getConfig: () => config, fetch: stub }), call };
}

const task = {
  task_id: 1,
  title: 't',
  content: 'c',
  is_preset: true,
  enable: true,
  schedule: { type: 'daily', time: '08:00' },
};

describe('task calls', () => {
  it('lists with GET task_list/list?agent_id&conversation_id, accepting all three list shapes', async () => {
    for (const answer of [[task], { data_list: [task] }, { list: [task] }]) {
      const { http, call } = client(answer);
      const tasks = await listTasks(http, { agentId: 'a', conversationId: 'c1' });
      expect(tasks.map((item) => item.id)).toEqual(['1']);
      expect(call()).toMatchObject({ path: 'task_list/list', method: 'GET' });
      expect(Object.fromEntries(call().url.searchParams)).toEqual({ agent_id: 'a', conversation_id: 'c1' });
    }
  });

  it('counts with GET task_list/conversation/task_count, as {count} or a bare number', async () => {
    const object = client({ count: 3 });
    expect(await countConversationTasks(object.http, 'c1')).toBe(3);
    expect(object.call()).toMatchObject({ path: 'task_list/conversation/task_count', method: 'GET' });
    expect(object.call().url.searchParams.get('conversation_id')).toBe('c1');
    expect(await countConversationTasks(client(2).http, 'c1')).toBe(2);
    expect(await countConversationTasks(client('4').http, 'c1')).toBe(4);
  });

  it('reads one task from task_list/detail, with the conversation beside task_id when there is one', async () => {
    const plain = client(task);
    expect((await fetchTask(plain.http, '1')).title).toBe('t');
    expect(plain.call()).toMatchObject({ path: 'task_list/detail', method: 'GET' });
    expect(Object.fromEntries(plain.call().url.searchParams)).toEqual({ task_id: '1' });
    const ofConversation = client({ task });
    await fetchTask(ofConversation.http, '1', 'c1');
    expect(Object.fromEntries(ofConversation.call().url.searchParams)).toEqual({
      task_id: '1',
      conversation_id: 'c1',
    });
  });

  it('adds with POST task_list/add and the schedule as its wire object, reading the new id', async () => {
    const { http, call } = client({ task_id: 12 });
    const id = await addTask(http, {
      agentId: 'a',
      conversationId: 'c1',
      title: '周报',
      content: '写周报',
      schedule: { type: 'weekly', time: '09:00', weekdays: [1, 3] },
    });
    expect(id).toBe('12');
    expect(call()).toMatchObject({
      path: 'task_list/add',
      method: 'POST',
      body: {
        agent_id: 'a',
        conversation_id: 'c1',
        title: '周报',
        content: '写周报',
        schedule: { type: 'weekly', time: '09:00', weekdays: [1, 3] },
      },
    });
  });

  it('updates with PUT task_list/update sending only what changed', async () => {
    const { http, call } = client(null);
    await updateTask(http, '5', { title: '新标题' });
    expect(call()).toMatchObject({
      path: 'task_list/update',
      method: 'PUT',
      body: { task_id: '5', title: '新标题' },
    });
    expect(call().body).not.toHaveProperty('schedule');
  });

  it('deletes, enables, runs and moves a task with the fields the data doc names', async () => {
    const { http, call } = client(null);
    await deleteTask(http, '5');
    expect(call()).toMatchObject({ path: 'task_list/delete', method: 'DELETE' });
    expect(call().url.searchParams.get('task_id')).toBe('5');
    await enableTask(http, { taskId: '5', conversationId: 'c1', isPreset: false, enable: false });
    expect(call()).toMatchObject({
      path: 'task_list/enable',
      method: 'PUT',
      body: { task_id: '5', conversation_id: 'c1', is_preset: false, enable: false },
    });
    await executeTask(http, '5', 'c1');
    expect(call()).toMatchObject({
      path: 'task_list/execute/task',
      method: 'POST',
      body: { task_list_id: '5', conversation_id: 'c1' },
    });
    await changeTaskTime(http, { conversationId: 'c1', taskId: '5', time: '07:00' });
    expect(call()).toMatchObject({
      path: 'chat/conversation/change_task_time',
      method: 'PUT',
      body: { conversation_id: 'c1', task_id: '5', time: '07:00' },
    });
  });

  it('asks next_run_time?schedule=<JSON> and reads the times in any form', async () => {
    const { http, call } = client({ next_run_times: ['2026-12-01T09:00:00Z', 1_764_666_000] });
    const times = await fetchNextRunTimes(http, { type: 'daily', time: '09:00' });
    expect(times).toEqual([Date.parse('2026-12-01T09:00:00Z'), 1_764_666_000_000]);
    expect(call().path).toBe('task_list/next_run_time');
    expect(JSON.parse(call().url.searchParams.get('schedule') ?? '')).toEqual({
      type: 'daily',
      time: '09:00',
    });
  });

  it('pages the log with POST task_list/log/page', async () => {
    const { http, call } = client({
      data_list: [{ id: 1, status: 'FAILED', start_time: 1_700_000_000, message: '超时' }],
      total_count: 11,
      page_number: 2,
      total_pages: 2,
    });
    const page = await fetchTaskLogPage(http, { taskId: '5', conversationId: 'c1', pageNo: 2, pageSize: 10 });
    expect(call()).toMatchObject({
      path: 'task_list/log/page',
      method: 'POST',
      body: { task_id: '5', conversation_id: 'c1', page_no: 2, page_size: 10 },
    });
    expect(page).toMatchObject({ totalCount: 11, totalPages: 2 });
    expect(page.runs[0]).toMatchObject({
      id: '1',
      status: 'FAILED',
      message: '超时',
      startTime: 1_700_000_000_000,
    });
  });
});
