import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTH_PREFIX,
  loginAtom,
  loginCredentialsAtom,
  loginStatusAtom,
  withLoginCredentials,
} from '../../src/state/actions/login';
import { configAtom, createChatStore, EMPTY_CHAT_CONFIG } from '../../src/state/chat-store';
import type { ChatErrorReport } from '../../src/state/error-report';
import { createFakeFetch, json, ok } from '../helpers/fake-server';

function setup(codes: Set<string>) {
  const server = createFakeFetch({
    'users/me': (_body, url) =>
      codes.has(url.searchParams.get('code') ?? '')
        ? ok({ user_id: 'u1', name: '访客' })
        : json({ code: 401, message: '登录码无效或已使用' }, 401),
    access_key: (_body, url) => {
      const code = url.searchParams.get('code') ?? '';
      if (!codes.delete(code)) return json({ code: 401, message: '登录码无效或已使用' }, 401);
      return ok({ access_key: 'issued-key', workspace_id: 'ws-login' });
    },
  });
  const errors: ChatErrorReport[] = [];
  const store = createChatStore({ fetch: server.fetch, reportError: (report) => errors.push(report) });
  store.set(configAtom, {
    ...EMPTY_CHAT_CONFIG,
    agentId: 'demo-agent',
    token: 'old-token',
    baseUrl: 'https://p.test',
  });
  return { store, server, errors };
}

describe('logging in with a one-time code', () => {
  it('switches the chat to Open API mode with the issued key and workspace', async () => {
    const { store, server } = setup(new Set(['c1']));
    const pending = store.set(loginAtom, { code: ' c1 ' });
    expect(store.get(loginStatusAtom)).toEqual({ state: 'pending' });
    expect(await pending).toBe(true);
    expect(store.get(configAtom)).toMatchObject({
      accessKey: 'issued-key',
      workspaceId: 'ws-login',
      token: undefined,
      agentId: 'demo-agent',
    });
    expect(store.get(loginCredentialsAtom)).toEqual({ accessKey: 'issued-key', workspaceId: 'ws-login' });
    expect(store.get(loginStatusAtom)).toEqual({
      state: 'done',
      user: { userId: 'u1', name: '访客', avatar: '' },
    });
    expect(server.calls.map((call) => call.path)).toEqual([
      `${DEFAULT_AUTH_PREFIX}/users/me`,
      `${DEFAULT_AUTH_PREFIX}/access_key`,
    ]);
  });

  it('uses the given prefix', async () => {
    const { store, server } = setup(new Set(['c1']));
    await store.set(loginAtom, { code: 'c1', prefix: '/org' });
    expect(server.calls.map((call) => call.path)).toEqual(['/org/users/me', '/org/access_key']);
  });

  it('puts the pair right under base-url when the prefix is empty', async () => {
    const { store, server } = setup(new Set(['c1']));
    await store.set(loginAtom, { code: 'c1', prefix: '' });
    expect(server.calls.map((call) => call.path)).toEqual(['/users/me', '/access_key']);
  });

  it('reports a used code under chatUtil, shows why, and keeps the old credentials', async () => {
    const { store, errors } = setup(new Set(['c1']));
    expect(await store.set(loginAtom, { code: 'c1' })).toBe(true);
    store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'demo-agent', token: 'old-token' });
    store.set(loginCredentialsAtom, null);
    expect(await store.set(loginAtom, { code: 'c1' })).toBe(false);
    expect(store.get(loginStatusAtom)).toEqual({ state: 'failed', message: '登录码无效或已使用' });
    expect(store.get(configAtom)?.token).toBe('old-token');
    expect(errors).toEqual([
      expect.objectContaining({ module: 'chatUtil', message: '登录码无效或已使用', status: 401 }),
    ]);
  });

  it('ignores a blank code', async () => {
    const { store, server } = setup(new Set());
    expect(await store.set(loginAtom, { code: '  ' })).toBe(false);
    expect(server.calls).toHaveLength(0);
  });

  it('lets login credentials win over the attributes, and leaves a config alone without them', () => {
    const config = { ...EMPTY_CHAT_CONFIG, accessKey: 'a', workspaceId: 'w', getToken: () => 't' };
    expect(withLoginCredentials(config, null)).toBe(config);
    expect(withLoginCredentials(config, { accessKey: 'k', workspaceId: 'w2' })).toMatchObject({
      accessKey: 'k',
      workspaceId: 'w2',
      getToken: undefined,
    });
  });
});
