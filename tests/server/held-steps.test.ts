// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OPEN, sleep, sseEvents, startReferenceServer } from './server-harness';

const server = startReferenceServer();
const OTHER = { ...OPEN, 'Workspace-Id': 'ws-2' };
/** The last line of the rich scenarios' answer (demo/server/scripted-rich.mjs). */
const RICH_LAST_LINE = '以上就是示例。';

/** POST /__test/cut: how many held streams it let go. */
async function release(body?: unknown): Promise<number> {
  const response = await fetch(server.url('/__test/cut'), {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await response.json()) as { data: number }).data;
}

/**
 * Streams `/scenario rich-gated` (held with its code fence open) in the conversation's workspace;
 * resolves with the answer's text once the stream has ended.
 */
function heldAnswer(conversationId: string, headers: Record<string, string>): Promise<string> {
  return fetch(server.url('/v1/oapi/agent/chat_messages'), {
    method: 'POST',
    headers,
    body: JSON.stringify({
      content: '/scenario rich-gated 流式代码',
      file_ids: [],
      conversation_id: conversationId,
      robot_id: 'demo-agent',
      stream: true,
      inputs: {},
      response_mode: 'streaming',
    }),
  })
    .then((response) => response.text())
    .then((text) =>
      sseEvents(text)
        .filter((event) => event.type === 'TEXT')
        .map((event) => event.content)
        .join(''),
    );
}

/** Waits until the streams held are those of `workspaces` (sorted), and says which they are. */
async function heldIn(...workspaces: string[]): Promise<string[]> {
  let held: string[] = [];
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const response = await fetch(server.url('/__test/cut'));
    held = ((await response.json()) as { data: string[] }).data.sort();
    if (held.join() === workspaces.join()) break;
    await sleep(10);
  }
  return held;
}

describe('held steps (cut-gate.mjs)', () => {
  it('lets a release naming a workspace go on with that workspace’s held stream only', async () => {
    // The engines suite runs two browsers side by side on one server, each test in its own workspace.
    const first = await server.createConversation();
    const second = await server.createConversation('t', 'CHAT_CLIENT', OTHER);
    const firstAnswer = heldAnswer(first, OPEN);
    const secondAnswer = heldAnswer(second, OTHER);
    let secondEnded = false;
    void secondAnswer.then(() => {
      secondEnded = true;
    });
    // Both streams are held at the open fence before anything is released.
    expect(await heldIn('ws-1', 'ws-2')).toEqual(['ws-1', 'ws-2']);
    expect(await release({ workspace_id: 'ws-1' })).toBe(1);
    expect(await firstAnswer).toContain(RICH_LAST_LINE);
    expect(secondEnded).toBe(false);
    expect(await heldIn('ws-2')).toEqual(['ws-2']);
    expect(await release({ workspace_id: 'ws-2' })).toBe(1);
    expect(await secondAnswer).toContain(RICH_LAST_LINE);
  });

  it('lets every held stream go on at a release without a workspace', async () => {
    const first = await server.createConversation();
    const second = await server.createConversation('t', 'CHAT_CLIENT', OTHER);
    const answers = [heldAnswer(first, OPEN), heldAnswer(second, OTHER)];
    expect(await heldIn('ws-1', 'ws-2')).toEqual(['ws-1', 'ws-2']);
    expect(await release()).toBe(2);
    for (const answer of await Promise.all(answers)) expect(answer).toContain(RICH_LAST_LINE);
  });
});
