import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** A main-thread task of the page's renderer: how long it took (wall) and the main thread's CPU time in it. */
export interface MainThreadTask {
  wallMs: number;
  cpuMs: number;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The main-thread tasks of the page's renderer while `run` runs (Chromium's trace, `toplevel` only).
 * The renderer is the one whose main thread worked most: the page under test, not an idle one.
 */
export async function mainThreadTasks(
  browser: Browser,
  page: Page,
  run: () => Promise<void>,
): Promise<MainThreadTask[]> {
  await browser.startTracing(page, { categories: ['toplevel'] });
  let trace: Buffer;
  try {
    await run();
  } finally {
    // Stopped even when `run` fails, or the next test could not trace.
    trace = await browser.stopTracing();
  }
  const parsed = JSON.parse(trace.toString()) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const tasksOf = (thread: TraceEvent) =>
    events
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
      .filter((event) => TASK_NAMES.has(event.name))
      .sort((first, second) => first.ts - second.ts);
  const busiest = mains.map(tasksOf).sort((first, second) => total(second) - total(first))[0];
  const tasks: MainThreadTask[] = [];
  let end = 0;
  for (const event of busiest ?? []) {
    // A nested task runs inside the one before it: counted there.
    if (event.ts < end) continue;
    end = event.ts + (event.dur ?? 0);
    tasks.push({
      wallMs: Math.round((event.dur ?? 0) / 1000),
      cpuMs: Math.round((event.tdur ?? event.dur ?? 0) / 1000),
    });
  }
  return tasks;
}

function total(tasks: TraceEvent[]): number {
  return tasks.reduce((sum, event) => sum + (event.dur ?? 0), 0);
}
