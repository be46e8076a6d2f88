// Main-thread tasks of the page's renderer, read from a Chrome trace. Unlike a `longtask` observer
// (which sees only tasks over 50 ms) and CDP TaskDuration (one running total), the trace gives every
// task with its start and length, so both the total and the longest task come from the same data.

/**
 * toplevel and the devtools timeline give the RunTask events; the timeline also names the process
 * that committed the page; user timing carries the page's `performance.mark`s onto the trace clock.
 */
export const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export async function startTrace(browser, page) {
  await browser.startTracing(page, { categories: CATEGORIES });
}

/** Stops tracing and returns its events. */
export async function stopTrace(browser) {
  const parsed = JSON.parse((await browser.stopTracing()).toString());
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** The renderer process that committed the page's main frame last (a navigation may swap it). */
function rendererProcess(events) {
  let processId = null;
  for (const event of events) {
    const data = event.args?.data;
    if (event.name === 'TracingStartedInBrowser')
      processId = data.frames.find((frame) => frame.isOutermostMainFrame)?.processId ?? processId;
    if (event.name === 'FrameCommittedInBrowser' && data?.isOutermostMainFrame) processId = data.processId;
  }
  if (processId === null) throw new Error('trace: no renderer process for the page');
  return processId;
}

/** Main-thread events that run a script's code; their `args.data.url` names the script. */
const SCRIPT_RUN_NAMES = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'FunctionCall']);

/**
 * The page's main-thread view: its top-level tasks (nested RunTasks folded into their outer task),
 * and the trace time (µs) of the page's user-timing marks and of its load event. Given `script` (the
 * path a script is served at), `marks.script` is when the main thread first ran that script's code.
 */
export function mainThread(events, { script } = {}) {
  const pid = rendererProcess(events);
  const thread = events.find(
    (event) => event.pid === pid && event.name === 'thread_name' && event.args.name === 'CrRendererMain',
  );
  if (!thread) throw new Error('trace: no CrRendererMain thread');
  const candidates = events
    .filter((event) => event.pid === pid && event.tid === thread.tid && event.ph === 'X')
    .filter((event) => TASK_NAMES.has(event.name))
    .sort((first, second) => first.ts - second.ts || second.dur - first.dur);
  const tasks = [];
  for (const event of candidates) {
    const last = tasks.at(-1);
    if (last && event.ts < last.end) continue;
    tasks.push({ start: event.ts, end: event.ts + event.dur, cpu: event.tdur ?? event.dur });
  }
  const marks = {};
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.cat === 'blink.user_timing' && !(event.name in marks)) marks[event.name] = event.ts;
    if (event.name === 'MarkLoad' && event.args?.data?.isOutermostMainFrame) marks.load = event.ts;
    if (
      script &&
      event.tid === thread.tid &&
      SCRIPT_RUN_NAMES.has(event.name) &&
      new URL(event.args?.data?.url || 'about:blank').pathname === script &&
      !(event.ts >= marks.script)
    )
      marks.script = event.ts;
  }
  return { tasks, marks };
}

/**
 * Total and longest main-thread task (ms) among the tasks that start within [from, to) (µs), and the
 * total thread CPU time of those tasks: on a shared machine wall time grows with the load, CPU time less.
 */
export function taskFigures(tasks, from = -Infinity, to = Infinity) {
  let totalMs = 0;
  let longestMs = 0;
  let cpuMs = 0;
  for (const task of tasks) {
    if (task.start < from || task.start >= to) continue;
    const ms = (task.end - task.start) / 1000;
    totalMs += ms;
    cpuMs += task.cpu / 1000;
    longestMs = Math.max(longestMs, ms);
  }
  return { totalMs, longestMs, cpuMs };
}
