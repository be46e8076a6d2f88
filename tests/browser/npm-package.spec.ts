import { readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, watchPage } from './support/chromium';
import {
  type ConsumerApp,
  missingPackageOutputs,
  packIntoConsumerApp,
  publishDryRun,
} from './support/package-fixture';
import { type StaticServer, serveDirectory } from './support/static-server';

let browser: Browser;
let app: ConsumerApp;
let server: StaticServer;

beforeAll(async () => {
  const missing = missingPackageOutputs();
  if (missing.length > 0) {
    throw new Error(`${missing.join(', ')} missing: run \`npm run build && npm run build:package\` first`);
  }
  [app, browser] = await Promise.all([packIntoConsumerApp(), launchChromium()]);
  server = await serveDirectory(app.directory);
});

afterAll(async () => {
  await Promise.all([browser?.close(), server?.close()]);
  if (app) rmSync(dirname(app.directory), { recursive: true, force: true });
});

async function openConsumerPage(
  path: string,
): Promise<{ page: Page; problems: ReturnType<typeof watchPage> }> {
  const page = await browser.newPage();
  const problems = watchPage(page);
  await page.goto(new URL(path, server.url).toString());
  return { page, problems };
}

/** The launcher's own shadow root rendered its bubble (Playwright's CSS pierces open shadow roots). */
async function expectLauncherRendered(page: Page): Promise<void> {
  const bubble = page.locator('agent-chat-launcher [part~="launcher-button"]');
  await bubble.waitFor();
  expect(await page.evaluate(() => document.querySelector('agent-chat-launcher')?.shadowRoot !== null)).toBe(
    true,
  );
  await bubble.click();
  await page.locator('agent-chat-launcher [part~="launcher-panel"]').waitFor();
}

describe('the npm package, packed and installed', () => {
  it('ships the bundle, the ES modules, the types, the manifest and the snippets, and no sources', () => {
    const files = new Set(app.packedFiles);
    for (const path of [
      'package.json',
      'dist/agent-chat.js',
      'dist/agent-chat.mjs',
      'dist/elements.mjs',
      'dist/custom-elements.json',
      'dist/types/package/module.d.ts',
      'dist/types/package/elements.d.ts',
      'dist/types/package/vue.d.ts',
      'dist/types/elements/host-page-types.d.ts',
      'dist-snippets/react.tsx',
    ]) {
      expect(files, path).toContain(path);
    }
    expect(app.packedFiles.filter((path) => /^(src|tests|demo|scripts)\//.test(path))).toEqual([]);
  });

  it('can be published: npm publish --dry-run succeeds with the same files as the tarball', async () => {
    // npm 11's dry run does not refuse a private package, as the real publish would: read the flag too.
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(manifest.private).toBeUndefined();
    const published = await publishDryRun();
    expect(published.name).toBe('agent-chat');
    expect(published.files.sort()).toEqual([...app.packedFiles].sort());
  });

  it('renders in a Vite + React app that imports agent-chat/elements, then agent-chat', async () => {
    const { page, problems } = await openConsumerPage('/dist/index.html');
    await expectLauncherRendered(page);
    expect(await page.evaluate(() => (window as { packageReport?: unknown }).packageReport)).toEqual({
      registeredByElementsEntry: false,
      sameClass: true,
      globalApi: true,
      noInlineChat: true,
    });
    expect(problems.pageErrors).toEqual([]);
  });

  it('renders in a plain page with the script-tag bundle from node_modules', async () => {
    const { page, problems } = await openConsumerPage('/plain.html');
    await expectLauncherRendered(page);
    expect(await page.evaluate(() => typeof window.AgentChat?.version)).toBe('string');
    expect(problems.pageErrors).toEqual([]);
  });
});
