// A Chromium driven without DevTools network monitoring, for the streaming benchmark. Playwright
// always enables the DevTools Network domain, and while it is on, Chromium's network service sends
// the page one TransferSizeUpdated IPC per network chunk (Chromium's kReduceTransferSizeUpdatedIPC,
// on by default, sends it only "when DevTools is attached or the request is for an ad"): for a
// 2,000-chunk answer that is about 2,000 extra main-thread tasks, ~150–300 ms, that no visitor's
// browser runs. puppeteer-core can leave the Network domain off (`networkEnabled: false`).
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

/** Runs fn(browser) in a freshly launched Chromium with network monitoring off. */
export async function withQuietBrowser(fn) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
    networkEnabled: false,
  });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** Puppeteer's tracing of a page (it records the whole browser, as Playwright's does). */
export async function startPageTrace(page, categories) {
  await page.tracing.start({ categories });
}

export async function stopPageTrace(page) {
  const parsed = JSON.parse(Buffer.from(await page.tracing.stop()).toString());
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}
