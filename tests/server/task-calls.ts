import { expect } from 'vitest';
import type { Json, startReferenceServer } from './server-harness';

/** Shared calls of the task tests: the test clock and the task calls they repeat. */

export const HOUR_MS = 60 * 60 * 1000;
/** Monday 23 November 2026, 08:00 local time: the test clock's usual start. */
export const MONDAY_8AM = new Date(2026, 10, 23, 8, 0);
export const PRESET_IDS = ['preset-daily-news', 'preset-weekly-report', 'preset-monthly-review'];
export const DAILY_9AM = { type: 'daily', time: '09:00' };
const DEFAULT_TASK = { title: '喝水提醒', content: '提醒我喝一杯水', schedule: DAILY_9AM };

/** `D H:mm` of an ISO time in local time: the day of the month and the wall-clock time. */
export function localTime(iso: string) {
  const date = new Date(iso);
  return `${date.getDate()} ${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`;
}

export function taskCalls(server: ReturnType<typeof startReferenceServer>, defaults = DEFAULT_TASK) {
  async function testCall(path: string, body?: unknown, method = 'POST') {
    const response = await fetch(server.url(path), {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as Json;
  }
  async function addTask(conversationId: string, fields: Record<string, unknown> = {}) {
    const { status, body } = await server.call('POST', 'task_list/add', {
      agent_id: 'demo-agent',
      conversation_id: conversationId,
      ...defaults,
      ...fields,
    });
    expect(status).toBe(200);
    return body.data.task_id as string;
  }
  return {
    testCall,
    addTask,
    setClock: (now: Date | number | string) =>
      testCall('/__test/clock', { now: now instanceof Date ? now.getTime() : now }),
    advance: (ms: number) => testCall('/__test/clock/advance', { ms }),
    list: async (conversationId: string, agentId = 'demo-agent') =>
      (await server.call('GET', `task_list/list?agent_id=${agentId}&conversation_id=${conversationId}`)).body,
    unread: async () => (await server.call('GET', 'count_unread_msgs')).body.data,
  };
}
