import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import type { ConnectionConfig } from '../../src/api/connection-config';
import { createHttpClient } from '../../src/api/http-client';
import { uploadFile } from '../../src/api/upload-api';
import { fetchUploadTransport } from '../helpers/fetch-upload-transport';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

const OPEN: ConnectionConfig = {
  baseUrl: 'https://platform.test',
  workspaceId: 'w1',
  agentId: 'agent 1',
  accessKey: 'secret-key',
  env: 'production',
  requestTimeoutMs: 1000,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(
  config: ConnectionConfig,
  answers: { sts?: unknown; store?: Response; register?: unknown } = {},
) {
  const calls: Call[] = [];
  const fetchStub: typeof fetch = async (input, init) => {
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({
      url,
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body,
    });
    if (url.includes('upload_sts'))
      return json({
        code: 0,
        data: answers.sts ?? { endpoint: 'https://store.test/storage/', token: 'sts-token' },
      });
    if (url.startsWith('https://store.test/')) return answers.store ?? json({ code: 0, data: null });
    return json({
      code: 0,
      data: answers.register ?? { file_url: 'https://store.test/files/u1/a.pdf', upload_file_id: 'u1' },
    });
  };
  const client = createHttpClient({ getConfig: () => config, fetch: fetchStub });
  const clock = { now: 1700000000000 };
  const run = (file = new File(['%PDF'], 'a.pdf', { type: '' })) =>
    uploadFile(
      {
        client,
        config,
        transport: fetchUploadTransport(fetchStub),
        now: () => clock.now,
        randomId: () => 'r4nd',
      },
      { file, conversationId: 'c1', clientName: 'CHAT_CLIENT' },
    );
  return { calls, run, clock };
}

describe('uploadFile', () => {
  it('gets credentials, stores the bytes under chat/{client}/{agent}/{time}-{id}{ext}, then registers them', async () => {
    const { calls, run } = setup(OPEN);
    const uploaded = await run();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET https://platform.test/v1/oapi/agent/upload_sts',
      'PUT https://store.test/storage/chat/CHAT_CLIENT/agent_1/1700000000000-r4nd.pdf',
      'POST https://platform.test/v1/oapi/agent/file_upload_oss',
    ]);
    expect(calls[1]?.headers).toEqual({
      Authorization: 'Bearer sts-token',
      'Content-Type': 'application/pdf',
    });
    expect(calls[1]?.body).toBeInstanceOf(Blob);
    expect(calls[2]?.body).toEqual({
      oss_path: 'chat/CHAT_CLIENT/agent_1/1700000000000-r4nd.pdf',
      file_type: 'application/pdf',
      file_name: 'a.pdf',
      file_size: 4,
      conversation_id: 'c1',
      robot_id: 'agent 1',
      file_action: 'FILE_URL',
    });
    expect(uploaded).toEqual({
      name: 'a.pdf',
      type: 'application/pdf',
      size: 4,
      url: 'https://store.test/files/u1/a.pdf',
      uploadFileId: 'u1',
      fileAction: 'FILE_URL',
    });
  });

  it('keeps every credential out of URLs and registers images as IMAGE_URL under chat/ in inner mode', async () => {
    const inner = { ...OPEN, accessKey: undefined, token: 'inner-token' };
    const { calls, run } = setup(inner);
    await run(new File(['x'], 'p.png', { type: 'image/png' }));
    expect(calls[2]?.url).toBe('https://platform.test/v1/chat/file_upload_oss');
    expect(calls[2]?.body).toMatchObject({ file_action: 'IMAGE_URL', file_type: 'image/png' });
    for (const call of calls) expect(call.url).not.toMatch(/sts-token|inner-token|secret-key/);
    // The platform's credential never reaches the storage endpoint.
    expect(calls[1]?.headers.Authorization).toBe('Bearer sts-token');
  });

  it("stores under upload_sts's path_prefix and registers that path", async () => {
    const sts = { endpoint: 'https://store.test/storage', token: 't', path_prefix: '/tenants/w1/' };
    const { calls, run } = setup(OPEN, { sts });
    await run();
    expect(calls[1]?.url).toBe(
      'https://store.test/storage/tenants/w1/chat/CHAT_CLIENT/agent_1/1700000000000-r4nd.pdf',
    );
    expect(calls[2]?.body).toMatchObject({
      oss_path: 'tenants/w1/chat/CHAT_CLIENT/agent_1/1700000000000-r4nd.pdf',
    });
  });

  it('reuses credentials until shortly before their expires_at, then asks upload_sts again', async () => {
    const expiresAt = new Date(1700000000000 + 10 * 60_000).toISOString();
    const sts = { endpoint: 'https://store.test/storage', token: 't', expires_at: expiresAt };
    const { calls, run, clock } = setup(OPEN, { sts });
    const stsCalls = () => calls.filter((call) => call.url.endsWith('/upload_sts')).length;
    await run();
    clock.now += 9 * 60_000;
    await run();
    expect(stsCalls()).toBe(1);
    // Within the last 30 s a token could expire before the storage reads it.
    clock.now += 45_000;
    await run();
    expect(stsCalls()).toBe(2);
  });

  it('asks upload_sts again after the storage refused reused credentials, and every time without expires_at', async () => {
    const sts = { endpoint: 'https://store.test/storage', token: 't', expires_at: '2099-01-01T00:00:00Z' };
    const answers: { sts: unknown; store?: Response } = { sts };
    const { calls, run } = setup(OPEN, answers);
    const stsCalls = () => calls.filter((call) => call.url.endsWith('/upload_sts')).length;
    await run();
    answers.store = json({ code: 403, message: '上传凭证无效或已过期' }, 403);
    await expect(run()).rejects.toThrow('上传凭证无效或已过期');
    expect(stsCalls()).toBe(1);
    delete answers.store;
    await run();
    expect(stsCalls()).toBe(2);
    const once = setup(OPEN);
    await once.run();
    await once.run();
    expect(once.calls.filter((call) => call.url.endsWith('/upload_sts'))).toHaveLength(2);
  });

  it('refuses credentials without a token or with an endpoint that is not http(s)', async () => {
    await expect(setup(OPEN, { sts: { endpoint: 'javascript:alert(1)', token: 't' } }).run()).rejects.toThrow(
      'upload_sts answered without usable credentials',
    );
    await expect(setup(OPEN, { sts: { endpoint: 'https://s.test' } }).run()).rejects.toThrow(/credentials/);
  });

  it("fails with the storage's own message when it refuses the bytes", async () => {
    const refused = setup(OPEN, { store: json({ code: 403, message: '上传凭证无效或已过期' }, 403) });
    const error = await refused.run().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', message: '上传凭证无效或已过期', status: 403 });
    expect(refused.calls).toHaveLength(2);
  });

  it('fails when file_upload_oss answers without a file_url', async () => {
    await expect(setup(OPEN, { register: { upload_file_id: 'u' } }).run()).rejects.toThrow(/file_url/);
  });
});
