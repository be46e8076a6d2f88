// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INNER, OPEN, startReferenceServer } from './server-harness';

const server = startReferenceServer();

async function credentials(headers: Record<string, string> = OPEN) {
  return (await server.call('GET', 'upload_sts', undefined, headers)).body.data;
}

function put(endpoint: string, path: string, token: string | undefined, body: string, type = 'text/plain') {
  const headers: Record<string, string> = { 'Content-Type': type };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${endpoint}/${path}`, { method: 'PUT', headers, body });
}

function register(
  conversationId: string,
  ossPath: string,
  extra: Record<string, unknown> = {},
  headers = OPEN,
) {
  return server.call(
    'POST',
    'file_upload_oss',
    {
      oss_path: ossPath,
      file_type: 'text/plain',
      file_name: '说明.txt',
      file_size: 5,
      conversation_id: conversationId,
      robot_id: 'demo-agent',
      file_action: 'FILE_URL',
      ...extra,
    },
    headers,
  );
}

describe('uploads', () => {
  it('stores bytes with the signed token, registers them and serves them with their type', async () => {
    const id = await server.createConversation();
    const sts = await credentials();
    expect(sts).toEqual({
      endpoint: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/storage$/),
      token: expect.any(String),
      path_prefix: 'workspaces/ws-1/',
      expires_at: expect.any(String),
    });
    expect(
      (await put(sts.endpoint, `${sts.path_prefix}chat/web/demo-agent/1-a.txt`, sts.token, 'hello')).status,
    ).toBe(200);
    const { body } = await register(id, `${sts.path_prefix}chat/web/demo-agent/1-a.txt`);
    expect(body.data).toEqual({
      file_url: expect.stringContaining('/files/'),
      upload_file_id: expect.any(String),
    });
    const file = await fetch(body.data.file_url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/plain');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename\*=UTF-8''/);
    expect(await file.text()).toBe('hello');
    // An object registers once.
    expect((await register(id, `${sts.path_prefix}chat/web/demo-agent/1-a.txt`)).status).toBe(404);
  });

  it('refuses storage without a valid token or outside the token prefix', async () => {
    const sts = await credentials();
    expect((await put(sts.endpoint, `${sts.path_prefix}chat/a/b.txt`, undefined, 'x')).status).toBe(403);
    expect((await put(sts.endpoint, `${sts.path_prefix}chat/a/b.txt`, `${sts.token}x`, 'x')).status).toBe(
      403,
    );
    expect((await put(sts.endpoint, 'other/b.txt', sts.token, 'x')).status).toBe(403);
    expect((await put(sts.endpoint, 'chat/../b.txt', sts.token, 'x')).status).toBe(403);
    // Every workspace stores under its own path_prefix; the bare chat/ path is outside it.
    expect((await put(sts.endpoint, 'chat/a/b.txt', sts.token, 'x')).status).toBe(403);
    expect((await put(sts.endpoint, 'workspaces/ws-2/chat/a/b.txt', sts.token, 'x')).status).toBe(403);
  });

  it('registers only objects of the same workspace, with a matching size and a known file action', async () => {
    const id = await server.createConversation();
    const sts = await credentials();
    await put(sts.endpoint, `${sts.path_prefix}chat/w/f.txt`, sts.token, 'hello');
    expect((await register(id, `${sts.path_prefix}chat/w/f.txt`, { file_size: 9 })).body.message).toBe(
      '文件大小不一致',
    );
    expect((await register(id, `${sts.path_prefix}chat/w/f.txt`, { file_action: 'X' })).status).toBe(400);
    const otherWorkspace = { ...OPEN, 'Workspace-Id': 'ws-2' };
    expect((await register(id, `${sts.path_prefix}chat/w/f.txt`, {}, otherWorkspace)).status).toBe(404);
    expect((await register('no-conversation', `${sts.path_prefix}chat/w/f.txt`)).status).toBe(404);
  });

  it('serves other types as downloads in a sandbox, and works in inner mode under chat/file_upload_oss', async () => {
    // Both modes reach the same conversations of a workspace and agent.
    const id = await server.createConversation();
    const sts = await credentials(INNER);
    await put(sts.endpoint, `${sts.path_prefix}chat/w/p.html`, sts.token, '<script>1</script>', 'text/html');
    const { body } = await server.call(
      'POST',
      'chat/file_upload_oss',
      {
        oss_path: `${sts.path_prefix}chat/w/p.html`,
        file_type: 'text/html',
        file_name: 'p.html',
        file_size: 18,
        conversation_id: id,
        robot_id: 'demo-agent',
        file_action: 'FILE_URL',
      },
      INNER,
    );
    const file = await fetch(body.data.file_url);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(file.headers.get('content-security-policy')).toBe('sandbox');
    expect((await fetch(server.url('/files/unknown/x'))).status).toBe(404);
  });
});
