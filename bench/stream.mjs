// Streaming yardstick: the same 16,000-character markdown answer, 2,000 chunks 5 ms apart, into
// each widget in a fresh Chromium: main-thread time and longest task from send to the end of the
// answer (trace), and the time between visible updates (MutationObserver on the shadow root).
// Driven by puppeteer with DevTools network monitoring off (lib/quiet-chromium.mjs says why).
import { setTimeout as sleep } from 'node:timers/promises';
import { cadence, UPDATE_RECORDER } from './lib/cadence.mjs';
import { startPageTrace, stopPageTrace, withQuietBrowser } from './lib/quiet-chromium.mjs';
import { summarise, summary } from './lib/stats.mjs';
import { CATEGORIES, mainThread, taskFigures } from './lib/trace.mjs';

/** After the answer ends: time for its last update's style, layout and paint to run and be counted. */
const AFTER_ANSWER_MS = 200;
const SETTLE_MS = 500;
const ANSWER_TIMEOUT_MS = 300_000;
/**
 * The bare page's and the replay's timer fires this much before the interval. Their interval is the
 * median agent-chat's run measured, and headless Chromium draws a frame about a millisecond after
 * it is asked for (decision 052), so their updates land about on that median.
 */
const EARLY_MS = 1;

/** Waits, without polling, for the promise `widget.whenFinished` installed (the answer has ended). */
function answerFinished(page) {
  return page.evaluate(
    (timeoutMs) =>
      Promise.race([window.__finished, new Promise((_, reject) => setTimeout(reject, timeoutMs))]),
    ANSWER_TIMEOUT_MS,
  );
}

/**
 * Stops the page's trace and sums the main-thread tasks from `sentAt` to `endMs` after the page's
 * own send mark; `performance.now()` times go on the trace clock through that mark.
 */
async function workSince(page, sentAt, endMs) {
  const { tasks, marks } = mainThread(await stopPageTrace(page));
  const toTrace = (ms) => marks['bench:send'] + (ms - sentAt) * 1000;
  return taskFigures(tasks, toTrace(sentAt), toTrace(endMs + AFTER_ANSWER_MS));
}

/** A fresh tab at the benchmark's viewport on the widget's page, its input found and `prepare` done. */
async function openWidget(browser, widget, beforeLoad) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  if (beforeLoad) await page.evaluateOnNewDocument(beforeLoad);
  await page.goto(widget.url, { waitUntil: 'load' });
  const input = await page.waitForSelector(widget.input);
  await widget.prepare?.(page);
  return { page, input };
}

/** Opens the widget, sends one message and measures until `widget.whenFinished` says the answer is done. */
async function streamOnce(browser, widget) {
  const { page, input } = await openWidget(browser, widget, UPDATE_RECORDER);
  await sleep(SETTLE_MS);
  await input.type(widget.message);
  await page.evaluate(widget.whenFinished);
  await startPageTrace(page, CATEGORIES);
  const sentAt = await page.evaluate(() => performance.mark('bench:send').startTime);
  await input.press('Enter');
  await answerFinished(page);
  await sleep(SETTLE_MS);
  // The trace holds everything until it stops, so the window can be chosen after reading the updates.
  const { updates, characters } = await page.evaluate(widget.collect);
  const answer = cadence(updates, sentAt, Infinity);
  const work = await workSince(page, sentAt, answer.lastMs);
  await page.close();
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
    early: String(EARLY_MS),
    characters: String(ours.characters),
  }).toString();
  await page.goto(url.toString(), { waitUntil: 'load' });
  await sleep(SETTLE_MS);
  await startPageTrace(page, CATEGORIES);
  // Awaiting the page's promise is CDP waiting, not polling: no work of the bench's in the trace.
  const { sentAt, endedAt } = await page.evaluate(() => window.runFloor());
  await sleep(SETTLE_MS);
  const work = await workSince(page, sentAt, endedAt);
  await page.close();
  return { mainThreadMs: work.totalMs, cpuMs: work.cpuMs };
}

/**
 * agent-chat's own page, its answer replayed (`widget.replay`): once the widget has rendered the
 * whole answer, the answer's blocks are put back as many times and as far apart as agent-chat's run
 * `ours` updated, by the bench's script, with no stream, parsing or rendering of agent-chat's. What
 * is left is what the browser charges for agent-chat's elements and styles at those updates (and the
 * list's own pin to the bottom, which runs as it would).
 */
async function replayOnce(browser, widget, ours) {
  const { page, input } = await openWidget(browser, widget);
  await page.evaluate(widget.whenFinished);
  await input.type(widget.message);
  await input.press('Enter');
  await answerFinished(page);
  await sleep(SETTLE_MS);
  await startPageTrace(page, CATEGORIES);
  const { sentAt, endedAt } = await page.evaluate(widget.replay, {
    updates: ours.updates,
    intervalMs: Math.round(ours.updateMedianMs),
    earlyMs: EARLY_MS,
  });
  await sleep(SETTLE_MS);
  const work = await workSince(page, sentAt, endedAt);
  await page.close();
  return { mainThreadMs: work.totalMs, cpuMs: work.cpuMs };
}

/**
 * widgets: { ours, oursWorker, oursRich, deepChat, floorUrl }; each run is one fresh Chromium per widget,
 * alternating which goes first, and after agent-chat's default, one for the bare page and one for the
 * replay, with that run's updates. `oursWorker` is agent-chat with the `stream-worker` opt-in
 * (decision 055) and `oursRich` the page with the rich file (decision 069). The rich page runs right
 * next to the default, before it in one run and after it in the next, and is compared with it run by
 * run (`richRatios`): the same build measured at two places of one run differed by 8 % (decision 093),
 * as much as issue 32's line allows.
 */
export async function runStream(widgets, runs) {
  /** The default and, where measured, the rich page right beside it. */
  const pair = ['ours', ...(widgets.oursRich ? ['oursRich'] : [])];
  const others = widgets.oursWorker ? ['oursWorker'] : [];
  const raw = {
    ours: [],
    ...Object.fromEntries([...others, ...pair.slice(1)].map((name) => [name, []])),
    deepChat: [],
  };
  const floor = [];
  const replay = [];
  for (let run = 0; run < runs; run += 1) {
    const order =
      run % 2 ? ['deepChat', ...others, ...[...pair].reverse()] : [...pair, ...others, 'deepChat'];
    for (const name of order) {
      await widgets[name].reset?.();
      raw[name].push(await withQuietBrowser((browser) => streamOnce(browser, widgets[name])));
      // The bare page and the replay once the pair has run, so nothing comes between its two.
      if (name !== (run % 2 ? pair[0] : pair.at(-1))) continue;
      const ours = raw.ours.at(-1);
      if (widgets.floorUrl)
        floor.push(await withQuietBrowser((browser) => floorOnce(browser, widgets.floorUrl, ours)));
      if (widgets.ours.replay) {
        await widgets.ours.reset?.();
        replay.push(await withQuietBrowser((browser) => replayOnce(browser, widgets.ours, ours)));
      }
    }
  }
  // Issue 32's line reads at least RICH_PAIRS pairs: each extra one is the default and the rich page
  // side by side again, nothing else (decision 097).
  const pairs = { ours: [...raw.ours], oursRich: [...(raw.oursRich ?? [])] };
  for (let run = runs; widgets.oursRich && run < RICH_PAIRS; run += 1) {
    for (const name of run % 2 ? [...pair].reverse() : pair) {
      await widgets[name].reset?.();
      pairs[name].push(await withQuietBrowser((browser) => streamOnce(browser, widgets[name])));
    }
  }
  return {
    ours: summarise(raw.ours),
    ...Object.fromEntries(
      Object.keys(raw)
        .filter((name) => name !== 'ours' && name !== 'deepChat')
        .map((name) => [name, summarise(raw[name])]),
    ),
    deepChat: summarise(raw.deepChat),
    ...(floor.length ? { floor: summarise(floor) } : {}),
    ...(replay.length ? { replay: summarise(replay) } : {}),
    ...(widgets.oursRich ? { richRatios: richRatios(pairs) } : {}),
    raw,
  };
}

/**
 * The pairs behind issue 32's line. Three pairs read a median of 1.15 in one full bench and 0.97 in
 * the one before, where same-run comparisons of the same builds spread 0.88–1.23 (decisions 093, 095).
 */
export const RICH_PAIRS = 7;

/** The rich page against the default of the same pair, per figure: each pair's ratio, and their median. */
function richRatios(pairs) {
  const ratios = (figure) => pairs.oursRich.map((rich, run) => rich[figure] / pairs.ours[run][figure]);
  return Object.fromEntries(
    ['mainThreadMs', 'cpuMs', 'updateMedianMs'].map((figure) => [
      figure,
      { runs: ratios(figure), ...summary(ratios(figure)) },
    ]),
  );
}

/**
 * The two answers of the first-answer figures (bench/README.md): the yardstick's first 1,000 and
 * 4,000 characters, in the same chunks 5 ms apart, each the first answer of a fresh page.
 */
export const FIRST_ANSWER_CHARACTERS = [1000, 4000];

/**
 * The first answer of a fresh page, short and longer, each in its own fresh Chromium, the widgets
 * alternating which goes first. Per run: each answer's main thread and longest task, the longest
 * task of either (what a visitor's first answer can cost at once), and the fixed cost per answer:
 * where the line through the two answers' main thread meets zero characters (what an answer costs
 * whatever its length: the send, the first render of each kind of element, the end).
 */
export async function runFirstAnswers(widgets, runs) {
  const [short, long] = FIRST_ANSWER_CHARACTERS;
  const raw = { ours: [], deepChat: [] };
  for (let run = 0; run < runs; run += 1) {
    for (const name of run % 2 ? ['deepChat', 'ours'] : ['ours', 'deepChat']) {
      const answer = {};
      for (const characters of FIRST_ANSWER_CHARACTERS) {
        await widgets[name].reset?.();
        const widget = widgets[name].answering(characters);
        answer[characters] = await withQuietBrowser((browser) => streamOnce(browser, widget));
      }
      /** Where the line through the two answers' `figure` meets zero characters, and its slope. */
      const line = (figure) => {
        const perCharacter = (answer[long][figure] - answer[short][figure]) / (long - short);
        return [answer[short][figure] - perCharacter * short, perCharacter * 1000];
      };
      const [fixedMs, perThousandMs] = line('mainThreadMs');
      raw[name].push({
        shortMainThreadMs: answer[short].mainThreadMs,
        shortCpuMs: answer[short].cpuMs,
        longMainThreadMs: answer[long].mainThreadMs,
        longCpuMs: answer[long].cpuMs,
        longestTaskMs: Math.max(answer[short].longestTaskMs, answer[long].longestTaskMs),
        fixedMs,
        perThousandMs,
        // Thread CPU time stretches less than wall time on a loaded machine (lib/trace.mjs).
        fixedCpuMs: line('cpuMs')[0],
      });
    }
  }
  return { ours: summarise(raw.ours), deepChat: summarise(raw.deepChat), raw };
}
