import { type Task, type TaskRun, taskFromWire, taskRunFromWire, tasksFromWire } from '../model/task';
import { scheduleToWire, type TaskSchedule } from '../model/task-schedule';
import { asArray, asNumber, asString, isObject, parseTime, readEach } from '../model/wire-values';
import { answerField } from './answer-field';
import { ApiError } from './api-error';
import type { HttpClient } from './http-client';
import { readListPayload } from './list-payload';

/** The task calls of data doc section 7, in the shapes of wire-format.md, "Tasks (`task_list/…`)". */

export async function listTasks(
  client: HttpClient,
  query: { agentId: string; conversationId: string | undefined },
): Promise<Task[]> {
  const payload = await client.request({
    method: 'GET',
    path: 'task_list/list',
    query: { agent_id: query.agentId, conversation_id: query.conversationId },
  });
  return tasksFromWire(readListPayload(payload).items);
}

/** `{count}`, tolerated as a bare number. */
export async function countConversationTasks(client: HttpClient, conversationId: string): Promise<number> {
  const payload = await client.request({
    method: 'GET',
    path: 'task_list/conversation/task_count',
    query: { conversation_id: conversationId },
  });
  return answerField(payload, 'count', asNumber) ?? 0;
}

function requireTask(payload: unknown): Task {
  const task = taskFromWire(isObject(payload) && isObject(payload.task) ? payload.task : payload);
  if (!task) throw new ApiError('envelope', 'task missing in answer');
  return task;
}

/**
 * One task from `task_list/detail` (decision 057: the detail view's runs come from the paged log, so
 * `task/show/detail`'s extra `runs` are not asked for). `conversation_id` goes beside the spec's
 * `task_id`: a preset task's switch, time and last run differ per conversation.
 */
export async function fetchTask(client: HttpClient, taskId: string, conversationId?: string): Promise<Task> {
  // Without a conversation ('' included), no conversation_id: the query leaves out undefined values.
  const query = { task_id: taskId, conversation_id: conversationId || undefined };
  return requireTask(await client.request({ method: 'GET', path: 'task_list/detail', query }));
}

export interface NewTask {
  agentId: string;
  conversationId: string;
  title: string;
  content: string;
  schedule: TaskSchedule;
}

/** Resolves to the new task's id (`{task_id}`; a bare id is accepted). */
export async function addTask(client: HttpClient, task: NewTask): Promise<string> {
  const payload = await client.request({
    method: 'POST',
    path: 'task_list/add',
    body: {
      agent_id: task.agentId,
      conversation_id: task.conversationId,
      title: task.title,
      content: task.content,
      schedule: scheduleToWire(task.schedule),
    },
  });
  const id = isObject(payload) ? asString(payload.task_id ?? payload.id) : asString(payload);
  if (!id) throw new ApiError('envelope', 'task id missing in answer');
  return id;
}

export interface TaskChanges {
  title?: string;
  content?: string;
  schedule?: TaskSchedule;
}

export function updateTask(client: HttpClient, taskId: string, changes: TaskChanges): Promise<unknown> {
  const { title, content, schedule } = changes;
  // Only what changed is sent: the body is JSON, which leaves out the fields that are undefined.
  const body = { task_id: taskId, title, content, schedule: schedule && scheduleToWire(schedule) };
  return client.request({ method: 'PUT', path: 'task_list/update', body });
}

export function deleteTask(client: HttpClient, taskId: string): Promise<unknown> {
  return client.request({ method: 'DELETE', path: 'task_list/delete', query: { task_id: taskId } });
}

export function enableTask(
  client: HttpClient,
  input: { taskId: string; conversationId: string; isPreset: boolean; enable: boolean },
): Promise<unknown> {
  return client.request({
    method: 'PUT',
    path: 'task_list/enable',
    body: {
      task_id: input.taskId,
      conversation_id: input.conversationId,
      is_preset: input.isPreset,
      enable: input.enable,
    },
  });
}

/** Runs the task now; its answer arrives later as a pushed record. */
/**
 * Runs a task now. The spec names only `task_list_id`; `conversation_id` is sent beside it because a
 * preset task is shared by conversations and its run belongs to the one on screen.
 */
export function executeTask(client: HttpClient, taskId: string, conversationId: string): Promise<unknown> {
  return client.request({
    method: 'POST',
    path: 'task_list/execute/task',
    body: { task_list_id: taskId, conversation_id: conversationId },
  });
}

/** `{next_run_times: [time, …]}` (a bare list is accepted) → epoch ms. */
export async function fetchNextRunTimes(client: HttpClient, schedule: TaskSchedule): Promise<number[]> {
  const payload = await client.request({
    method: 'GET',
    path: 'task_list/next_run_time',
    query: { schedule: JSON.stringify(scheduleToWire(schedule)) },
  });
  const list = answerField(payload, 'next_run_times', asArray);
  return list.map(parseTime).filter((time): time is number => time !== undefined);
}

export interface TaskLogPage {
  runs: TaskRun[];
  totalCount: number | undefined;
  totalPages: number | undefined;
}

export async function fetchTaskLogPage(
  client: HttpClient,
  query: { taskId: string; conversationId: string; pageNo: number; pageSize: number },
): Promise<TaskLogPage> {
  const payload = await client.request({
    method: 'POST',
    path: 'task_list/log/page',
    body: {
      task_id: query.taskId,
      conversation_id: query.conversationId,
      page_no: query.pageNo,
      page_size: query.pageSize,
    },
  });
  const page = readListPayload(payload);
  return {
    runs: readEach(page.items, taskRunFromWire),
    // A bare array has no paging: its length is all the client can know.
    totalCount: Array.isArray(payload) ? undefined : page.totalCount,
    totalPages: page.totalPages,
  };
}

/** Moves the task's daily time (`PUT chat/conversation/change_task_time`). */
export function changeTaskTime(
  client: HttpClient,
  input: { conversationId: string; taskId: string; time: string },
): Promise<unknown> {
  return client.request({
    method: 'PUT',
    path: 'chat/conversation/change_task_time',
    body: { conversation_id: input.conversationId, task_id: input.taskId, time: input.time },
  });
}
