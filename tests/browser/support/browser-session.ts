import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchChromium } from './chromium';
import { resetServer } from './widget';

/** One Chromium per spec file, and a clean reference server before each test. */
export function browserSessionForThisFile(): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(resetServer);
  return {
    get browser() {
      if (!browser) throw new Error('the browser is launched in beforeAll');
      return browser;
    },
  };
}
