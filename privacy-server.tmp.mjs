import { createReferenceServer } from './demo/server/create-server.mjs';
const server = await createReferenceServer({ port: 5893, chunkDelayMs: 5, quiet: true });
console.log(server.url);
