// Records raw chat streams from the reference server's own encoder into tests/fixtures/sse/, so the
// client's replay tests and the server cannot drift apart silently (npm run fixtures).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createReferenceServer } from '../demo/server/create-server.mjs';

const SCENARIOS = {
  default: '你好，介绍一下流式回答',
  error: '/scenario error',
  variants: '/scenario variants 各种写法',
  form: '/scenario form',
  knowledge: '/scenario knowledge',
  sensitive: '/scenario sensitive',
};
const headers = {
  'Content-Type': 'application/json',
  'Workspace-Id': 'ws-fixtures',
  'Access-Key': 'demo-access-key',
};
const server = await createReferenceServer({ quiet: true, chunkDelayMs: 0 });
const api = (path) => new URL(`/v1/oapi/agent/${path}`, server.url);

mkdirSync('tests/fixtures/sse', { recursive: true });
for (const [name, content] of Object.entries(SCENARIOS)) {
  const created = await fetch(api('chat/conversation/create'), {
    method: 'POST',
    headers,
    body: JSON.stringify({ robot_id: 'demo-agent', title: name }),
  }).then((response) => response.json());
  const response = await fetch(api('chat_messages'), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      robot_id: 'demo-agent',
      conversation_id: created.data.conversation_id,
      content,
      response_mode: 'streaming',
    }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  writeFileSync(`tests/fixtures/sse/${name}.sse`, bytes);
  console.log(`tests/fixtures/sse/${name}.sse  ${bytes.length} bytes`);
}
await server.close();
