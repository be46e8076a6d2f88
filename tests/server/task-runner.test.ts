// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTaskClock } from '../../demo/server/task-clock.mjs';
import { createTaskRunner, EXECUTE_DELIVERY_MS, type TaskSlot } from '../../demo/server/task-runner.mjs';

/**
 * The runner with the real-time clock: its timers are the only thing that wakes it, so fake
 * timers (which also move Date.now) show it waking exactly at a run's time.
 */
const HOUR_MS = 60 * 60 * 1000;

function setUp(start: Date, { conversationExists = true } = {}) {
  vi.useFakeTimers({ now: start });
  let sequence = 0;
  const conversation = {
    conversation_id: 'conv-1',
    session_id: 'session-1',
    unread_count: 0,
    latest_create_time: '',
    records: [] as Array<Record<string, unknown>>,
    pending: [],
  };
  const store = {
    nextId: (prefix: string) => `${prefix}-${++sequence}`,
    findConversation: () => (conversationExists ? conversation : undefined),
  };
  const hub = { notify: vi.fn() };
  const slot: TaskSlot = {
    task: { task_id: 'task-1', title: '日报', content: '整理数据' },
    state: { enable: true, runs: [], last_run: null },
    workspaceId: 'ws-1',
    agentId: 'demo-agent',
    conversationId: 'conv-1',
    isPreset: false,
    schedule: { type: 'daily', time: '09:00' },
  };
  const clock = createTaskClock();
  const runner = createTaskRunner({ store, hub, tasks: { enabledSlots: () => [slot] }, clock });
  return { conversation, hub, slot, clock, runner };
}

beforeEach(() => {
  vi.useRealTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the task runner on the real clock', () => {
  it('wakes with a timer exactly at the run time, and not a millisecond before', () => {
    const { conversation, hub, slot, runner } = setUp(new Date(2026, 10, 23, 8, 59));
    runner.changed(slot);
    vi.advanceTimersByTime(60_000 - 1);
    expect(hub.notify).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hub.notify).toHaveBeenCalledWith('ws-1', 'demo-agent', 'conv-1', undefined);
    expect(conversation.records).toHaveLength(1);
    expect(conversation.unread_count).toBe(1);
    expect(slot.state.last_run).toMatchObject({
      status: 'SUCCEEDED',
      time: new Date(2026, 10, 23, 9).toISOString(),
    });
    runner.stop();
  });

  it('looks again at least hourly, so a run hours away still comes on time, every day', () => {
    const { hub, slot, runner } = setUp(new Date(2026, 10, 23, 6, 0));
    runner.changed(slot);
    vi.advanceTimersByTime(3 * HOUR_MS - 1);
    expect(hub.notify).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hub.notify).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(24 * HOUR_MS);
    expect(hub.notify).toHaveBeenCalledTimes(2);
    runner.stop();
  });

  it('sets no timer while a test has frozen the clock; moving it and checking runs the task', () => {
    const { hub, slot, clock, runner } = setUp(new Date(2026, 10, 23, 8, 0));
    clock.set(Date.now());
    runner.changed(slot);
    vi.advanceTimersByTime(2 * HOUR_MS);
    expect(hub.notify).not.toHaveBeenCalled();
    clock.advance(HOUR_MS);
    runner.check();
    expect(hub.notify).toHaveBeenCalledTimes(1);
  });

  it('delivers a run started now after the execute delay, RUNNING until then', () => {
    const { conversation, slot, runner } = setUp(new Date(2026, 10, 23, 12, 0));
    const entry = runner.run(slot, Date.now(), EXECUTE_DELIVERY_MS);
    expect(entry.status).toBe('RUNNING');
    expect(slot.state.last_run).toMatchObject({ status: 'RUNNING' });
    vi.advanceTimersByTime(EXECUTE_DELIVERY_MS - 1);
    expect(conversation.records).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(entry.status).toBe('SUCCEEDED');
    expect(conversation.records).toHaveLength(1);
  });

  it('fails a run whose conversation is gone, without a record', () => {
    const { hub, slot, runner } = setUp(new Date(2026, 10, 23, 12, 0), { conversationExists: false });
    const entry = runner.run(slot);
    expect(entry).toMatchObject({ status: 'FAILED', message: '任务执行失败：会话不存在' });
    expect(hub.notify).not.toHaveBeenCalled();
  });
});
