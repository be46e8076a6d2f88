import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Posted = [kind: number, value?: unknown];

/** The module keeps whether the page refused a worker: each test loads a fresh copy. */
async function load() {
  vi.resetModules();
  return import('../../src/platform/worker-fetch');
}

/** A response whose body yields `chunks`, each after the previous one was read. */
function responseOf(status: number, chunks: string[]): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks.shift();
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
  });
  return new Response(stream, { status });
}

async function readText(response: Response): Promise<string> {
  return new TextDecoder().decode(await response.arrayBuffer());
}

describe('the worker program', () => {
  let posted: Posted[];
  let scope: { postMessage(message: Posted): void; onmessage?: (event: { data: unknown }) => Promise<void> };
  beforeEach(() => {
    posted = [];
    scope = { postMessage: (message) => posted.push(message) };
    vi.stubGlobal('self', scope);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts the status, then the body in batches rather than per network chunk, then the end', async () => {
    const fetchInWorkerScope = vi.fn(async () =>
      responseOf(200, ['data: a\n\n', 'data: b\n\n', 'data: c\n\n']),
    );
    vi.stubGlobal('fetch', fetchInWorkerScope);
    const { workerProgram } = await load();
    workerProgram(40);
    await scope.onmessage?.({ data: ['http://x.test/v1/chat_messages', { method: 'POST', body: '{}' }] });
    expect(fetchInWorkerScope).toHaveBeenCalledWith('http://x.test/v1/chat_messages', {
      method: 'POST',
      body: '{}',
    });
    expect(posted[0]).toEqual([0, 200]);
    // Three chunks read within one batch window arrive as one transfer.
    expect(posted.slice(1, -1)).toHaveLength(1);
    expect(new TextDecoder().decode(posted[1]![1] as Uint8Array)).toBe('data: a\n\ndata: b\n\ndata: c\n\n');
    expect(posted.at(-1)).toEqual([2]);
  });

  it('posts bytes after a quiet spell at once, and at most one batch per window while text streams', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const encoder = new TextEncoder();
      let body: ReadableStreamDefaultController<Uint8Array> | undefined;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          body = controller;
        },
      });
      vi.stubGlobal('fetch', async () => new Response(stream, { status: 200 }));
      const { workerProgram } = await load();
      workerProgram(80);
      const done = scope.onmessage?.({ data: ['http://x.test/', {}] });
      const batches = () => posted.filter(([kind]) => kind === 1).length;
      const chunk = async (text: string) => {
        body?.enqueue(encoder.encode(text));
        await vi.advanceTimersByTimeAsync(0);
      };
      await chunk('data: first\n\n');
      // The first words go at once.
      expect(batches()).toBe(1);
      for (let step = 0; step < 7; step += 1) {
        await chunk('data: more\n\n');
        await vi.advanceTimersByTimeAsync(10);
      }
      // 70 ms of chunks every 10 ms: held until 80 ms after the first batch.
      expect(batches()).toBe(1);
      await vi.advanceTimersByTimeAsync(10);
      expect(batches()).toBe(2);
      body?.close();
      await vi.advanceTimersByTimeAsync(0);
      await done;
      expect(posted.at(-1)).toEqual([2]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('posts the name of the error that ended the request, after the bytes it had', async () => {
    const encoder = new TextEncoder();
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new TypeError('connection reset'));
        else controller.enqueue(encoder.encode('data: a\n\n'));
        sent = true;
      },
    });
    vi.stubGlobal('fetch', async () => new Response(body, { status: 200 }));
    const { workerProgram } = await load();
    workerProgram(40);
    await scope.onmessage?.({ data: ['http://x.test/', {}] });
    expect(posted.map(([kind]) => kind)).toEqual([0, 1, 3]);
    expect(posted[2]).toEqual([3, 'TypeError']);
  });

  it('posts a failed request as FAILED with no status', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const { workerProgram } = await load();
    workerProgram(40);
    await scope.onmessage?.({ data: ['http://x.test/', {}] });
    expect(posted).toEqual([[3, 'TypeError']]);
  });
});

/** A stand-in for `Worker`: records what the page sends and lets a test answer as the worker would. */
class FakeWorker {
  static made: FakeWorker[] = [];
  sent: unknown[] = [];
  terminated = false;
  onmessage: ((event: { data: Posted }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly script: string) {
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(...messages: Posted[]) {
    for (const data of messages) this.onmessage?.({ data });
  }
}

/**
 * A page at https://host.test/shop/ whose workers are FakeWorkers and whose own fetch answers
 * "from the page", for each test of the calling describe block. Returns that fetch's mock, by call.
 */
function onAPageWithFakeWorkers(): () => ReturnType<typeof vi.fn> {
  let pageFetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    FakeWorker.made = [];
    pageFetch = vi.fn(async () => responseOf(200, ['from the page']));
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('fetch', pageFetch);
    vi.stubGlobal('document', { baseURI: 'https://host.test/shop/index.html' });
  });
  afterEach(() => vi.unstubAllGlobals());
  return () => pageFetch;
}

describe('fetchInWorker', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  const pageFetchOf = onAPageWithFakeWorkers();
  let pageFetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    pageFetch = pageFetchOf();
  });

  it('sends the request to a worker with its URL resolved against the page, and streams the answer', async () => {
    const { fetchInWorker } = await load();
    const signal = new AbortController().signal;
    const pending = fetchInWorker('/v1/chat_messages', { method: 'POST', body: '{"q":1}', signal });
    const worker = FakeWorker.made[0]!;
    expect(worker.script).toMatch(/^blob:/);
    expect(worker.sent).toEqual([
      ['https://host.test/v1/chat_messages', { method: 'POST', body: '{"q":1}' }],
    ]);
    worker.answer([0, 201], [1, bytes('data: one\n\n')], [1, bytes('data: two\n\n')], [2]);
    const response = await pending;
    expect(response.status).toBe(201);
    expect(await readText(response)).toBe('data: one\n\ndata: two\n\n');
    expect(worker.terminated).toBe(true);
    expect(pageFetch).not.toHaveBeenCalled();
  });

  it('gives each stream its own worker from one script', async () => {
    const { fetchInWorker } = await load();
    void fetchInWorker('https://api.test/a', {});
    void fetchInWorker('https://api.test/b', {});
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[0]!.script).toBe(FakeWorker.made[1]!.script);
  });

  it('errors the body when the request fails after its status arrived, keeping the bytes before', async () => {
    const { fetchInWorker } = await load();
    const pending = fetchInWorker('https://api.test/', {});
    const worker = FakeWorker.made[0]!;
    worker.answer([0, 200], [1, bytes('data: kept\n\n')]);
    const reader = (await pending).body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: kept\n\n');
    worker.answer([3, 'TypeError']);
    await expect(reader.read()).rejects.toThrow(TypeError);
    expect(worker.terminated).toBe(true);
  });

  it('rejects a request that failed before any status, as fetch would', async () => {
    const { fetchInWorker } = await load();
    const pending = fetchInWorker('https://api.test/', {});
    FakeWorker.made[0]!.answer([3, 'TypeError']);
    await expect(pending).rejects.toThrow(TypeError);
  });

  it('ends the worker when the caller aborts, before or after the status', async () => {
    const { fetchInWorker } = await load();
    const before = new AbortController();
    const first = fetchInWorker('https://api.test/1', { signal: before.signal });
    before.abort();
    await expect(first).rejects.toThrow();
    expect(FakeWorker.made[0]!.terminated).toBe(true);

    const after = new AbortController();
    const second = fetchInWorker('https://api.test/2', { signal: after.signal });
    FakeWorker.made[1]!.answer([0, 200]);
    const reader = (await second).body!.getReader();
    after.abort();
    await expect(reader.read()).rejects.toThrow();
    expect(FakeWorker.made[1]!.terminated).toBe(true);
  });

  it('sends nothing to a worker for a signal that is already aborted', async () => {
    const { fetchInWorker } = await load();
    await expect(fetchInWorker('https://api.test/', { signal: AbortSignal.abort() })).rejects.toThrow();
    expect(FakeWorker.made[0]!.sent).toEqual([]);
  });

  it('sends the request from the page when the worker fails to start, and stops trying workers', async () => {
    const { fetchInWorker } = await load();
    const init = { method: 'POST', body: '{}' };
    const pending = fetchInWorker('https://api.test/refused', init);
    FakeWorker.made[0]!.onerror?.();
    expect(await readText(await pending)).toBe('from the page');
    expect(pageFetch).toHaveBeenCalledWith('https://api.test/refused', init);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    await fetchInWorker('https://api.test/next', init);
    expect(FakeWorker.made).toHaveLength(1);
    expect(pageFetch).toHaveBeenCalledTimes(2);
  });

  it('ignores a worker error once the worker has answered (the request is already out)', async () => {
    const { fetchInWorker } = await load();
    const pending = fetchInWorker('https://api.test/', {});
    const worker = FakeWorker.made[0]!;
    worker.answer([0, 200]);
    worker.onerror?.();
    worker.answer([1, bytes('data: x\n\n')], [2]);
    expect(await readText(await pending)).toBe('data: x\n\n');
    expect(pageFetch).not.toHaveBeenCalled();
  });

  it('sends from the page where a worker cannot be constructed or does not exist', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    let module = await load();
    await module.fetchInWorker('https://api.test/', {});
    expect(pageFetch).toHaveBeenCalledOnce();
    vi.stubGlobal('Worker', undefined);
    module = await load();
    await module.fetchInWorker('https://api.test/', {});
    expect(pageFetch).toHaveBeenCalledTimes(2);
  });
});

describe('streamFetch', () => {
  const pageFetchOf = onAPageWithFakeWorkers();

  it('reads the stream on the page and tries no worker unless the site owner asked for one', async () => {
    const { streamFetch } = await load();
    const init = { method: 'POST', body: '{}' };
    const response = await streamFetch(() => undefined)('https://api.test/chat_messages', init);
    expect(await readText(response)).toBe('from the page');
    expect(pageFetchOf()).toHaveBeenCalledWith('https://api.test/chat_messages', init);
    expect(FakeWorker.made).toEqual([]);
  });

  it('reads in a worker while asked, deciding again at each stream', async () => {
    const { streamFetch } = await load();
    let asked = true;
    const send = streamFetch(() => asked);
    void send('https://api.test/first', {});
    expect(FakeWorker.made).toHaveLength(1);
    expect(pageFetchOf()).not.toHaveBeenCalled();
    asked = false;
    await send('https://api.test/second', {});
    expect(FakeWorker.made).toHaveLength(1);
    expect(pageFetchOf()).toHaveBeenCalledWith('https://api.test/second', {});
  });
});
