// A bench-only server for deep-chat: its npm bundle, its pages and blank.html on one origin, and a
// stream endpoint that sends the reference server's `chunks` answer in deep-chat's own SSE format.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { longMarkdownAnswer, splitIntoChunks } from '../../demo/server/scripted-texts.mjs';

const ROOT = new URL('../../', import.meta.url);
/** The self-contained ES module bundle (deepChat.js imports its dependencies by bare name). */
const BUNDLE = 'node_modules/deep-chat/dist/deepChat.bundle.js';
const FILES = {
  '/deep-chat.js': [BUNDLE, 'text/javascript'],
  '/blank.html': ['tests/browser/pages/blank.html', 'text/html'],
  '/bench-deep-chat.html': ['tests/browser/pages/bench-deep-chat.html', 'text/html'],
  '/bench-deep-chat-history.html': ['tests/browser/pages/bench-deep-chat-history.html', 'text/html'],
};
/** The same yardstick as `/scenario chunks 16000` (demo/server/scripted-agent.mjs): 8 characters, 5 ms apart. */
export const ANSWER_CHARACTERS = 16000;
const CHUNK_DELAY_MS = 5;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Streams `data: {"text": …}` events, the format deep-chat's `connect: {stream: true}` reads: the
 * yardstick's first `characters` characters, as `/scenario chunks N` does. The page asks for them
 * in its own URL (`bench-deep-chat.html?characters=N`), which its request carries as referrer:
 * deep-chat's connection is set by its attribute before the bench can touch it.
 */
async function stream(request, response, characters) {
  request.resume(); // the question is not read
  response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  response.flushHeaders();
  const answer = longMarkdownAnswer(characters);
  for (const text of splitIntoChunks(answer, Math.ceil(characters / 8))) {
    if (response.destroyed) return;
    response.write(`data: ${JSON.stringify({ text })}\n\n`);
    await wait(CHUNK_DELAY_MS);
  }
  response.end();
}

/** @param {{ history?: object[] }} [options] history: the messages the history page shows. */
export async function createDeepChatServer(options = {}) {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/stream' && request.method === 'POST') {
      const asked = new URL(request.headers.referer ?? '/', 'http://localhost').searchParams.get(
        'characters',
      );
      return stream(request, response, Number(asked ?? ANSWER_CHARACTERS));
    }
    if (pathname === '/history') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return response.end(JSON.stringify(options.history ?? []));
    }
    const file = FILES[pathname];
    if (!file) return response.writeHead(404).end();
    const body = await readFile(new URL(file[0], ROOT));
    response.writeHead(200, { 'Content-Type': `${file[1]}; charset=utf-8`, 'Cache-Control': 'no-store' });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}
