import { defineConfig } from 'vitest/config';

/** Browser tests: Node drives Debian Chromium (playwright-core) against the reference server. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.spec.ts'],
    globalSetup: ['tests/browser/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
