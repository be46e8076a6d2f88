import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export function chromiumPath() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found) throw new Error('Chromium not found: apt-get install chromium, or set CHROMIUM_PATH');
  return found;
}

/** Runs fn(browser) in a freshly launched browser: no warm caches or JIT from earlier runs. */
export async function withFreshBrowser(fn) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/**
 * Main-thread task time so far, in ms. TaskDuration covers all main-thread work; ScriptDuration
 * misses JavaScript run from promise callbacks (the whole stream reader loop), so it is not used.
 */
export async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  const value = (name) => list.find((metric) => metric.name === name)?.value ?? 0;
  return { taskMs: value('TaskDuration') * 1000, heapBytes: value('JSHeapUsedSize') };
}

/** Installed before any page script: records long tasks for the longest-task figure. */
export const LONG_TASK_OBSERVER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;
