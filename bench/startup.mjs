// Startup benchmark: loads the built bundle in fresh Chromium instances and prints medians of
// launcher-visible time, main-thread work above a blank page, the longest task and the JS heap.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createReferenceServer } from '../demo/server/create-server.mjs';
import { LONG_TASK_OBSERVER, metrics, withFreshBrowser } from './lib/chromium.mjs';
import { formatRow, runsFromArguments, summary } from './lib/stats.mjs';

const RUNS = runsFromArguments(7);
const SETTLE_MS = 1000;

async function measure(browser, url, waitForLauncher) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(LONG_TASK_OBSERVER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  let visibleMs = 0;
  if (waitForLauncher) {
    await page.locator('agent-chat-launcher [part~="launcher-button"]').waitFor({ state: 'visible' });
    visibleMs = await page.evaluate(() => performance.now());
  }
  await page.waitForTimeout(SETTLE_MS);
  const { taskMs, heapBytes } = await metrics(cdp);
  const longestTask = await page.evaluate(() => Math.max(0, ...window.__longTasks));
  await context.close();
  return { visibleMs, taskMs, heapBytes, longestTask };
}

const server = await createReferenceServer({ quiet: true });
const blankUrl = new URL('/tests/browser/pages/blank.html', server.url).toString();
const widgetUrl = new URL('/tests/browser/pages/bench-launcher.html', server.url).toString();
const runs = [];
for (let run = 0; run < RUNS; run += 1) {
  runs.push(
    await withFreshBrowser(async (browser) => {
      const blank = await measure(browser, blankUrl, false);
      const widget = await measure(browser, widgetUrl, true);
      return {
        visibleMs: widget.visibleMs,
        blankTaskMs: blank.taskMs,
        addedTaskMs: widget.taskMs - blank.taskMs,
        longestTask: widget.longestTask,
        heapMB: widget.heapBytes / 2 ** 20,
        addedHeapMB: (widget.heapBytes - blank.heapBytes) / 2 ** 20,
      };
    }),
  );
}
await server.close();

const figures = Object.fromEntries(
  Object.keys(runs[0]).map((key) => [key, summary(runs.map((run) => run[key]))]),
);
console.log(`Startup benchmark: medians of ${RUNS} runs, each in a fresh Chromium (min–max in brackets)`);
console.log(formatRow('launcher visible after navigation', figures.visibleMs, 'ms'));
console.log(formatRow('main-thread work, blank page', figures.blankTaskMs, 'ms'));
console.log(formatRow('main-thread work added by widget', figures.addedTaskMs, 'ms'));
console.log(formatRow('longest task', figures.longestTask, 'ms'));
console.log(formatRow('JS heap after init', figures.heapMB, 'MB'));
console.log(formatRow('JS heap added by widget', figures.addedHeapMB, 'MB'));
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/startup.json',
  `${JSON.stringify({ runs: RUNS, figures, raw: runs }, null, 2)}\n`,
);
