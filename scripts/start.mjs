// npm start: build the bundle, then start the reference agent server, which also serves the demo page.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const { createReferenceServer } = await import('../demo/server/create-server.mjs');
const port = Number(process.env.PORT ?? 5180);
const host = process.env.HOST ?? '127.0.0.1';
const server = await createReferenceServer({ port, host, rootDir: root });
console.log(`\nagent-chat demo:        ${server.url}`);
console.log(`launcher host page:     ${new URL('/demo/launcher.html', server.url)}`);
console.log('Open API mode:          workspace ws-demo, access key demo-access-key');
console.log('inner mode:             token demo-token');
console.log('Press Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
