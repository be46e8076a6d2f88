import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import type { ConnectionConfig } from '../../src/api/connection-config';
import { createHttpClient } from '../../src/api/http-client';

const openConfig: ConnectionConfig = {
  baseUrl: 'https://agents.example.com/',
  workspaceId: 'ws-1',
  agentId: 'agent-1',
  accessKey: 'key-1',
  env: 'production',
  requestTimeoutMs: 60_000,
};

interface Captured {
  url: string;
  init: RequestInit;
}

function clientFor(config: ConnectionConfig, answer: () => Response | Promise<Response>) {
  const calls: Captured[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    return answer();
  };
  return { client: createHttpClient({ getConfig: () => config, fetch: fetchStub }), calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('http client', () => {
  it('uses the Open API base and sends workspace and access-key headers', async () => {
    const { client, calls } = clientFor(openConfig, () => json({ code: 0, data: { ok: 1 } }));
    const data = await client.request({ method: 'POST', path: 'agent/detail', body: { flow_id: 'agent-1' } });
    expect(data).toEqual({ ok: 1 });
    expect(calls[0]?.url).toBe('https://agents.example.com/v1/oapi/agent/agent/detail');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers['Workspace-Id']).toBe('ws-1');
    expect(headers['Access-Key']).toBe('key-1');
    expect(headers.Authorization).toBeUndefined();
    expect(calls[0]?.init.body).toBe('{"flow_id":"agent-1"}');
  });

  it('uses the /v1 base and the authorization header in inner mode', async () => {
    const config = { ...openConfig, accessKey: undefined, token: 'Bearer t-1' };
    const { client, calls } = clientFor(config, () => json({ code: 0, data: [] }));
    await client.request({ method: 'GET', path: 'chat/records', query: { page_number: 1 } });
    expect(calls[0]?.url).toBe('https://agents.example.com/v1/chat/records?page_number=1');
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer t-1');
    expect(headers['Access-Key']).toBeUndefined();
  });

  it('asks getToken for a token on every call', async () => {
    let issued = 0;
    const config = { ...openConfig, accessKey: undefined, getToken: async () => `token-${++issued}` };
    const { client, calls } = clientFor(config, () => json({ code: 0, data: null }));
    await client.request({ method: 'GET', path: 'a' });
    await client.request({ method: 'GET', path: 'b' });
    expect(calls.map((call) => (call.init.headers as Record<string, string>).Authorization)).toEqual([
      'token-1',
      'token-2',
    ]);
  });

  it('never puts credentials in the URL', async () => {
    const { client, calls } = clientFor({ ...openConfig, env: 'pre' }, () => json({ code: 0 }));
    await client.request({ method: 'GET', path: 'x', query: { conversation_id: 'c' } });
    expect(calls[0]?.url).toBe('https://agents.example.com/v1/oapi/agent/x?conversation_id=c&env=pre');
    expect(calls[0]?.url).not.toContain('key-1');
  });

  it('adds env only when it is not production', async () => {
    const { client, calls } = clientFor(openConfig, () => json({ code: 0 }));
    await client.request({ method: 'GET', path: 'x' });
    expect(calls[0]?.url).not.toContain('env=');
  });

  it("raises the server's message for a non-2xx answer", async () => {
    const { client } = clientFor(openConfig, () => json({ code: 401, message: 'Access-Key 无效' }, 401));
    await expect(client.request({ method: 'GET', path: 'x' })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      message: 'Access-Key 无效',
    });
  });

  it("raises 'fetch fail: {status}' when the error body has no message", async () => {
    const { client } = clientFor(openConfig, () => new Response('<html>bad gateway</html>', { status: 502 }));
    // A POST: a GET would be tried again first (retry-safe-call.test.ts).
    await expect(client.request({ method: 'POST', path: 'x' })).rejects.toMatchObject({
      message: 'fetch fail: 502',
    });
  });

  it('treats a 2xx envelope with a non-zero code or success false as an error', async () => {
    const coded = clientFor(openConfig, () => json({ code: 5001, message: '参数错误' }));
    await expect(coded.client.request({ method: 'GET', path: 'x' })).rejects.toMatchObject({
      kind: 'envelope',
      message: '参数错误',
      code: 5001,
    });
    const flagged = clientFor(openConfig, () => json({ success: false, message: '失败了' }));
    await expect(flagged.client.request({ method: 'GET', path: 'x' })).rejects.toBeInstanceOf(ApiError);
  });

  it('keeps the fallback texts for an error answer whose message is empty or missing', async () => {
    const emptyHttp = clientFor(openConfig, () => json({ code: 'E_BUSY', message: '' }, 503));
    await expect(emptyHttp.client.request({ method: 'POST', path: 'x' })).rejects.toMatchObject({
      kind: 'http',
      status: 503,
      code: 'E_BUSY',
      message: 'fetch fail: 503',
    });
    const nullHttp = clientFor(openConfig, () => new Response('null', { status: 500 }));
    await expect(nullHttp.client.request({ method: 'GET', path: 'x' })).rejects.toMatchObject({
      message: 'fetch fail: 500',
      code: undefined,
    });
    const bareEnvelope = clientFor(openConfig, () => json({ code: '7', message: 7 }));
    await expect(bareEnvelope.client.request({ method: 'GET', path: 'x' })).rejects.toMatchObject({
      kind: 'envelope',
      status: 200,
      code: '7',
      message: 'request failed',
    });
    const objectCode = clientFor(openConfig, () => json({ code: { n: 1 }, success: false }));
    await expect(objectCode.client.request({ method: 'GET', path: 'x' })).rejects.toMatchObject({
      message: 'request failed',
      code: undefined,
    });
  });

  it('times out after the request timeout', async () => {
    const config = { ...openConfig, requestTimeoutMs: 20 };
    const neverAnswering: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const client = createHttpClient({ getConfig: () => config, fetch: neverAnswering });
    await expect(client.request({ method: 'GET', path: 'x' })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('sends streaming calls through streamFetch, with the same URL, headers and body, and JSON calls through fetch', async () => {
    const streamed: Captured[] = [];
    const calls: Captured[] = [];
    const client = createHttpClient({
      getConfig: () => openConfig,
      fetch: async (input, init) => {
        calls.push({ url: String(input), init: init ?? {} });
        return json({ code: 0, data: null });
      },
      streamFetch: async (url, init) => {
        streamed.push({ url, init });
        return new Response('data: {}\n\n', { status: 200 });
      },
    });
    const response = await client.open({ method: 'POST', path: 'chat_messages', body: { query: 'hi' } });
    expect(await response.text()).toBe('data: {}\n\n');
    expect(streamed).toHaveLength(1);
    expect(streamed[0]!.url).toBe('https://agents.example.com/v1/oapi/agent/chat_messages');
    expect(streamed[0]!.init).toMatchObject({ method: 'POST', body: '{"query":"hi"}', credentials: 'omit' });
    expect(streamed[0]!.init.headers).toMatchObject({ 'Access-Key': 'key-1', 'Workspace-Id': 'ws-1' });
    await client.request({ method: 'GET', path: 'agent/detail' });
    expect(calls).toHaveLength(1);
    expect(streamed).toHaveLength(1);
  });

  it('reports a missing credential as a configuration error without calling the server', async () => {
    const { client, calls } = clientFor({ ...openConfig, accessKey: undefined }, () => json({ code: 0 }));
    await expect(client.request({ method: 'GET', path: 'x' })).rejects.toMatchObject({ kind: 'config' });
    expect(calls).toHaveLength(0);
  });
});
