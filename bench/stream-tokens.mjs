// Linearity check: streams answers of 1,000 and 20,000 markdown tokens into <agent-chat> in fresh
// Chromiums and prints main-thread time (CDP TaskDuration) per 1,000 tokens, and the longest task over
// 50 ms. The 16,000-character yardstick against deep-chat is in stream.mjs (npm run bench).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createReferenceServer } from '../demo/server/create-server.mjs';
import { LONG_TASK_OBSERVER, metrics, withFreshBrowser } from './lib/chromium.mjs';
import { formatRow, runsFromArguments, summary } from './lib/stats.mjs';

const RUNS = runsFromArguments(3);
const SIZES = (process.env.BENCH_SIZES ?? '1000,20000').split(',').map(Number).filter(Boolean);

async function streamOnce(browser, url, message) {
  // Each run starts on the welcome screen of an empty workspace.
  await fetch(new URL('/__test/reset', url), { method: 'POST' });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(LONG_TASK_OBSERVER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(url, { waitUntil: 'load' });
  const chat = page.locator('agent-chat');
  await chat.locator('[part~="welcome-text"]').waitFor();
  await page.waitForTimeout(500);
  const input = chat.locator('[part~="composer-input"]');
  await input.fill(message);
  await page.evaluate(() => {
    window.__longTasks = [];
  });
  const before = await metrics(cdp);
  await input.press('Enter');
  await page.waitForFunction(
    () => {
      const root = document.querySelector('agent-chat')?.shadowRoot;
      const answers = root?.querySelectorAll('[part~="assistant-message"]') ?? [];
      return answers.length > 0 && answers[answers.length - 1].getAttribute('data-streaming') === 'false';
    },
    null,
    { timeout: 180_000, polling: 200 },
  );
  const after = await metrics(cdp);
  const longestTask = await page.evaluate(() => Math.max(0, ...window.__longTasks));
  const characters = await page.evaluate(
    () =>
      document.querySelector('agent-chat').shadowRoot.querySelector('[part~="answer-content"]').textContent
        .length,
  );
  await context.close();
  return { mainThreadMs: after.taskMs - before.taskMs, longestTask, characters };
}

/** Medians (with ranges) of RUNS runs of one message, each in a fresh browser. */
async function measure(url, message) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1)
    runs.push(await withFreshBrowser((browser) => streamOnce(browser, url, message)));
  return {
    mainThreadMs: summary(runs.map((run) => run.mainThreadMs)),
    longestTask: summary(runs.map((run) => run.longestTask)),
    characters: runs[0].characters,
    runs,
  };
}

const server = await createReferenceServer({ quiet: true });
const url = new URL('/tests/browser/pages/bench-chat.html', server.url).toString();
const results = {};
for (const tokens of SIZES) {
  const figures = await measure(url, `/scenario long ${tokens}`);
  figures.perThousandMs = summary(figures.runs.map((run) => run.mainThreadMs / (tokens / 1000)));
  results[tokens] = figures;
}
await server.close();

console.log(`Streaming benchmark: medians of ${RUNS} runs, each in a fresh Chromium (min–max in brackets)`);
for (const tokens of SIZES) {
  const figures = results[tokens];
  console.log(
    `${tokens.toLocaleString('en')} tokens (${figures.characters.toLocaleString('en')} characters)`,
  );
  console.log(formatRow('  main-thread time, whole answer', figures.mainThreadMs, 'ms'));
  console.log(formatRow('  main-thread time per 1,000 tokens', figures.perThousandMs, 'ms'));
  console.log(formatRow('  longest task', figures.longestTask, 'ms'));
}
let ratio = null;
if (results[20000] && results[1000]) {
  ratio = results[20000].perThousandMs.median / results[1000].perThousandMs.median;
  console.log(`per-1,000-token cost, 20,000 vs 1,000 tokens: ${ratio.toFixed(2)}× (must stay ≤ 2×)`);
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/stream-tokens.json',
  `${JSON.stringify({ runs: RUNS, results, ratio }, null, 2)}\n`,
);
