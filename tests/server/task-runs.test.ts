// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventually, type Json, sleep, sseEvents, startReferenceServer } from './server-harness';
import { HOUR_MS, MONDAY_8AM, taskCalls } from './task-calls';
import { connectSocket } from './ws-client';

const server = startReferenceServer();

const NEWS = 'preset-daily-news';
const { addTask, advance, setClock } = taskCalls(server, {
  title: '日报',
  content: '整理今天的销售数据',
  schedule: { type: 'daily', time: '09:00' },
});
const enable = (taskId: string, conversationId: string, on: unknown, isPreset = true) =>
  server.call('PUT', 'task_list/enable', {
    task_id: taskId,
    conversation_id: conversationId,
    is_preset: isPreset,
    enable: on,
  });
const execute = (body: Record<string, unknown>) => server.call('POST', 'task_list/execute/task', body);
const logPage = (taskId: string, conversationId: string, pageNo = 1, pageSize = 10) =>
  server.call('POST', 'task_list/log/page', {
    task_id: taskId,
    conversation_id: conversationId,
    page_no: pageNo,
    page_size: pageSize,
  });
const presetIn = async (conversationId: string) =>
  (
    await server.call('GET', `task_list/list?agent_id=demo-agent&conversation_id=${conversationId}`)
  ).body.data.find((task: Json) => task.task_id === NEWS);

describe('enabling tasks', () => {
  it('enables a preset task for one conversation only, and runs it there', async () => {
    await setClock(MONDAY_8AM);
    const one = await server.createConversation();
    const other = await server.createConversation();
    const { body } = await enable(NEWS, one, true);
    expect(body.data).toMatchObject({ task_id: NEWS, is_preset: true, enable: true });
    expect(new Date(body.data.next_run_time).getHours()).toBe(8);
    expect((await presetIn(other)).enable).toBe(false);
    const { data } = await advance(HOUR_MS);
    expect(data.runs).toEqual([
      expect.objectContaining({ task_id: NEWS, conversation_id: one, status: 'SUCCEEDED' }),
    ]);
    expect((await server.records(other)).total_count).toBe(0);
    expect((await server.records(one)).data_list[0].response_ext.tasks[0]).toMatchObject({
      id: NEWS,
      title: '每日科技新闻摘要',
    });
  });

  it('refuses an enable that is not a boolean, or names no known conversation or task', async () => {
    const conversation = await server.createConversation();
    const notBoolean = await enable(NEWS, conversation, 'yes');
    expect({ status: notBoolean.status, message: notBoolean.body.message }).toEqual({
      status: 400,
      message: 'enable 应为 true 或 false',
    });
    expect((await enable(NEWS, 'conv-none', true)).body).toEqual({ code: 404, message: '会话不存在' });
    expect((await enable('task-none', conversation, true)).body).toEqual({
      code: 404,
      message: '任务不存在',
    });
  });
});

describe('running a task now', () => {
  it('answers at once, then pushes the run as an unread record announced on the socket', async () => {
    const conversation = await server.createConversation();
    const taskId = await addTask(conversation);
    const socket = await connectSocket(server.url('/v1/chat/record/count_unread_msgs/demo-agent').toString());
    socket.send(JSON.stringify({ type: 'AUTH', workspace_id: 'ws-1', access_key: 'demo-access-key' }));
    await sleep(100);
    const { body } = await execute({ task_list_id: taskId });
    expect(body.data).toMatchObject({ task_id: taskId, status: 'RUNNING' });
    // Before the delivery: the log says RUNNING and the conversation has nothing new yet.
    const running = (await logPage(taskId, conversation)).body.data;
    expect(running.data_list[0]).toMatchObject({ id: body.data.run_id, status: 'RUNNING' });
    expect(running.data_list[0].end_time).toBeUndefined();
    expect((await server.records(conversation)).total_count).toBe(0);
    const pushed = await eventually(
      () => server.records(conversation),
      (page) => page.total_count === 1,
    );
    expect(pushed.data_list[0]).toMatchObject({
      is_push: true,
      record_status: 'SUCCEEDED',
      response_ext: { tasks: [{ id: taskId, title: '日报', status: 'SUCCEEDED' }] },
    });
    expect(pushed.data_list[0].response).toMatch(/^任务「日报」已执行：整理今天的销售数据/);
    expect((await server.call('GET', 'count_bot_unread_msgs/demo-agent')).body.data).toBe(1);
    const frames = await socket.collect(200);
    socket.close();
    expect(frames).toContain(JSON.stringify({ type: 'NEW_MESSAGE', conversation_id: conversation }));
    const finished = (await logPage(taskId, conversation)).body.data.data_list[0];
    expect(finished).toMatchObject({ status: 'SUCCEEDED', record_id: pushed.data_list[0].id });
    expect(finished.end_time).toEqual(expect.any(String));
  });

  it('fails a task whose content contains 失败, as a failed record with its message', async () => {
    const conversation = await server.createConversation();
    const taskId = await addTask(conversation, { title: '会失败的任务', content: '这个任务注定失败' });
    await execute({ task_list_id: taskId });
    const pushed = await eventually(
      () => server.records(conversation),
      (page) => page.total_count === 1,
    );
    const message = '任务「会失败的任务」执行失败：演示规则，内容包含“失败”的任务总会失败';
    expect(pushed.data_list[0]).toMatchObject({
      is_push: true,
      record_status: 'FAILED',
      response_ext: { message, tasks: [{ id: taskId, status: 'FAILED' }] },
    });
    const detail = (await server.call('GET', `task_list/detail?task_id=${taskId}`)).body.data;
    expect(detail.last_run).toMatchObject({ status: 'FAILED', message, record_id: pushed.data_list[0].id });
  });

  it('runs a preset task in the conversation the call names, and needs one', async () => {
    const conversation = await server.createConversation();
    const missing = await execute({ task_list_id: NEWS });
    expect({ status: missing.status, message: missing.body.message }).toEqual({
      status: 400,
      message: '预置任务需要 conversation_id',
    });
    await execute({ task_list_id: NEWS, conversation_id: conversation });
    await eventually(
      () => server.records(conversation),
      (page) => page.total_count === 1,
    );
    expect((await execute({ task_list_id: 'task-none' })).body).toEqual({ code: 404, message: '任务不存在' });
  });
});

describe('the run log', () => {
  it('pages the runs newest first', async () => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    const taskId = await addTask(conversation);
    await advance(3 * 24 * HOUR_MS);
    const first = (await logPage(taskId, conversation, 1, 2)).body.data;
    expect(first).toMatchObject({ total_count: 3, page_number: 1, total_pages: 2 });
    expect(first.data_list.map((run: Json) => new Date(run.start_time).getDate())).toEqual([25, 24]);
    expect(Object.keys(first.data_list[0]).sort()).toEqual([
      'end_time',
      'id',
      'record_id',
      'start_time',
      'status',
    ]);
    const second = (await logPage(taskId, conversation, 2, 2)).body.data;
    expect(second.data_list.map((run: Json) => new Date(run.start_time).getDate())).toEqual([23]);
    expect((await logPage('task-none', conversation)).body).toEqual({ code: 404, message: '任务不存在' });
  });
});

describe('changing a task’s time', () => {
  it('moves a visitor’s task, and a preset task for this conversation only', async () => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    const other = await server.createConversation();
    const taskId = await addTask(conversation);
    const change = (id: string, time: string, where = conversation) =>
      server.call('PUT', 'chat/conversation/change_task_time', { conversation_id: where, task_id: id, time });
    const moved = (await change(taskId, '08:15')).body.data;
    expect(moved.schedule).toEqual({ type: 'daily', time: '08:15' });
    expect((await change(NEWS, '07:45')).body.data.schedule.time).toBe('07:45');
    expect((await presetIn(other)).schedule.time).toBe('08:30');
    const bad = await change(taskId, '8:15');
    expect({ status: bad.status, message: bad.body.message }).toEqual({
      status: 400,
      message: '执行时间格式应为 HH:mm',
    });
    expect((await change(taskId, '08:15', other)).body).toEqual({ code: 404, message: '任务不存在' });
    const { data } = await advance(20 * 60 * 1000);
    expect(data.runs.map((run: Json) => run.task_id)).toEqual([taskId]);
  });
});

describe('a chat that asks for a reminder', () => {
  it('streams a STARTED TASK naming a new task of the conversation', async () => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    const events = sseEvents(await (await server.chat(conversation, '每天早上8点半提醒我喝水')).text());
    const task = events.find((event) => event.type === 'TASK')?.task;
    expect(task).toMatchObject({ title: '喝水', status: 'STARTED', timestamp: MONDAY_8AM.getTime() });
    expect(events.at(-1)).toMatchObject({ type: 'RESULT', status: 'SUCCEEDED' });
    const detail = (await server.call('GET', `task_list/detail?task_id=${task.id}`)).body.data;
    expect(detail).toMatchObject({
      conversation_id: conversation,
      content: '每天早上8点半提醒我喝水',
      schedule: { type: 'daily', time: '08:30' },
      enable: true,
    });
    const record = (await server.records(conversation)).data_list[0];
    // The record keeps when the task started as irl_time, beside the task (decision 056).
    const { timestamp, ...kept } = task;
    expect(record.response_ext.tasks).toEqual([kept]);
    expect(record.response_ext.irl_time).toBe(new Date(timestamp).toISOString());
  });

  it('reads weekly, monthly and one-off wishes, and leaves other messages alone', async () => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    const scheduleOf = async (content: string) => {
      const events = sseEvents(await (await server.chat(conversation, content)).text());
      const id = events.find((event) => event.type === 'TASK')?.task.id;
      return id && (await server.call('GET', `task_list/detail?task_id=${id}`)).body.data.schedule;
    };
    expect(await scheduleOf('每周五下午3点提醒我写周报')).toEqual({
      type: 'weekly',
      weekdays: [5],
      time: '15:00',
    });
    expect(await scheduleOf('每月15号定时生成账单')).toEqual({ type: 'monthly', day: 15, time: '09:00' });
    expect(await scheduleOf('10:30 提醒我开会')).toEqual({ type: 'once', date: '2026-11-23', time: '10:30' });
    expect(await scheduleOf('7点提醒我跑步')).toEqual({ type: 'once', date: '2026-11-24', time: '07:00' });
    expect(await scheduleOf('你好')).toBeUndefined();
  });
});
