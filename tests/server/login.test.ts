// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Json, startReferenceServer } from './server-harness';

const server = startReferenceServer();

async function get(path: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(server.url(path));
  return { status: response.status, body: await response.json() };
}

const me = (code: string) => get(`/v1/oapi/agent/users/me?code=${encodeURIComponent(code)}`);
const accessKey = (code: string) => get(`/v1/oapi/agent/access_key?code=${encodeURIComponent(code)}`);

async function issueCode(workspaceId?: string): Promise<string> {
  const response = await fetch(server.url('/__test/login-code'), {
    method: 'POST',
    body: JSON.stringify(workspaceId ? { workspace_id: workspaceId } : {}),
  });
  return ((await response.json()) as Json).data.code;
}

describe('login pair', () => {
  it('turns an issued code into the user and Open API credentials, without any credential', async () => {
    const code = await issueCode('ws-login');
    expect(await me(code)).toEqual({
      status: 200,
      body: { code: 0, message: 'ok', data: { user_id: 'user-demo', name: '演示用户', avatar: '' } },
    });
    const { status, body } = await accessKey(code);
    expect(status).toBe(200);
    expect(body.data).toEqual({ access_key: 'demo-access-key', workspace_id: 'ws-login' });
  });

  it('spends a code with its access key: both calls refuse it afterwards', async () => {
    const code = await issueCode();
    expect((await accessKey(code)).status).toBe(200);
    expect(await accessKey(code)).toEqual({
      status: 401,
      body: { code: 401, message: '登录码无效或已使用' },
    });
    expect((await me(code)).status).toBe(401);
  });

  it('refuses unknown and missing codes', async () => {
    expect((await me('nope')).status).toBe(401);
    expect((await get('/v1/oapi/agent/access_key')).body).toEqual({ code: 400, message: '缺少 code' });
  });

  it('re-arms the fixed demo code on reset', async () => {
    expect((await accessKey('demo-login-code')).body.data.workspace_id).toBe('ws-demo');
    expect((await accessKey('demo-login-code')).status).toBe(401);
    await fetch(server.url('/__test/reset'), { method: 'POST' });
    expect((await accessKey('demo-login-code')).status).toBe(200);
  });
});
