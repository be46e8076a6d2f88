import { pushAnswer } from './scheduled-push.mjs';
import { nextRunTimes } from './task-schedule.mjs';

/** execute/task answers at once; the run's pushed record follows this much later (screens doc §4: 开始执行任务 first). */
export const EXECUTE_DELIVERY_MS = 500;
/** setTimeout cannot wait longer than 2^31 - 1 ms; the runner wakes at least hourly and looks again. */
const MAX_TIMER_MS = 60 * 60 * 1000;
/** A test clock moved by years must not run for ever: at most this many runs per move. */
const MAX_RUNS_PER_CHECK = 1000;
/** A task whose content contains this fails (a demo rule, so the failed-task 详情 link can be seen). */
const FAILING_MARKER = '失败';
/** Run log entries kept per task (and per conversation for a preset), and runs kept for GET /__test/tasks. */
const RUNS_KEPT = 200;
const HISTORY_KEPT = 1000;

/**
 * Runs tasks: every enabled slot (tasks-store.mjs) whose schedule falls due between the last look
 * and now, in time order, each run delivered as a pushed record of its conversation. Real timers
 * wake it while the clock follows real time; a frozen test clock moves only through `check()`.
 */
export function createTaskRunner({ store, hub, tasks, clock }) {
  let checkedUntil = clock.now();
  let timer;
  /** Every finished run, oldest first, for GET /__test/tasks. */
  const history = [];
  /** Bumped by reset: a delivery still waiting from before it is dropped, not logged. */
  let generation = 0;

  /** Starts a run: RUNNING at once, delivered now or `deliverAfterMs` later. */
  function run(slot, runTime = clock.now(), deliverAfterMs = 0) {
    const entry = { id: store.nextId('run'), status: 'RUNNING', start_time: new Date(runTime).toISOString() };
    slot.state.runs.unshift(entry);
    slot.state.runs.length = Math.min(slot.state.runs.length, RUNS_KEPT);
    slot.state.last_run = { status: 'RUNNING', time: entry.start_time };
    if (deliverAfterMs <= 0) {
      finish(slot, entry, runTime);
      return entry;
    }
    const born = generation;
    const deliver = () => born === generation && finish(slot, entry, Math.max(clock.now(), runTime));
    setTimeout(deliver, deliverAfterMs).unref();
    return entry;
  }

  function finish(slot, entry, endTime) {
    const { workspaceId, agentId, conversationId, task } = slot;
    const conversation = store.findConversation(workspaceId, agentId, conversationId);
    const failed = !conversation || task.content.includes(FAILING_MARKER);
    const message = !conversation
      ? '任务执行失败：会话不存在'
      : failed
        ? `任务「${task.title}」执行失败：演示规则，内容包含“失败”的任务总会失败`
        : undefined;
    const status = failed ? 'FAILED' : 'SUCCEEDED';
    Object.assign(entry, { status, end_time: new Date(endTime).toISOString() });
    if (message) entry.message = message;
    if (conversation) {
      const record = pushAnswer({
        store,
        hub,
        workspaceId,
        agentId,
        conversation,
        text: failed ? `任务「${task.title}」执行失败。` : answerText(task, endTime),
        tasks: [{ id: task.task_id, title: task.title, status, timestamp: endTime }],
        failure: message,
      });
      entry.record_id = record.id;
    }
    slot.state.last_run = { status, time: entry.end_time, record_id: entry.record_id, message };
    history.push({
      task_id: task.task_id,
      conversation_id: conversationId,
      workspace_id: workspaceId,
      ...entry,
    });
    if (history.length > HISTORY_KEPT) history.shift();
  }

  /** Runs what fell due in (checkedUntil, now], then sets the timer for the next run. */
  function check() {
    const now = clock.now();
    const due = [];
    for (const slot of tasks.enabledSlots()) {
      // A deleted conversation's tasks stay, but nothing is run for it.
      if (!store.findConversation(slot.workspaceId, slot.agentId, slot.conversationId)) continue;
      let from = new Date(Math.max(checkedUntil, slot.state.since ?? 0));
      for (;;) {
        const [next] = nextRunTimes(slot.schedule, from, 1);
        if (!next || next.getTime() > now || due.length >= MAX_RUNS_PER_CHECK) break;
        due.push({ slot, time: next.getTime() });
        from = next;
      }
    }
    checkedUntil = now;
    due.sort((a, b) => a.time - b.time);
    for (const { slot, time } of due) run(slot, time);
    arm();
  }

  function arm() {
    clearTimeout(timer);
    if (clock.isFrozen()) return;
    const from = new Date(checkedUntil);
    const next = Math.min(
      ...tasks.enabledSlots().map((slot) => nextRunTimes(slot.schedule, from, 1)[0]?.getTime() ?? Infinity),
    );
    if (next === Infinity) return;
    timer = setTimeout(check, Math.min(Math.max(0, next - clock.now()), MAX_TIMER_MS));
    // A waiting task must not keep a test process or a closing server alive.
    timer.unref();
  }

  return {
    run,
    check,
    history,
    /** A task was added, enabled or rescheduled: it runs only at times after now. */
    changed(slot) {
      slot.state.since = clock.now();
      arm();
    },
    /** The next time a slot runs, as ISO text, or null (disabled, or a once task already past). */
    nextRunTime(slot) {
      if (!slot.state.enable) return null;
      const from = new Date(Math.max(clock.now(), slot.state.since ?? 0));
      return nextRunTimes(slot.schedule, from, 1)[0]?.toISOString() ?? null;
    },
    reset() {
      clearTimeout(timer);
      generation += 1;
      history.length = 0;
      checkedUntil = clock.now();
    },
    stop: () => clearTimeout(timer),
  };
}

/** The pushed answer of a successful run: what the task asked for, and when it ran (local time). */
function answerText(task, time) {
  const date = new Date(time);
  const pad = (value) => String(value).padStart(2, '0');
  const when = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return `任务「${task.title}」已执行：${task.content}\n\n执行时间：${when}`;
}
