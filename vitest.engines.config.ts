import { defineConfig } from 'vitest/config';

/**
 * The engines smoke suite (decision 031): the same tests in Firefox ESR (puppeteer-core over WebDriver
 * BiDi) and WebKitGTK (WebKitWebDriver under Xvfb), against the reference server of the browser suite.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/engines/**/*.spec.ts'],
    globalSetup: ['tests/browser/support/global-setup.ts'],
    testTimeout: 45_000,
    // Starting Firefox in a new profile takes seconds, more on a busy machine.
    hookTimeout: 90_000,
    // Each test keeps to its own workspace, so the two engines may run side by side.
    fileParallelism: true,
    maxWorkers: 2,
    // On a busy machine a render can take more than expect.poll's default 1 s to land.
    expect: { poll: { timeout: 10_000 } },
  },
});
