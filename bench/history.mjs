// Long history: 1,000 messages (500 question-and-answer records) in each widget, in fresh Chromiums:
// time to open and show the newest message, time to scroll to the oldest, the JS heap after a GC
// and the DOM nodes.
import { withFreshBrowser } from './lib/chromium.mjs';
import { summarise } from './lib/stats.mjs';

const TIMEOUT_MS = 120_000;

/** Runs in the page: scrolls the widget's message list to the top every frame until `widget.oldest` shows. */
function scrollToOldest({ host, list, message, oldest, timeoutMs }) {
  const root = document.querySelector(host).shadowRoot;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const step = () => {
      // The list itself, or the nearest ancestor that scrolls.
      let scroller = root.querySelector(list);
      while (scroller.parentElement && scroller.scrollHeight <= scroller.clientHeight)
        scroller = scroller.parentElement;
      const first = root.querySelector(message);
      if (first?.textContent.includes(oldest) && scroller.scrollTop === 0)
        return resolve(performance.now() - started);
      if (performance.now() - started > timeoutMs)
        return reject(new Error('the oldest message never showed'));
      scroller.scrollTop = 0;
      requestAnimationFrame(step);
    };
    step();
  });
}

async function historyOnce(browser, widget) {
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
  const scrollMs = await page.evaluate(scrollToOldest, { ...widget, timeoutMs: TIMEOUT_MS });
  const messages = await page.evaluate(
    ({ host, message }) => document.querySelector(host).shadowRoot.querySelectorAll(message).length,
    widget,
  );
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  // DOM nodes live outside the JS heap: counted separately.
  const { nodes } = await cdp.send('Memory.getDOMCounters');
  await context.close();
  return { openMs, scrollMs, heapMB: usedSize / 2 ** 20, domNodes: nodes, messages };
}

/** widgets: { ours, deepChat } with { url, host, list, message, newest, oldest }; `ours` may be absent. */
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
