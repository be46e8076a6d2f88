// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventually, type Json, startReferenceServer } from './server-harness';

// Slow enough that the client's close after RESULT lands while the server still waits.
const server = startReferenceServer({ chunkDelayMs: 150 });

/** Reads the stream until RESULT, then closes it, as the widget does. */
async function readUntilResult(response: Response, controller: AbortController): Promise<string> {
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (reader && !text.includes('"RESULT"')) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  controller.abort();
  return text;
}

describe('the end of a stream', () => {
  it('counts a client that leaves after RESULT as finished: the record succeeds and the push comes', async () => {
    const id = await server.createConversation();
    const controller = new AbortController();
    const response = await server.chat(id, '/scenario push 100 稍后通知我', controller.signal);
    expect(await readUntilResult(response, controller)).toContain('"RESULT"');
    const page = await eventually(
      () => server.records(id),
      (value: Json) => value.data_list.some((record: Json) => record.is_push),
    );
    const [pushed, answer] = page.data_list as Json[];
    expect(pushed).toMatchObject({ is_push: true });
    expect(answer).toMatchObject({ record_status: 'SUCCEEDED', finish_reason: 'stop' });
  });

  it('still counts a client that leaves before RESULT as stopped, and pushes nothing', async () => {
    const id = await server.createConversation();
    const controller = new AbortController();
    const response = await server.chat(id, '/scenario push 100 稍后通知我', controller.signal);
    const reader = response.body?.getReader();
    await reader?.read();
    controller.abort();
    const page = await eventually(
      () => server.records(id),
      (value: Json) => value.data_list.length > 0 && value.data_list[0].record_status !== 'PENDING',
    );
    expect(page.data_list[0]).toMatchObject({ record_status: 'FAILED', finish_reason: 'abort' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await server.records(id)).data_list).toHaveLength(1);
  });
});
