import { describe, expect, it } from 'vitest';
import { credentialsFromWire, exchangeLoginCode, loginUrl } from '../../src/api/login-api';
import { createFakeFetch, json, ok } from '../helpers/fake-server';

const place = {
  code: 'one time',
  prefix: '/v1/oapi/agent',
  baseUrl: 'https://platform.example/',
  env: 'production' as const,
};

describe('login pair URLs', () => {
  it('joins base-url, the prefix and the call, with the code in the query string', () => {
    expect(loginUrl(place, 'users/me')).toBe('https://platform.example/v1/oapi/agent/users/me?code=one+time');
    expect(loginUrl({ ...place, prefix: 'org/' }, 'access_key')).toBe(
      'https://platform.example/org/access_key?code=one+time',
    );
  });

  it('takes an absolute prefix as it is, and adds env outside production', () => {
    expect(loginUrl({ ...place, prefix: 'https://login.example/api/', env: 'pre' }, 'users/me')).toBe(
      'https://login.example/api/users/me?code=one+time&env=pre',
    );
  });
});

describe('exchanging a login code', () => {
  const exchange = (fetchStub: typeof fetch) => ({ ...place, requestTimeoutMs: 1000, fetch: fetchStub });

  it('reads the user, then the credentials, sending no credential header', async () => {
    const server = createFakeFetch({
      'users/me': () => ok({ user_id: 7, name: '访客', avatar: 'https://a.test/x.png' }),
      access_key: () => ok({ access_key: 'key-1', workspace_id: 9 }),
    });
    const result = await exchangeLoginCode(exchange(server.fetch));
    expect(result).toEqual({
      user: { userId: '7', name: '访客', avatar: 'https://a.test/x.png' },
      credentials: { accessKey: 'key-1', workspaceId: '9' },
    });
    expect(server.calls.map((call) => call.path)).toEqual([
      '/v1/oapi/agent/users/me',
      '/v1/oapi/agent/access_key',
    ]);
    for (const call of server.calls) expect(Object.keys(call.headers)).toEqual(['Accept']);
  });

  it('stops at a refused code with the server’s message and never asks for the key', async () => {
    const server = createFakeFetch({
      'users/me': () => json({ code: 401, message: '登录码无效或已使用' }, 401),
      access_key: () => ok({ access_key: 'key-1', workspace_id: 'w' }),
    });
    await expect(exchangeLoginCode(exchange(server.fetch))).rejects.toThrow('登录码无效或已使用');
    expect(server.calls).toHaveLength(1);
  });

  it('treats an answer without a key or workspace as a failure', () => {
    expect(() => credentialsFromWire({ access_key: 'k' })).toThrow();
    expect(() => credentialsFromWire(null)).toThrow();
  });
});
