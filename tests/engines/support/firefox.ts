import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { type EngineSession, findTarget, type PageFunction, type Target } from './engine';
import { requireEngineProgram } from './engine-binaries.mjs';
import { temporaryFolder } from './processes';

const VIEWPORT = { width: 1280, height: 800 };
/** Firefox's first start in a new profile takes several seconds; a busy machine several times that. */
const LAUNCH_TIMEOUT_MS = 60_000;

/** Firefox ESR driven by puppeteer-core over WebDriver BiDi; a fresh browser context for every page. */
export async function launchFirefox(serverUrl: string): Promise<EngineSession> {
  const executablePath = requireEngineProgram('Firefox ESR');
  const profile = temporaryFolder('firefox');
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let closed = false;

  const close = async () => {
    if (closed) return;
    closed = true;
    // browser.close() kills Firefox's process group if it does not leave by itself.
    await browser?.close().catch(() => undefined);
    profile.remove();
  };

  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      userDataDir: profile.path,
      timeout: LAUNCH_TIMEOUT_MS,
      // Every new page gets this viewport from puppeteer, which tolerates what this Firefox lacks:
      // page.setViewport also sends emulation.setScreenOrientationOverride, which Firefox ESR 140.12
      // does not know ("unknown command"), so calling it ourselves failed every test. `open` checks
      // that the size took.
      defaultViewport: VIEWPORT,
      // processes.ts stops this worker's browsers on a signal; puppeteer's own handlers would call
      // process.exit, which vitest turns into an error inside a test worker.
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
      // No dialling home from a test run (telemetry, updates, remote settings).
      extraPrefsFirefox: { 'toolkit.telemetry.enabled': false, 'app.update.enabled': false },
    });
  } catch (error) {
    await close();
    throw error;
  }
  const firefox = browser;

  const currentPage = (): Page => {
    if (!page) throw new Error('firefox: open a page first');
    return page;
  };
  const element = async (target: Target): Promise<ElementHandle<Element>> => {
    const handle = await currentPage().evaluateHandle(findTarget, target);
    const found = handle.asElement() as ElementHandle<Element> | null;
    if (!found) throw new Error(`firefox: nothing matches ${JSON.stringify(target)}`);
    return found;
  };

  return {
    name: 'firefox',
    async open(name, query = {}) {
      // A new browser context is a new, empty storage partition (a BiDi user context).
      await context?.close();
      context = await firefox.createBrowserContext();
      page = await context.newPage();
      page.setDefaultTimeout(20_000);
      const url = new URL(`/tests/browser/pages/${name}`, serverUrl);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      await page.goto(url.toString());
      const size = await page.evaluate(() => [innerWidth, innerHeight]);
      if (size[0] !== VIEWPORT.width || size[1] !== VIEWPORT.height)
        throw new Error(
          `firefox: the viewport is ${size.join('×')}, not ${VIEWPORT.width}×${VIEWPORT.height}`,
        );
    },
    async reload() {
      await currentPage().reload();
    },
    run: <Result>(fn: PageFunction<Result>, ...args: unknown[]) =>
      currentPage().evaluate(fn, ...args) as Promise<Awaited<Result>>,
    async click(target) {
      await (await element(target)).click();
    },
    async type(target, text) {
      await (await element(target)).type(text);
    },
    async press(key) {
      await currentPage().keyboard.press(key);
    },
    async chooseFile(target, path) {
      await ((await element(target)) as ElementHandle<HTMLInputElement>).uploadFile(path);
    },
    async screenshot(path) {
      await currentPage().screenshot({ path: path as `${string}.png` });
    },
    alive: async () => firefox.connected,
    // puppeteer keeps Firefox's output to itself.
    driverOutput: () => '',
    close,
  };
}
