// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INNER, type Json, OPEN, startReferenceServer } from './server-harness';
import { DAILY_9AM, HOUR_MS, localTime, MONDAY_8AM, PRESET_IDS, taskCalls } from './task-calls';

const server = startReferenceServer();
const { addTask, advance, list, setClock } = taskCalls(server);

const detail = async (taskId: string, conversationId?: string) => {
  const query = conversationId ? `&conversation_id=${conversationId}` : '';
  return (await server.call('GET', `task_list/task/show/detail?task_id=${taskId}${query}`)).body;
};

describe('task list, count and detail', () => {
  it('lists the agent’s preset tasks first, disabled, then the visitor’s tasks in order', async () => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    const first = await addTask(conversation, { title: '第一个' });
    const second = await addTask(conversation, { title: '第二个' });
    const { data } = await list(conversation);
    expect(data.map((task: Json) => task.task_id)).toEqual([...PRESET_IDS, first, second]);
    expect(data[0]).toMatchObject({
      title: '每日科技新闻摘要',
      is_preset: true,
      enable: false,
      schedule: { type: 'daily', time: '08:30' },
      next_run_time: null,
      last_run: null,
    });
    expect(data[3]).toMatchObject({
      title: '第一个',
      content: '提醒我喝一杯水',
      is_preset: false,
      enable: true,
      schedule: DAILY_9AM,
      last_run: null,
    });
    expect(localTime(data[3].next_run_time)).toBe('23 9:00');
    expect(
      (await server.call('GET', `task_list/conversation/task_count?conversation_id=${conversation}`)).body
        .data,
    ).toEqual({ count: 2 });
  });

  it('gives agents without presets only the visitor’s tasks, and rules no preset toggle', async () => {
    const { body } = await server.call('POST', 'chat/conversation/create', {
      robot_id: 'second-agent',
      title: 't',
    });
    const conversation = body.data.conversation_id;
    expect((await list(conversation, 'second-agent')).data).toEqual([]);
    const rule = async (agentId: string) =>
      (await server.call('POST', 'agent/detail', { flow_id: agentId })).body.data.config.rule
        .preset_tasks_enabled;
    expect(await rule('demo-agent')).toBe(true);
    expect(await rule('second-agent')).toBe(false);
  });

  it('lists only the presets, as a new conversation sees them, when no conversation is named', async () => {
    const { body } = await server.call('GET', 'task_list/list?agent_id=demo-agent');
    expect(body.data.map((task: Json) => [task.task_id, task.enable, task.conversation_id])).toEqual(
      PRESET_IDS.map((id) => [id, false, null]),
    );
  });

  it('refuses a conversation of another agent', async () => {
    const conversation = await server.createConversation();
    expect(await list(conversation, 'second-agent')).toEqual({ code: 404, message: '会话不存在' });
  });

  it('keeps tasks to their conversation and workspace', async () => {
    const one = await server.createConversation();
    const other = await server.createConversation();
    const taskId = await addTask(one);
    expect((await list(other)).data).toHaveLength(PRESET_IDS.length);
    expect(await detail(taskId, other)).toEqual({ code: 404, message: '任务不存在' });
    const elsewhere = { ...OPEN, 'Workspace-Id': 'ws-2' };
    expect(
      (await server.call('GET', `task_list/detail?task_id=${taskId}`, undefined, elsewhere)).body,
    ).toEqual({
      code: 404,
      message: '任务不存在',
    });
  });

  it('answers 404 for an unknown conversation, agent or task', async () => {
    expect(await list('conv-none')).toEqual({ code: 404, message: '会话不存在' });
    expect(
      (await server.call('GET', 'task_list/conversation/task_count?conversation_id=nope')).body.message,
    ).toBe('会话不存在');
    expect((await server.call('GET', 'task_list/detail?task_id=nope')).status).toBe(404);
    expect((await server.call('GET', 'task_list/detail?task_id=nope')).body.message).toBe('任务不存在');
    const conversation = await server.createConversation();
    expect((await list(conversation, 'ghost-agent')).message).toBe('Agent 不存在');
  });

  it('shows one task with its latest runs', async () => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    const taskId = await addTask(conversation);
    const plain = (await server.call('GET', `task_list/detail?task_id=${taskId}`)).body.data;
    expect(plain).toMatchObject({ task_id: taskId, title: '喝水提醒', is_preset: false, enable: true });
    expect(plain.runs).toBeUndefined();
    await advance(2 * HOUR_MS);
    const shown = (await detail(taskId)).data;
    expect(shown.runs).toHaveLength(1);
    expect(shown.runs[0]).toMatchObject({
      status: 'SUCCEEDED',
      start_time: new Date(2026, 10, 23, 9).toISOString(),
    });
    expect(shown.last_run).toMatchObject({ status: 'SUCCEEDED', record_id: shown.runs[0].record_id });
  });

  it('answers in inner mode too', async () => {
    const created = await server.call(
      'POST',
      'chat/conversation/create',
      { robot_id: 'demo-agent', title: 't' },
      INNER,
    );
    const conversation = created.body.data.conversation_id;
    const { body } = await server.call(
      'GET',
      `task_list/list?agent_id=demo-agent&conversation_id=${conversation}`,
      undefined,
      INNER,
    );
    expect(body.data).toHaveLength(PRESET_IDS.length);
  });
});

describe('adding, updating and deleting tasks', () => {
  it.each([
    [{ title: '  ' }, '任务名称不能为空'],
    [{ title: undefined }, '任务名称不能为空'],
    [{ title: '长'.repeat(51) }, '任务名称不能超过 50 个字'],
    [{ content: '' }, '任务内容不能为空'],
    [{ schedule: undefined }, '请设置执行周期（schedule）'],
    [{ schedule: { type: 'daily', time: '9:00' } }, '执行时间格式应为 HH:mm'],
    [{ schedule: { type: 'yearly', time: '09:00' } }, '执行周期类型无效：yearly'],
    [{ schedule: { type: 'weekly', time: '09:00', weekdays: [8] } }, '请选择每周的执行日（1–7，周一为 1）'],
    [{ schedule: { type: 'monthly', time: '09:00', day: 0 } }, '每月执行日应为 1–31'],
    [{ schedule: { type: 'once', time: '07:00', date: '2026-11-23' } }, '执行时间已过，请选择将来的时间'],
  ])('refuses %j with 400 %s', async (fields, message) => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    const { status, body } = await server.call('POST', 'task_list/add', {
      agent_id: 'demo-agent',
      conversation_id: conversation,
      title: '标题',
      content: '内容',
      schedule: DAILY_9AM,
      ...fields,
    });
    expect({ status, message: body.message }).toEqual({ status: 400, message });
  });

  it('refuses a task for a conversation that does not exist', async () => {
    const { status, body } = await server.call('POST', 'task_list/add', {
      agent_id: 'demo-agent',
      conversation_id: 'conv-none',
      title: '标题',
      content: '内容',
      schedule: DAILY_9AM,
    });
    expect({ status, message: body.message }).toEqual({ status: 404, message: '会话不存在' });
  });

  it('updates only the fields given, and checks them', async () => {
    await setClock(MONDAY_8AM);
    const conversation = await server.createConversation();
    const taskId = await addTask(conversation);
    const weekly = { type: 'weekly', time: '10:00', weekdays: [3] };
    const { body } = await server.call('PUT', 'task_list/update', {
      task_id: taskId,
      title: '新标题',
      schedule: weekly,
    });
    expect(body.data).toMatchObject({ title: '新标题', content: '提醒我喝一杯水', schedule: weekly });
    expect(localTime(body.data.next_run_time)).toBe('25 10:00');
    const bad = await server.call('PUT', 'task_list/update', { task_id: taskId, content: ' ' });
    expect({ status: bad.status, message: bad.body.message }).toEqual({
      status: 400,
      message: '任务内容不能为空',
    });
    const preset = await server.call('PUT', 'task_list/update', { task_id: PRESET_IDS[0], title: 'x' });
    expect({ status: preset.status, message: preset.body.message }).toEqual({
      status: 400,
      message: '预置任务不能修改',
    });
    const unknown = await server.call('PUT', 'task_list/update', { task_id: 'task-none', title: 'x' });
    expect(unknown.status).toBe(404);
  });

  it('deletes a visitor’s task but not a preset one', async () => {
    const conversation = await server.createConversation();
    const taskId = await addTask(conversation);
    expect((await server.call('DELETE', `task_list/delete?task_id=${taskId}`)).body).toEqual({
      code: 0,
      message: 'ok',
      data: null,
    });
    expect(
      (await server.call('GET', `task_list/conversation/task_count?conversation_id=${conversation}`)).body
        .data.count,
    ).toBe(0);
    expect((await server.call('DELETE', `task_list/delete?task_id=${taskId}`)).body).toEqual({
      code: 404,
      message: '任务不存在',
    });
    const preset = await server.call('DELETE', `task_list/delete?task_id=${PRESET_IDS[0]}`);
    expect({ status: preset.status, message: preset.body.message }).toEqual({
      status: 400,
      message: '预置任务不能删除',
    });
  });
});

describe('next run times', () => {
  const nextRuns = (schedule: unknown, extra = '') =>
    server.call(
      'GET',
      `task_list/next_run_time?schedule=${encodeURIComponent(JSON.stringify(schedule))}${extra}`,
    );

  it('lists five upcoming runs from the task clock', async () => {
    await setClock(MONDAY_8AM);
    const { body } = await nextRuns({ type: 'weekly', time: '09:00', weekdays: [1, 5] });
    expect(body.data.next_run_times.map(localTime)).toEqual([
      '23 9:00',
      '27 9:00',
      '30 9:00',
      '4 9:00',
      '7 9:00',
    ]);
    expect((await nextRuns(DAILY_9AM, '&count=2')).body.data.next_run_times).toHaveLength(2);
    expect((await nextRuns({ type: 'once', time: '07:00', date: '2026-11-23' })).body.data).toEqual({
      next_run_times: [],
    });
  });

  it('refuses a schedule that is missing, not JSON or invalid', async () => {
    expect((await server.call('GET', 'task_list/next_run_time')).body).toEqual({
      code: 400,
      message: '缺少 schedule',
    });
    expect((await server.call('GET', 'task_list/next_run_time?schedule=%7Bnope')).body.message).toBe(
      'schedule 不是合法的 JSON',
    );
    expect((await nextRuns({ type: 'daily', time: '25:00' })).body).toEqual({
      code: 400,
      message: '执行时间格式应为 HH:mm',
    });
  });
});
