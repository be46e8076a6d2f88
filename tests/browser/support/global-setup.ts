import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createReferenceServer } from '../../../demo/server/create-server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    serverUrl: string;
  }
}

/** Starts one reference server for the whole browser suite, on a free port. */
export default async function setup(project: TestProject) {
  const bundle = resolve(__dirname, '../../../dist/agent-chat.js');
  if (!existsSync(bundle)) throw new Error('dist/agent-chat.js is missing: run `npm run build` first');
  const server = await createReferenceServer({ port: 0, chunkDelayMs: 5, quiet: true });
  project.provide('serverUrl', server.url);
  return () => server.close();
}
