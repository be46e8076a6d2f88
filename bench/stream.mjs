// Streaming yardstick: the same 16,000-character markdown answer, 2,000 chunks 5 ms apart, into
// each widget in a fresh Chromium: main-thread time and longest task from send to the end of the
// answer (trace), and the time between visible updates (MutationObserver on the shadow root).
// Driven by puppeteer with DevTools network monitoring off (lib/quiet-chromium.mjs says why).
import { setTimeout as sleep } from 'node:timers/promises';
import { cadence, UPDATE_RECORDER } from './lib/cadence.mjs';
import { startPageTrace, stopPageTrace, withQuietBrowser } from './lib/quiet-chromium.mjs';
import { summarise } from './lib/stats.mjs';
import { CATEGORIES, mainThread, taskFigures } from './lib/trace.mjs';

/** After the answer ends: time for its last update's style, layout and paint to run and be counted. */
const AFTER_ANSWER_MS = 200;
const SETTLE_MS = 500;
const ANSWER_TIMEOUT_MS = 300_000;

/** Opens the widget, sends one message and measures until `widget.whenFinished` says the answer is done. */
async function streamOnce(browser, widget) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.evaluateOnNewDocument(UPDATE_RECORDER);
  await page.goto(widget.url, { waitUntil: 'load' });
  const input = await page.waitForSelector(widget.input);
  await widget.prepare?.(page);
  await sleep(SETTLE_MS);
  await input.type(widget.message);
  await page.evaluate(widget.whenFinished);
  await startPageTrace(page, CATEGORIES);
  const sentAt = await page.evaluate(() => performance.mark('bench:send').startTime);
  await input.press('Enter');
  await page.evaluate(
    (timeoutMs) =>
      Promise.race([window.__finished, new Promise((_, reject) => setTimeout(reject, timeoutMs))]),
    ANSWER_TIMEOUT_MS,
  );
  await sleep(SETTLE_MS);
  const { tasks, marks } = mainThread(await stopPageTrace(page));
  const { updates, characters } = await page.evaluate(widget.collect);
  await page.close();
  const answer = cadence(updates, sentAt, Infinity);
  // performance.now() ms to trace µs, through the send mark seen on both clocks.
  const toTrace = (ms) => marks['bench:send'] + (ms - sentAt) * 1000;
  const work = taskFigures(tasks, toTrace(sentAt), toTrace(answer.lastMs + AFTER_ANSWER_MS));
  return {
    mainThreadMs: work.totalMs,
    cpuMs: work.cpuMs,
    longestTaskMs: work.longestMs,
    updateMedianMs: answer.medianMs,
    updateP90Ms: answer.p90Ms,
    largestGapMs: answer.largestGapMs,
    updates: answer.updates,
    answerMs: answer.lastMs - sentAt,
    characters,
  };
}

/**
 * The bare page (bench-floor.html) making the visible updates agent-chat's run `ours` made: as many,
 * as far apart, with as much text. Its main thread over the same kind of window is what the browser
 * alone charges for those updates on this machine at this moment.
 */
async function floorOnce(browser, floorUrl, ours) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const url = new URL(floorUrl);
  url.search = new URLSearchParams({
    updates: String(ours.updates),
    interval: String(Math.round(ours.updateMedianMs)),
    characters: String(ours.characters),
  }).toString();
  await page.goto(url.toString(), { waitUntil: 'load' });
  await sleep(SETTLE_MS);
  await startPageTrace(page, CATEGORIES);
  // Awaiting the page's promise is CDP waiting, not polling: no work of the bench's in the trace.
  const { sentAt, endedAt } = await page.evaluate(() => window.runFloor());
  await sleep(SETTLE_MS);
  const { tasks, marks } = mainThread(await stopPageTrace(page));
  await page.close();
  const toTrace = (ms) => marks['bench:send'] + (ms - sentAt) * 1000;
  const work = taskFigures(tasks, toTrace(sentAt), toTrace(endedAt + AFTER_ANSWER_MS));
  return { mainThreadMs: work.totalMs, cpuMs: work.cpuMs };
}

/**
 * widgets: { ours, deepChat, floorUrl }; each run is one fresh Chromium per widget, alternating which
 * goes first, and one for the bare page right after agent-chat's, with that run's updates.
 */
export async function runStream(widgets, runs) {
  const raw = { ours: [], deepChat: [] };
  const floor = [];
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 ? ['deepChat', 'ours'] : ['ours', 'deepChat'];
    for (const name of order) {
      await widgets[name].reset?.();
      raw[name].push(await withQuietBrowser((browser) => streamOnce(browser, widgets[name])));
      if (name === 'ours' && widgets.floorUrl)
        floor.push(
          await withQuietBrowser((browser) => floorOnce(browser, widgets.floorUrl, raw.ours.at(-1))),
        );
    }
  }
  return {
    ours: summarise(raw.ours),
    deepChat: summarise(raw.deepChat),
    ...(floor.length ? { floor: summarise(floor) } : {}),
    raw,
  };
}
