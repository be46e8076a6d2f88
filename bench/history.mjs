// Long history: 1,000 messages (500 question-and-answer records) in each widget, in fresh Chromiums:
// time to open and show the newest message, time to scroll to the oldest and the longest task on
// the way (agent-chat prepends older pages), the JS heap after GC above a blank page's, and the DOM
// nodes.
import { withFreshBrowser } from './lib/chromium.mjs';
import { heapAfterGC } from './lib/heap-snapshot.mjs';
import { summarise } from './lib/stats.mjs';
import { mainThread, startTrace, stopTrace, taskFigures } from './lib/trace.mjs';

const TIMEOUT_MS = 120_000;

/** Runs in the page: scrolls the widget's message list to the top every frame until `widget.oldest` shows. */
function scrollToOldest({ host, list, message, oldest, timeoutMs }) {
  const root = document.querySelector(host).shadowRoot;
  // The trace's window: from this mark to the one set when the oldest message shows.
  const started = performance.mark('bench:scroll').startTime;
  return new Promise((resolve, reject) => {
    const step = () => {
      // The list itself, or the nearest ancestor that scrolls.
      let scroller = root.querySelector(list);
      while (scroller.parentElement && scroller.scrollHeight <= scroller.clientHeight)
        scroller = scroller.parentElement;
      const first = root.querySelector(message);
      if (first?.textContent.includes(oldest) && scroller.scrollTop === 0)
        return resolve(performance.mark('bench:scrolled').startTime - started);
      if (performance.now() - started > timeoutMs)
        return reject(new Error('the oldest message never showed'));
      scroller.scrollTop = 0;
      requestAnimationFrame(step);
    };
    step();
  });
}

/** The blank page's heap after GC and DOM nodes, in a context of its own (as start-up measures it). */
async function blankPage(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url, { waitUntil: 'load' });
  const heapBytes = await heapAfterGC(cdp);
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  await context.close();
  return { heapBytes, nodes };
}

async function historyOnce(browser, widget) {
  const blank = await blankPage(browser, widget.blankUrl);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(widget.url);
  // Returns performance.now() (navigation start is 0) in the first frame that shows the newest question.
  const newest = await page.waitForFunction(
    ({ host, message, newest }) => {
      const shown = document.querySelector(host)?.shadowRoot?.querySelectorAll(message) ?? [];
      return shown.length > 0 && shown[shown.length - 1].textContent.includes(newest) && performance.now();
    },
    widget,
    { polling: 'raf', timeout: TIMEOUT_MS },
  );
  const openMs = await newest.jsonValue();
  // Traced: agent-chat loads 25 older pages on the way, each prepended above the reading position.
  await startTrace(browser, page);
  const scrollMs = await page.evaluate(scrollToOldest, { ...widget, timeoutMs: TIMEOUT_MS });
  const { tasks, marks } = mainThread(await stopTrace(browser));
  // From the task that set the first mark (it scrolled first), to the last mark.
  const from = tasks.findLast((task) => task.start <= marks['bench:scroll'])?.start;
  const scroll = taskFigures(tasks, from, marks['bench:scrolled']);
  const messages = await page.evaluate(
    ({ host, message }) => document.querySelector(host).shadowRoot.querySelectorAll(message).length,
    widget,
  );
  const heapBytes = await heapAfterGC(cdp);
  // DOM nodes live outside the JS heap: counted separately.
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  await context.close();
  return {
    openMs,
    scrollMs,
    scrollLongestTaskMs: scroll.longestMs,
    scrollWorkMs: scroll.totalMs,
    heapMB: heapBytes / 2 ** 20,
    blankHeapMB: blank.heapBytes / 2 ** 20,
    heapAboveBlankMB: (heapBytes - blank.heapBytes) / 2 ** 20,
    domNodes: nodes,
    blankDomNodes: blank.nodes,
    messages,
  };
}

/** widgets: { ours, deepChat } with { url, blankUrl, host, list, message, newest, oldest }; `ours` may be absent. */
export async function runHistory(widgets, runs) {
  const results = {};
  for (const [name, widget] of Object.entries(widgets)) {
    const raw = [];
    for (let run = 0; run < runs; run += 1)
      raw.push(await withFreshBrowser((browser) => historyOnce(browser, widget)));
    results[name] = { ...summarise(raw), raw };
  }
  return results;
}
