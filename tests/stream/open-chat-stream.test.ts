import { describe, expect, it } from 'vitest';
import { runChatStream, WAKE_GRACE_MS } from '../../src/stream/open-chat-stream';
import type { ChatStreamEvent } from '../../src/stream/stream-events';
import { createManualClock } from '../helpers/manual-clock';
import {
  createControlledStream,
  flush,
  responseFromChunks,
  splitBytes,
  sse,
} from '../helpers/stream-response';

function start(connect: (signal: AbortSignal) => Promise<Response>, caller = new AbortController()) {
  const clock = createManualClock();
  const events: ChatStreamEvent[] = [];
  const invalid: string[] = [];
  const done = runChatStream({
    connect,
    clock,
    firstEventTimeoutMs: 120_000,
    idleTimeoutMs: 300_000,
    signal: caller.signal,
    onEvent: (event) => events.push(event),
    onInvalid: (reason) => invalid.push(reason),
  });
  return { clock, events, invalid, done, caller };
}

describe('runChatStream', () => {
  it('parses events split at every byte, including inside Chinese characters', async () => {
    const text =
      sse({ type: 'TEXT', content: '流式回答：中文字符' }) + sse({ type: 'RESULT', status: 'SUCCEEDED' });
    const bytes = new TextEncoder().encode(text);
    for (const sizes of [[1], [2, 3], [5, 1, 7]]) {
      const run = start(async () => responseFromChunks(splitBytes(bytes, sizes)));
      expect(await run.done).toEqual({ kind: 'result' });
      expect(run.events[0]).toEqual({ type: 'TEXT', content: '流式回答：中文字符' });
    }
  });

  it('decodes a read of megabytes 256 KB per task, each after a timer, and its event arrives whole', async () => {
    const content = '长'.repeat(300_000);
    const text = sse({ type: 'TEXT', content }) + sse({ type: 'RESULT', status: 'SUCCEEDED' });
    const bytes = new TextEncoder().encode(text);
    const run = start(async () => responseFromChunks([bytes]));
    let outcome: unknown;
    void run.done.then((end) => {
      outcome = end;
    });
    let tasks = 0;
    for (; outcome === undefined && tasks < 20; tasks += 1) {
      await flush();
      // Each piece after the first waits for a timer of its own.
      run.clock.advance(0);
    }
    expect(outcome).toEqual({ kind: 'result' });
    expect(tasks).toBe(Math.ceil(bytes.length / (256 * 1024)));
    expect(run.events[0]).toEqual({ type: 'TEXT', content });
  });

  it('accepts CRLF line ends, missing spaces, comments, retry/id lines and multi-line data', async () => {
    const text =
      ': keep-alive\r\n\r\nretry: 1000\r\nid: 1\r\ndata:{"type":"TEXT",\r\ndata: "content":"a"}\r\n\r\n' +
      'event: TEXT\ndata: {"content":"b"}\n\n' +
      'data: {"type":"RESULT","status":"SUCCEEDED"}\r\r';
    const run = start(async () => responseFromChunks([new TextEncoder().encode(text)]));
    expect(await run.done).toEqual({ kind: 'result' });
    expect(run.events.map((event) => (event.type === 'TEXT' ? event.content : event.type))).toEqual([
      'a',
      'b',
      'RESULT',
    ]);
  });

  it('skips malformed data and unknown kinds without ending the stream', async () => {
    const text = `data: oops\n\n${sse({ type: 'NEW_KIND' })}${sse({ type: 'TEXT', content: 'ok' })}`;
    const run = start(async () => responseFromChunks([new TextEncoder().encode(text)]));
    expect(await run.done).toEqual({ kind: 'closed', sawEvent: true });
    expect(run.invalid).toHaveLength(2);
    expect(run.events).toEqual([{ type: 'TEXT', content: 'ok' }]);
  });

  it('reports a body that closes before any event', async () => {
    const run = start(async () => responseFromChunks([]));
    expect(await run.done).toEqual({ kind: 'closed', sawEvent: false });
  });

  it('times out when no first event arrives within the first-event limit', async () => {
    const stream = createControlledStream();
    const run = start(async (signal) => {
      signal.addEventListener('abort', () => stream.fail(new DOMException('aborted', 'AbortError')));
      return stream.response;
    });
    await flush();
    run.clock.advance(119_999);
    await flush();
    expect(run.events).toHaveLength(0);
    run.clock.advance(1);
    expect(await run.done).toEqual({ kind: 'timeout', sawEvent: false });
  });

  it('times out between events with the idle limit, not the first-event limit', async () => {
    const stream = createControlledStream();
    const run = start(async (signal) => {
      signal.addEventListener('abort', () => stream.fail(new DOMException('aborted', 'AbortError')));
      return stream.response;
    });
    await flush();
    stream.push(sse({ type: 'TEXT', content: '开始' }));
    await flush();
    await flush();
    run.clock.advance(200_000);
    await flush();
    expect(run.events).toHaveLength(1);
    run.clock.advance(100_000);
    expect(await run.done).toEqual({ kind: 'timeout', sawEvent: true });
  });

  it('ends as aborted when the caller stops it', async () => {
    const stream = createControlledStream();
    const run = start(async (signal) => {
      signal.addEventListener('abort', () => stream.fail(new DOMException('aborted', 'AbortError')));
      return stream.response;
    });
    await flush();
    stream.push(sse({ type: 'TEXT', content: 'x' }));
    await flush();
    run.caller.abort();
    expect(await run.done).toEqual({ kind: 'aborted' });
  });

  it('reports a network failure mid-stream as an error after events', async () => {
    const stream = createControlledStream();
    const run = start(async () => stream.response);
    await flush();
    stream.push(sse({ type: 'TEXT', content: 'x' }));
    await flush();
    await flush();
    stream.fail();
    const end = await run.done;
    expect(end.kind).toBe('error');
    expect(end.kind === 'error' && end.sawEvent).toBe(true);
  });

  it('reports a rejected connection as an error before events', async () => {
    const run = start(async () => {
      throw new Error('boom');
    });
    const end = await run.done;
    expect(end).toMatchObject({ kind: 'error', sawEvent: false });
  });

  it('clears its timers when it ends', async () => {
    const run = start(async () =>
      responseFromChunks([new TextEncoder().encode(sse({ type: 'RESULT', status: 'SUCCEEDED' }))]),
    );
    await run.done;
    expect(run.clock.pending()).toBe(0);
  });
});

describe('runChatStream watchdog', () => {
  function startWith(firstEventTimeoutMs: number, idleTimeoutMs: number) {
    const clock = createManualClock();
    const stream = createControlledStream();
    const events: ChatStreamEvent[] = [];
    const done = runChatStream({
      connect: async (signal) => {
        signal.addEventListener('abort', () => stream.fail(new DOMException('aborted', 'AbortError')));
        return stream.response;
      },
      clock,
      firstEventTimeoutMs,
      idleTimeoutMs,
      signal: new AbortController().signal,
      onEvent: (event) => events.push(event),
      onInvalid: () => undefined,
    });
    return { clock, stream, events, done };
  }

  it('fires an idle limit shorter than the first-event limit on time', async () => {
    const run = startWith(120_000, 5_000);
    await flush();
    run.stream.push(sse({ type: 'TEXT', content: 'a' }));
    await flush();
    await flush();
    run.clock.advance(4_999);
    await flush();
    expect(run.events).toHaveLength(1);
    run.clock.advance(1);
    expect(await run.done).toEqual({ kind: 'timeout', sawEvent: true });
  });

  it('restarts the idle limit with every event, so a steady stream never times out', async () => {
    const run = startWith(1_000, 1_000);
    await flush();
    for (let index = 0; index < 5; index += 1) {
      run.stream.push(sse({ type: 'TEXT', content: String(index) }));
      await flush();
      await flush();
      run.clock.advance(900);
      await flush();
    }
    expect(run.events).toHaveLength(5);
    run.clock.advance(100);
    expect(await run.done).toEqual({ kind: 'timeout', sawEvent: true });
  });

  it('counts keep-alive comments as life only after the first event', async () => {
    const run = startWith(1_000, 1_000);
    await flush();
    run.stream.push(': keep-alive\n\n');
    await flush();
    await flush();
    run.clock.advance(1_000);
    expect(await run.done).toEqual({ kind: 'timeout', sawEvent: false });
  });

  it('after a suspension, reads what the stream delivered before believing the silence', async () => {
    const run = startWith(1_000, 1_000);
    await flush();
    run.stream.push(sse({ type: 'TEXT', content: 'a' }));
    await flush();
    await flush();
    // Asleep for a minute: the timer fires 59 s late, before the stream's buffered event is read.
    run.clock.advance(60_000);
    run.stream.push(sse({ type: 'TEXT', content: 'b' }));
    await flush();
    await flush();
    expect(run.events).toHaveLength(2);
    // The event moved the deadline: the stream lives on from it as usual.
    run.clock.advance(900);
    await flush();
    run.stream.push(sse({ type: 'RESULT', status: 'SUCCEEDED' }));
    expect(await run.done).toEqual({ kind: 'result' });
  });

  it('times out after the wake-up moment when nothing arrived while suspended', async () => {
    const run = startWith(120_000, 300_000);
    let ended = false;
    void run.done.then(() => {
      ended = true;
    });
    await flush();
    run.clock.advance(600_000);
    await flush();
    run.clock.advance(WAKE_GRACE_MS - 1);
    await flush();
    expect(ended).toBe(false);
    run.clock.advance(1);
    expect(await run.done).toEqual({ kind: 'timeout', sawEvent: false });
  });

  it('keeps a stream alive on keep-alive comments after the first event', async () => {
    const run = startWith(1_000, 1_000);
    await flush();
    run.stream.push(sse({ type: 'TEXT', content: 'a' }));
    await flush();
    await flush();
    for (let index = 0; index < 3; index += 1) {
      run.clock.advance(900);
      run.stream.push(': keep-alive\n\n');
      await flush();
      await flush();
    }
    run.clock.advance(900);
    await flush();
    run.stream.push(sse({ type: 'RESULT', status: 'SUCCEEDED' }));
    expect(await run.done).toEqual({ kind: 'result' });
  });
});
