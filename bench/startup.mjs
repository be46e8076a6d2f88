// Start-up: the main-thread work a widget adds to a blank page, and its longest task, from a trace
// of each page load (navigation start to one second after the load event), in fresh Chromiums. The
// trace goes on until LATER_MS after the load event, so the work a widget puts off past the window
// (the launcher's start once the page has settled, decision 048) is measured too, on its own row.
import { metrics, withFreshBrowser } from './lib/chromium.mjs';
import { summarise } from './lib/stats.mjs';
import { mainThread, startTrace, stopTrace, taskFigures } from './lib/trace.mjs';

const AFTER_LOAD_MS = 1000;
/** The launcher starts by itself 3 s after the load event, then at idle time (PAGE_SETTLE_MS). */
const LATER_MS = 6000;

/**
 * One page load in its own context: trace figures, CDP TaskDuration and heap, `ready` checked at the end.
 * Given `script`, `widgetLongestMs` is the longest task from the one in which that script's code first
 * ran: tasks before it (the navigation's commit, the host page's first frame) are the browser's and the
 * host page's, which the blank page has too.
 */
async function load(browser, url, { ready, script } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await startTrace(browser, page);
  await page.goto(url, { waitUntil: 'load' });
  // No polling while tracing: it would be main-thread work of its own.
  await page.waitForTimeout(LATER_MS);
  const { tasks, marks } = mainThread(await stopTrace(browser), { script });
  const { taskMs, heapBytes } = await metrics(cdp);
  if (ready) await page.locator(ready).waitFor({ state: 'visible', timeout: 10_000 });
  await context.close();
  const from = marks.navigationStart ?? -Infinity;
  const to = (marks.load ?? Infinity) + AFTER_LOAD_MS * 1000;
  const later = taskFigures(tasks, to, (marks.load ?? Infinity) + LATER_MS * 1000);
  let widget = {};
  if (script) {
    if (marks.script === undefined) throw new Error(`trace: ${script} never ran on ${url}`);
    const first = tasks.findLast((task) => task.start <= marks.script);
    widget = taskFigures(tasks, first.start, to);
  }
  return {
    ...taskFigures(tasks, from, to),
    widgetMs: widget.totalMs,
    widgetCpuMs: widget.cpuMs,
    widgetLongestMs: widget.longestMs,
    laterMs: later.totalMs,
    laterCpuMs: later.cpuMs,
    taskDurationMs: taskMs,
    heapBytes,
  };
}

/** A fresh Chromium loads the blank page, then the widget's page. */
async function startupRun(widget) {
  return withFreshBrowser(async (browser) => {
    const blank = await load(browser, widget.blankUrl);
    const page = await load(browser, widget.url, widget);
    return {
      workMs: page.totalMs - blank.totalMs,
      cpuMs: page.cpuMs - blank.cpuMs,
      fromScriptMs: page.widgetMs,
      fromScriptCpuMs: page.widgetCpuMs,
      longestTaskMs: page.widgetLongestMs,
      pageLongestTaskMs: page.longestMs,
      blankLongestTaskMs: blank.longestMs,
      laterMs: page.laterMs - blank.laterMs,
      laterCpuMs: page.laterCpuMs - blank.laterCpuMs,
      taskDurationMs: page.taskDurationMs - blank.taskDurationMs,
      heapMB: (page.heapBytes - blank.heapBytes) / 2 ** 20,
    };
  });
}

/** widgets: { ours, deepChat }, each { url, blankUrl, ready, script }; runs alternate which goes first. */
export async function runStartup(widgets, runs) {
  const raw = { ours: [], deepChat: [] };
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 ? ['deepChat', 'ours'] : ['ours', 'deepChat'];
    for (const name of order) raw[name].push(await startupRun(widgets[name]));
  }
  return { ours: summarise(raw.ours), deepChat: summarise(raw.deepChat), raw };
}
