// Starts the reference agent server alone (npm run server). `npm start` also builds the bundle first.
import { createReferenceServer } from './create-server.mjs';

const port = Number(process.env.PORT ?? 5180);
const host = process.env.HOST ?? '127.0.0.1';
const server = await createReferenceServer({ port, host });
console.log(`Reference agent server: ${server.url} (demo page)`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
