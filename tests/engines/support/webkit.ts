import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EngineSession, findTarget, type Key, type PageFunction, type Target } from './engine';
import { requireEngineProgram } from './engine-binaries.mjs';
import { freePort, outputTail, spawnGroup, stopGroup, temporaryFolder, waitFor } from './processes';
import {
  type ElementReference,
  isElementReference,
  WEBDRIVER_KEYS,
  WebDriverClient,
} from './webdriver-client';

/** The window the tests see, as the Chromium suite's default viewport. */
const WINDOW = { width: 1280, height: 800 };
/** Xvfb and the driver start in well under a second on an idle machine; a busy one is slower. */
const START_TIMEOUT_MS = 20_000;

/** Starts a virtual X display; resolves to its number, which Xvfb writes to fd 3 once it listens. */
async function startDisplay(xvfbPath: string): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawnGroup(
    xvfbPath,
    ['-displayfd', '3', '-screen', '0', `${WINDOW.width}x${WINDOW.height}x24`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] },
  );
  let written = '';
  xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
    written += chunk.toString();
  });
  const display = await waitFor(
    'Xvfb to report its display',
    async () => (written.includes('\n') ? written.trim() : undefined),
    START_TIMEOUT_MS,
  ).catch(async (error) => {
    await stopGroup(xvfb);
    throw error;
  });
  return { xvfb, display: `:${display}` };
}

/** WebKitGTK (MiniBrowser) under its own Xvfb, driven by WebKitWebDriver over classic WebDriver. */
export async function launchWebKit(serverUrl: string): Promise<EngineSession> {
  const driverPath = requireEngineProgram('WebKitWebDriver');
  const xvfbPath = requireEngineProgram('Xvfb');
  const profile = temporaryFolder('webkit');
  let xvfb: ChildProcess | undefined;
  let driver: ChildProcess | undefined;
  let client: WebDriverClient | undefined;
  let closed = false;
  let driverOutput = () => '';

  const close = async () => {
    if (closed) return;
    closed = true;
    await client?.deleteSession().catch(() => undefined);
    await stopGroup(driver);
    await stopGroup(xvfb);
    profile.remove();
  };

  try {
    const started = await startDisplay(xvfbPath);
    xvfb = started.xvfb;
    const port = await freePort();
    // The browser keeps its caches and data in the temporary profile, never in the user's home.
    const environment: NodeJS.ProcessEnv = { ...process.env, DISPLAY: started.display, NO_AT_BRIDGE: '1' };
    for (const [variable, folder] of [
      ['XDG_CACHE_HOME', 'cache'],
      ['XDG_CONFIG_HOME', 'config'],
      ['XDG_DATA_HOME', 'data'],
    ] as const) {
      environment[variable] = join(profile.path, folder);
      mkdirSync(environment[variable], { recursive: true });
    }
    // The driver and the browser it starts print there; a crashed web process ends the session.
    driver = spawnGroup(driverPath, [`--port=${port}`], {
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    driverOutput = outputTail(driver);
    const driverUrl = `http://127.0.0.1:${port}`;
    await waitFor(
      'WebKitWebDriver to listen',
      async () => ((await fetch(new URL('/status', driverUrl))).ok ? true : undefined),
      START_TIMEOUT_MS,
    );
    client = new WebDriverClient(driverUrl);
    await client.newSession({ 'webkitgtk:browserOptions': { args: ['--automation'] } });
    await client.setWindowSize(WINDOW.width, WINDOW.height);
  } catch (error) {
    await close();
    throw error;
  }
  const webDriver = client;

  const run = async <Result>(fn: PageFunction<Result>, ...args: unknown[]): Promise<Awaited<Result>> =>
    (await webDriver.execute(`return (${fn.toString()}).apply(null, arguments[0]);`, [
      args,
    ])) as Awaited<Result>;

  const element = async (target: Target): Promise<ElementReference> => {
    const found = await webDriver.execute(`return (${findTarget.toString()})(arguments[0]);`, [target]);
    if (!isElementReference(found)) throw new Error(`webkit: nothing matches ${JSON.stringify(target)}`);
    return found;
  };

  return {
    name: 'webkit',
    async open(page, query = {}) {
      // One session serves the whole file: a same-origin blank page empties the storage first.
      await webDriver.navigate(new URL('/tests/browser/pages/blank.html', serverUrl).toString());
      await run(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      const url = new URL(`/tests/browser/pages/${page}`, serverUrl);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      await webDriver.navigate(url.toString());
    },
    reload: () => webDriver.refresh(),
    run,
    async click(target) {
      await webDriver.click(await element(target));
    },
    async type(target, text) {
      await webDriver.sendKeys(await element(target), text);
    },
    async press(key: Key) {
      await webDriver.pressKey(WEBDRIVER_KEYS[key]);
    },
    async chooseFile(target, path) {
      await webDriver.sendKeys(await element(target), path);
    },
    async screenshot(path) {
      writeFileSync(path, await webDriver.screenshot());
    },
    alive: () =>
      run(() => true).then(
        () => true,
        () => false,
      ),
    driverOutput: () => driverOutput(),
    close,
  };
}
