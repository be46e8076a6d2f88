// Opens and closes the launcher's panel 100 times in one page and compares the JS heap, after a
// forced garbage collection, before and after: what stays behind per cycle is a leak.
import { withFreshBrowser } from './lib/chromium.mjs';
import { heapAfterGC, snapshotBytes } from './lib/heap-snapshot.mjs';

const CYCLES = 100;
const heapMB = async (cdp) => (await heapAfterGC(cdp)) / 2 ** 20;

/** url: the launcher page; one warm-up cycle first, so lazily built parts count as before, not as growth. */
export async function runLauncherCycle(url, cycles = CYCLES) {
  return withFreshBrowser(async (browser) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load' });
    const button = page.locator('agent-chat-launcher [part~="launcher-button"]');
    const panel = page.locator('agent-chat-launcher [part~="launcher-panel"]');
    const cycle = async () => {
      await button.click();
      await panel.waitFor({ state: 'visible' });
      await button.click();
      await panel.waitFor({ state: 'hidden' });
    };
    await button.waitFor({ state: 'visible' });
    const loadedMB = await heapMB(cdp);
    await cycle();
    const beforeMB = await heapMB(cdp);
    let cyclingMs = 0;
    const cycleHalf = async () => {
      const started = Date.now();
      for (let index = 0; index < cycles / 2; index += 1) await cycle();
      cyclingMs += Date.now() - started;
    };
    // Measured halfway as well: a leak keeps growing in the second half, a cache fills once.
    await cycleHalf();
    const halfwayMB = await heapMB(cdp);
    const halfway = await snapshotBytes(cdp);
    await cycleHalf();
    const cycleMs = cyclingMs / cycles;
    const afterMB = await heapMB(cdp);
    const after = await snapshotBytes(cdp);
    await context.close();
    // What the second half added, by kind (lib/heap-snapshot.mjs): only `other` can be the page's.
    const secondHalfKB = Object.fromEntries(
      Object.keys(after).map((kind) => [kind, (after[kind] - halfway[kind]) / 1024]),
    );
    return {
      cycles,
      loadedMB,
      beforeMB,
      halfwayMB,
      afterMB,
      growthMB: afterMB - beforeMB,
      cycleMs,
      secondHalfKB,
    };
  });
}
