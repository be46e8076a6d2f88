// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Json, sleep, startReferenceServer } from './server-harness';
import { HOUR_MS, MONDAY_8AM, taskCalls } from './task-calls';
import { connectSocket } from './ws-client';

const server = startReferenceServer();
const { addTask, advance, setClock, testCall, unread } = taskCalls(server);

describe('the task clock', () => {
  it('runs a daily task exactly at its time and not before, as a pushed unread record', async () => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    const taskId = await addTask(conversation);
    expect((await advance(HOUR_MS - 1)).data.runs).toEqual([]);
    expect((await server.records(conversation)).total_count).toBe(0);
    expect(await unread()).toBe(0);
    const { data } = await advance(1);
    expect(data.now).toBe(new Date(2026, 10, 23, 9).toISOString());
    expect(data.runs).toEqual([
      expect.objectContaining({ task_id: taskId, conversation_id: conversation, status: 'SUCCEEDED' }),
    ]);
    const record = (await server.records(conversation)).data_list[0];
    expect(record).toMatchObject({
      is_push: true,
      record_status: 'SUCCEEDED',
      response: '任务「喝水提醒」已执行：提醒我喝一杯水\n\n执行时间：2026-11-23 09:00',
      response_ext: {
        tasks: [
          {
            id: taskId,
            title: '喝水提醒',
            status: 'SUCCEEDED',
            timestamp: new Date(2026, 10, 23, 9).getTime(),
          },
        ],
      },
    });
    expect(await unread()).toBe(1);
    expect((await advance(HOUR_MS * 24 - 1)).data.runs).toEqual([]);
    expect((await advance(1)).data.runs).toHaveLength(1);
    expect(await unread()).toBe(2);
  });

  it('runs every occurrence due during a long move, in time order', async () => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    const daily = await addTask(conversation, { title: '每日' });
    const weekly = await addTask(conversation, {
      title: '每周',
      schedule: { type: 'weekly', time: '08:30', weekdays: [3] },
    });
    const { data } = await advance(7 * 24 * HOUR_MS);
    const order = data.runs.map((run: Json) => (run.task_id === daily ? 'd' : 'w')).join('');
    expect(order).toBe('ddwddddd');
    expect(data.runs.every((run: Json) => run.task_id === daily || run.task_id === weekly)).toBe(true);
    expect(await unread()).toBe(8);
  });

  it('does not run a task created after its time today, nor a disabled one', async () => {
    await setClock(new Date(2026, 10, 23, 10));
    const conversation = await server.createConversation();
    const taskId = await addTask(conversation);
    const off = await server.call('PUT', 'task_list/enable', {
      task_id: taskId,
      conversation_id: conversation,
      is_preset: false,
      enable: false,
    });
    expect(off.body.data).toMatchObject({ enable: false, next_run_time: null });
    expect((await advance(2 * 24 * HOUR_MS)).data.runs).toEqual([]);
  });

  it('runs nothing for a conversation that was deleted', async () => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    await addTask(conversation);
    await server.call('DELETE', `chat/conversation?conversation_id=${conversation}`);
    expect((await advance(2 * HOUR_MS)).data.runs).toEqual([]);
  });

  it('lists runs at GET /__test/tasks, and /__test/reset clears tasks and frees the clock', async () => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    await addTask(conversation);
    await advance(HOUR_MS);
    const state = await testCall('/__test/tasks', undefined, 'GET');
    expect(state.data).toMatchObject({ frozen: true, now: new Date(2026, 10, 23, 9).toISOString() });
    expect(state.data.runs).toHaveLength(1);
    await testCall('/__test/reset');
    const after = (await testCall('/__test/tasks', undefined, 'GET')).data;
    expect(after).toMatchObject({ frozen: false, runs: [] });
    expect(Math.abs(Date.parse(after.now) - Date.now())).toBeLessThan(5000);
  });

  it('refuses a clock time or step that is not a number', async () => {
    expect(await setClock('not a time')).toEqual({ code: 400, message: 'now 应为 ISO 时间或毫秒数' });
    expect(await advance(-5)).toEqual({ code: 400, message: 'ms 应为非负数' });
  });

  it('announces a scheduled run on the push socket', async () => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    await addTask(conversation);
    const socket = await connectSocket(server.url('/v1/chat/record/count_unread_msgs/demo-agent').toString());
    socket.send(JSON.stringify({ type: 'AUTH', workspace_id: 'ws-1', access_key: 'demo-access-key' }));
    await sleep(100);
    await advance(HOUR_MS);
    const frames = await socket.collect(300);
    socket.close();
    expect(frames).toContain(JSON.stringify({ type: 'NEW_MESSAGE', conversation_id: conversation }));
  });
});
