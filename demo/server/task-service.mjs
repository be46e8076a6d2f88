import { fail, ok, readJsonBody } from './http-helpers.mjs';
import { createTaskClock, parseClockTime } from './task-clock.mjs';
import { createTaskRunner } from './task-runner.mjs';
import { createTaskStore } from './tasks-store.mjs';

/**
 * Scheduled tasks as one service for create-server.mjs: the task store, the clock the scheduler
 * reads, the runner, and the test hooks that move that clock.
 */
export function createTaskService({ store, hub }) {
  const clock = createTaskClock();
  const tasks = createTaskStore({ nextId: store.nextId });
  const runner = createTaskRunner({ store, hub, tasks, clock });

  /** Moves the clock and runs what fell due on the way; answers the time and those runs. */
  function moveClock(response, move) {
    const before = runner.history.length;
    move();
    runner.check();
    ok(response, { now: new Date(clock.now()).toISOString(), runs: runner.history.slice(before) });
  }

  /** `/__test/clock`, `/__test/clock/advance`, `/__test/tasks`; false for any other path. */
  async function handleTestCall(request, response, pathname) {
    if (pathname === '/__test/tasks' && request.method === 'GET') {
      ok(response, {
        now: new Date(clock.now()).toISOString(),
        frozen: clock.isFrozen(),
        runs: runner.history,
      });
      return true;
    }
    if (request.method !== 'POST' || !pathname.startsWith('/__test/clock')) return false;
    const body = await readJsonBody(request).catch(() => ({}));
    if (pathname === '/__test/clock') {
      const now = parseClockTime(body?.now);
      if (!Number.isFinite(now)) fail(response, 400, 'now 应为 ISO 时间或毫秒数');
      else moveClock(response, () => clock.set(now));
      return true;
    }
    if (pathname === '/__test/clock/advance') {
      const ms = body?.ms;
      if (!Number.isFinite(ms) || ms < 0) fail(response, 400, 'ms 应为非负数');
      else moveClock(response, () => clock.advance(ms));
      return true;
    }
    return false;
  }

  return {
    tasks,
    runner,
    clock,
    handleTestCall,
    reset() {
      tasks.reset();
      clock.reset();
      runner.reset();
    },
    stop: () => runner.stop(),
  };
}
