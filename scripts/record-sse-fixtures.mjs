// Records raw chat streams of the reference server (its own SSE encoder) into tests/fixtures/sse/, so the
// client's replay tests and the server cannot drift apart silently (npm run fixtures).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createReferenceServer } from '../demo/server/create-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outputDir = join(root, 'tests/fixtures/sse');
/** Fixture name → message; knowledge and sensitive are replayed by the client's tests too. */
const SCENARIOS = {
  default: '你好，介绍一下流式回答',
  error: '/scenario error',
  variants: '/scenario variants 各种写法',
  form: '/scenario form',
  knowledge: '/scenario knowledge',
  sensitive: '/scenario sensitive',
  'related-slow': '/scenario related-slow 0',
  'task-failed': '/scenario task-failed',
};
const headers = {
  'Content-Type': 'application/json',
  'Workspace-Id': 'ws-fixtures',
  'Access-Key': 'demo-access-key',
};

const server = await createReferenceServer({ quiet: true, chunkDelayMs: 0 });
const api = (path) => new URL(`/v1/oapi/agent/${path}`, server.url);

async function post(path, body) {
  const response = await fetch(api(path), { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response;
}

try {
  mkdirSync(outputDir, { recursive: true });
  for (const [name, content] of Object.entries(SCENARIOS)) {
    const created = await (
      await post('chat/conversation/create', { robot_id: 'demo-agent', title: name, run_type: 'CHAT_CLIENT' })
    ).json();
    const response = await post('chat_messages', {
      content,
      file_ids: [],
      conversation_id: created.data.conversation_id,
      robot_id: 'demo-agent',
      stream: true,
      inputs: { userMessage: content },
      response_mode: 'streaming',
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const file = join(outputDir, `${name}.sse`);
    writeFileSync(file, bytes);
    console.log(`${relative(root, file)}  ${bytes.length} bytes`);
  }
} finally {
  await server.close();
}
