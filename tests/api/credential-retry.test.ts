import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import type { ConnectionConfig } from '../../src/api/connection-config';
import { createHttpClient } from '../../src/api/http-client';

const base: ConnectionConfig = {
  baseUrl: 'https://agents.example.com',
  workspaceId: 'ws-1',
  agentId: 'agent-1',
  env: 'production',
  requestTimeoutMs: 60_000,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () => json({ code: 401, message: 'Authorization 无效或已过期' }, 401);

/** A platform that accepts only `valid`; the token provider hands out `tokens` in turn. */
function setup(config: Partial<ConnectionConfig>, valid: string, tokens: string[] = []) {
  const sent: string[] = [];
  let asked = 0;
  let refusals = 0;
  const hints: boolean[] = [];
  const fetchStub: typeof fetch = async (_input, init) => {
    const headers = init?.headers as Record<string, string>;
    const credential = headers.Authorization ?? headers['Access-Key'] ?? '';
    sent.push(credential);
    return credential === valid ? json({ code: 0, data: 'ok' }) : unauthorized();
  };
  const getToken = (request?: { expired: boolean }) => {
    hints.push(request?.expired ?? false);
    return tokens[Math.min(asked++, tokens.length - 1)] ?? '';
  };
  const client = createHttpClient({
    getConfig: () => ({ ...base, ...(tokens.length ? { getToken } : {}), ...config }),
    fetch: fetchStub,
    onAccessKeyRefused: () => {
      refusals += 1;
    },
  });
  return { client, sent, hints, refusals: () => refusals };
}

const call = { method: 'GET', path: 'chat/records' } as const;

describe('credentials on a 401', () => {
  it('asks getToken again, saying the token expired, and retries a JSON call once', async () => {
    const { client, sent, hints } = setup({}, 'fresh', ['expired', 'fresh']);
    await expect(client.request(call)).resolves.toBe('ok');
    expect(sent).toEqual(['expired', 'fresh']);
    expect(hints).toEqual([false, true]);
  });

  it('retries the streaming open the same way', async () => {
    const { client, sent } = setup({}, 'fresh', ['expired', 'fresh']);
    const response = await client.open({ method: 'POST', path: 'chat/completions', body: {} });
    expect(response.status).toBe(200);
    expect(sent).toEqual(['expired', 'fresh']);
  });

  it('reports a second 401 as before, after one retry only', async () => {
    const { client, sent } = setup({}, 'never', ['expired', 'still-expired', 'third']);
    const failure = await client.request(call).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 401, message: 'Authorization 无效或已过期' });
    expect(sent).toEqual(['expired', 'still-expired']);
  });

  it('does not retry a fixed token attribute, which would send the same token again', async () => {
    const { client, sent } = setup({ token: 'old' }, 'new');
    await expect(client.request(call)).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual(['old']);
  });

  it('in Open API mode, reports the 401 without a retry and says the access key was refused', async () => {
    const { client, sent, refusals } = setup({ accessKey: 'wrong' }, 'right');
    await expect(client.request(call)).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual(['wrong']);
    expect(refusals()).toBe(1);
  });

  it('leaves other failures alone: no retry and no refusal', async () => {
    let calls = 0;
    const client = createHttpClient({
      getConfig: () => ({ ...base, getToken: () => 't' }),
      fetch: async () => {
        calls += 1;
        return json({ code: 403, message: '无权限' }, 403);
      },
    });
    await expect(client.request(call)).rejects.toMatchObject({ status: 403 });
    expect(calls).toBe(1);
  });
});
