import { defineConfig } from 'vitest/config';

/** Browser tests: Node drives Debian Chromium (playwright-core) against the reference server. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.spec.ts'],
    globalSetup: ['tests/browser/support/global-setup.ts'],
    // A test opens pages and asks several questions; on a machine running other suites at once (load 15 on
    // 2 cores) one took 31 s while every step was still making progress.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A busy machine (CI, two suites at once) can take more than expect.poll's default 1 s for a
    // push, a scroll or a debounced refetch to land; a value still wrong after 5 s fails the test.
    expect: { poll: { timeout: 5_000 } },
  },
});
