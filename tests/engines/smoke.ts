import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { chatSmokeTests } from './chat-smoke';
import { historySmokeTests } from './history-smoke';
import { richSmokeTests } from './rich-smoke';
import type { EngineSession } from './support/engine';
import { smokeContext } from './support/smoke-context';
import { surfaceSmokeTests } from './surface-smoke';

const FAILURE_PICTURES = 'test-results/engines';

/**
 * The same smoke tests in every engine (issue 11, three engines): send and stream, a streamed table,
 * stop, the launcher, a modal dialog, an upload, rich answers and a long conversation. One browser per engine, started in beforeAll and
 * closed in afterAll whatever the tests did.
 */
export function defineSmokeSuite(engineName: string, launch: (serverUrl: string) => Promise<EngineSession>) {
  describe(`smoke in ${engineName}`, () => {
    let engine: EngineSession | undefined;
    beforeAll(async () => {
      engine = await launch(inject('serverUrl'));
    });
    afterAll(async () => {
      await engine?.close();
    });
    // A browser that died in one test (a WebKit web process crashed in a CI run) would fail every test
    // after it with "invalid session id": say what its driver last printed and start a new one.
    beforeEach(async ({ task, onTestFailed }) => {
      if (engine && !(await engine.alive())) {
        const output = engine.driverOutput().trim();
        console.error(
          `${engineName}: the browser no longer answers; starting a new one.${output ? `\n${output}` : ''}`,
        );
        await engine.close();
        engine = undefined;
        engine = await launch(inject('serverUrl'));
      }
      // A failed test leaves a picture of what the engine showed, next to the suite's JSON report.
      onTestFailed(async () => {
        mkdirSync(FAILURE_PICTURES, { recursive: true });
        const name = `${engineName}-${task.name.replace(/[^\w]+/g, '-').slice(0, 60)}.png`;
        await engine?.screenshot(join(FAILURE_PICTURES, name)).catch(() => undefined);
      });
    });
    const context = smokeContext(engineName, () => engine);
    chatSmokeTests(context);
    surfaceSmokeTests(context);
    richSmokeTests(context);
    historySmokeTests(context);
  });
}
