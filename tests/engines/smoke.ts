import { afterAll, beforeAll, describe, inject } from 'vitest';
import { chatSmokeTests } from './chat-smoke';
import type { EngineSession } from './support/engine';
import { smokeContext } from './support/smoke-context';
import { surfaceSmokeTests } from './surface-smoke';

/**
 * The same smoke tests in every engine (issue 11, three engines): send and stream, a streamed table,
 * stop, the launcher, a modal dialog and an upload. One browser per engine, started in beforeAll and
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
    const context = smokeContext(engineName, () => engine);
    chatSmokeTests(context);
    surfaceSmokeTests(context);
  });
}
