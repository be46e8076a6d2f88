// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventually, sleep, sseEvents, startReferenceServer } from './server-harness';

const server = startReferenceServer();

async function run(content: string) {
  const id = await server.createConversation();
  const response = await server.chat(id, content);
  return { id, response, events: sseEvents(await response.text()) };
}

const lastRecord = async (id: string) =>
  (
    await eventually(
      () => server.records(id),
      (page) => page.total_count > 0,
    )
  ).data_list[0];

describe('failure scenarios', () => {
  it('error: some text, then a FAILED RESULT that history keeps', async () => {
    const { id, events } = await run('/scenario error 出错吧');
    expect(events.some((event) => event.type === 'TEXT')).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'RESULT', status: 'FAILED', message: '模型服务暂时不可用' });
    expect(await lastRecord(id)).toMatchObject({
      record_status: 'FAILED',
      response_ext: { message: '模型服务暂时不可用' },
    });
  });

  it('http-error: 500 in the envelope before any streaming', async () => {
    const id = await server.createConversation();
    const response = await server.chat(id, '/scenario http-error');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ code: 500, message: '服务器内部错误' });
  });

  it('cut: text arrives, then the connection breaks without RESULT', async () => {
    const id = await server.createConversation();
    const response = await server.chat(id, '/scenario cut 断开');
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    let received = '';
    await expect(
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          received += new TextDecoder().decode(value);
        }
      })(),
    ).rejects.toThrow();
    expect(received).toContain('"TEXT"');
    expect(received).not.toContain('"RESULT"');
    expect(await lastRecord(id)).toMatchObject({ record_status: 'FAILED' });
  });

  it('cut-empty: the connection breaks before any event', async () => {
    const id = await server.createConversation();
    const response = await server.chat(id, '/scenario cut-empty');
    await expect(response.text()).rejects.toThrow();
  });

  it('timeout: headers, then nothing until the client aborts; stored as aborted', async () => {
    const id = await server.createConversation();
    const controller = new AbortController();
    const response = await server.chat(id, '/scenario timeout 等不到', controller.signal);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const first = await Promise.race([reader.read().then(() => 'data'), sleep(300).then(() => 'silence')]);
    expect(first).toBe('silence');
    controller.abort();
    expect(await lastRecord(id)).toMatchObject({
      record_status: 'FAILED',
      finish_reason: 'abort',
      response: '',
    });
  });

  it('stall: some text, then nothing; an abort keeps the partial answer', async () => {
    const id = await server.createConversation();
    const controller = new AbortController();
    const response = await server.chat(id, '/scenario stall', controller.signal);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('一半就')) {
      const { done, value } = await reader.read();
      if (done) throw new Error('the stalled stream ended');
      received += decoder.decode(value);
    }
    await sleep(100);
    controller.abort();
    const record = await lastRecord(id);
    expect(record).toMatchObject({ record_status: 'FAILED', finish_reason: 'abort' });
    expect(record.response).toBe('这段回答说到一半就');
  });

  it('slow: 300 ms between chunks, and a stop ends it as aborted', async () => {
    const id = await server.createConversation();
    const controller = new AbortController();
    const response = await server.chat(id, '/scenario slow 慢慢来', controller.signal);
    const reader = response.body!.getReader();
    await reader.read();
    const started = Date.now();
    await reader.read();
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    controller.abort();
    expect(await lastRecord(id)).toMatchObject({ finish_reason: 'abort' });
  });
});
