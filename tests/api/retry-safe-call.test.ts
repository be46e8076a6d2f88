import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import type { ConnectionConfig } from '../../src/api/connection-config';
import { createHttpClient, type HttpMethod } from '../../src/api/http-client';

const config: ConnectionConfig = {
  baseUrl: 'https://agents.example.com',
  workspaceId: 'ws-1',
  agentId: 'agent-1',
  accessKey: 'key-1',
  env: 'production',
  requestTimeoutMs: 60_000,
};

const ok = () => new Response(JSON.stringify({ code: 0, data: 'served' }), { status: 200 });
const proxyPage = (status: number) => new Response('<html>nginx</html>', { status });
const refused = () => Promise.reject(new TypeError('Failed to fetch'));

/** A client whose server answers from the list in turn (the last answer repeats); counts the calls. */
function clientAnswering(answers: Array<() => Response | Promise<Response>>, online = () => true) {
  let calls = 0;
  const fetchStub: typeof fetch = async (_input, init) => {
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const answer = answers[Math.min(calls, answers.length - 1)] ?? ok;
    calls += 1;
    return answer();
  };
  const client = createHttpClient({ getConfig: () => config, fetch: fetchStub, online });
  return { client, calls: () => calls };
}

/** Runs the request while moving fake time on, and settles to its value or its error. */
async function settle(promise: Promise<unknown>, advanceMs = 3_000): Promise<unknown> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(advanceMs);
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('calls that are safe to repeat, against a restarting server', () => {
  it.each([502, 503, 504])('retries a GET answered %i twice, then serves it', async (status) => {
    const server = clientAnswering([() => proxyPage(status), () => proxyPage(status), ok]);
    expect(await settle(server.client.request({ method: 'GET', path: 'x' }))).toEqual({ value: 'served' });
    expect(server.calls()).toBe(3);
  });

  it('retries a GET whose connection was refused', async () => {
    const server = clientAnswering([refused, ok]);
    expect(await settle(server.client.request({ method: 'GET', path: 'x' }))).toEqual({ value: 'served' });
    expect(server.calls()).toBe(2);
  });

  it('waits 500 ms, then 1.5 s, before the tries', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const server = clientAnswering([refused]);
    const outcome = settle(server.client.request({ method: 'GET', path: 'x' }), 0);
    await vi.advanceTimersByTimeAsync(499);
    expect(server.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(server.calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls()).toBe(3);
    expect(await outcome).toMatchObject({ error: { kind: 'network' } });
  });

  it('moves each wait by up to a fifth either way, so tabs failing together do not return together', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0);
    const early = clientAnswering([refused, ok]);
    void settle(early.client.request({ method: 'GET', path: 'x' }), 0);
    await vi.advanceTimersByTimeAsync(400);
    expect(early.calls()).toBe(2);
    random.mockReturnValue(0.999);
    const late = clientAnswering([refused, ok]);
    void settle(late.client.request({ method: 'GET', path: 'x' }), 0);
    await vi.advanceTimersByTimeAsync(590);
    expect(late.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(10);
    expect(late.calls()).toBe(2);
  });

  it('gives up after two retries with the last failure', async () => {
    const server = clientAnswering([() => proxyPage(503)]);
    expect(await settle(server.client.request({ method: 'GET', path: 'x' }))).toMatchObject({
      error: { kind: 'http', status: 503 },
    });
    expect(server.calls()).toBe(3);
  });

  it.each<HttpMethod>(['POST', 'PUT', 'DELETE'])('never retries a %s', async (method) => {
    const server = clientAnswering([() => proxyPage(503), ok]);
    expect(await settle(server.client.request({ method, path: 'x' }))).toMatchObject({
      error: { status: 503 },
    });
    expect(server.calls()).toBe(1);
  });

  it('never retries the streaming call', async () => {
    const server = clientAnswering([() => proxyPage(503), ok]);
    expect(await settle(server.client.open({ method: 'GET', path: 'x' }))).toMatchObject({
      error: { status: 503 },
    });
    expect(server.calls()).toBe(1);
  });

  it('does not retry other failures', async () => {
    const server = clientAnswering([() => proxyPage(500), () => proxyPage(404), ok]);
    expect(await settle(server.client.request({ method: 'GET', path: 'x' }))).toMatchObject({
      error: { status: 500 },
    });
    expect(server.calls()).toBe(1);
  });

  it('fails at once while the browser is offline', async () => {
    const server = clientAnswering([refused, ok], () => false);
    expect(await settle(server.client.request({ method: 'GET', path: 'x' }), 0)).toMatchObject({
      error: { kind: 'network' },
    });
    expect(server.calls()).toBe(1);
  });

  it('stops retrying when the caller aborts', async () => {
    const server = clientAnswering([refused, ok]);
    const caller = new AbortController();
    const outcome = settle(server.client.request({ method: 'GET', path: 'x', signal: caller.signal }), 0);
    await vi.advanceTimersByTimeAsync(100);
    caller.abort();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await outcome).toMatchObject({ error: { kind: 'aborted' } });
    expect(server.calls()).toBe(1);
  });

  it('stops retrying at the request time-out', async () => {
    let calls = 0;
    const client = createHttpClient({
      getConfig: () => ({ ...config, requestTimeoutMs: 300 }),
      fetch: async (_input, init) => {
        if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
        calls += 1;
        return refused();
      },
    });
    expect(await settle(client.request({ method: 'GET', path: 'x' }))).toEqual({
      error: new ApiError('timeout', 'request timed out after 300 ms'),
    });
    expect(calls).toBe(1);
  });
});
