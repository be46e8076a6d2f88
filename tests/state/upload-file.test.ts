import { describe, expect, it } from 'vitest';
import { uploadFileAtom } from '../../src/state/actions/upload-file';
import {
  configAtom,
  createChatStore,
  currentConversationIdAtom,
  EMPTY_CHAT_CONFIG,
} from '../../src/state/chat-store';
import type { ChatErrorReport } from '../../src/state/error-report';
import { createFakeFetch, json, ok } from '../helpers/fake-server';
import { fetchUploadTransport } from '../helpers/fetch-upload-transport';

const ANY = { extensions: [], maxBytes: 0xa00000 };

function setup(handlers: Parameters<typeof createFakeFetch>[0] = {}) {
  const server = createFakeFetch({
    upload_sts: () => ok({ endpoint: 'http://widget.test/storage', token: 't' }),
    '.pdf': () => ok(null),
    file_upload_oss: () => ok({ file_url: 'http://widget.test/files/u1/a.pdf', upload_file_id: 'u1' }),
    'chat/conversation/create': () => ok({ conversation_id: 'new-conv' }),
    'chat/conversation/list': () => ok([]),
    'chat/records': () => ok([]),
    'chat/session/current': () => ok('s1'),
    ...handlers,
  });
  const reports: ChatErrorReport[] = [];
  const store = createChatStore({
    fetch: server.fetch,
    upload: fetchUploadTransport(server.fetch),
    reportError: (report) => reports.push(report),
  });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
  return { store, server, reports };
}

const pdf = (size = 4) => new File(['x'.repeat(size)], 'a.pdf', { type: 'application/pdf' });

describe('uploading a file', () => {
  it('uploads for the current conversation and returns the registered file', async () => {
    const { store, server } = setup();
    store.set(currentConversationIdAtom, 'c1');
    const result = await store.set(uploadFileAtom, { file: pdf(), rule: ANY });
    expect(result).toEqual({
      ok: true,
      file: expect.objectContaining({
        url: 'http://widget.test/files/u1/a.pdf',
        uploadFileId: 'u1',
        name: 'a.pdf',
      }),
    });
    expect(server.calls.find((call) => call.path.endsWith('file_upload_oss'))?.body).toMatchObject({
      conversation_id: 'c1',
    });
  });

  it('creates the conversation first when there is none', async () => {
    const { store, server } = setup();
    await store.set(uploadFileAtom, { file: pdf(), rule: ANY });
    expect(server.calls.find((call) => call.path.endsWith('file_upload_oss'))?.body).toMatchObject({
      conversation_id: 'new-conv',
    });
  });

  it('refuses a type not accepted with 文件类型不支持, without any call', async () => {
    const { store, server } = setup();
    const result = await store.set(uploadFileAtom, {
      file: pdf(),
      rule: { extensions: ['.png'], maxBytes: 10 },
    });
    expect(result).toEqual({ ok: false, error: '文件类型不支持' });
    expect(server.calls).toEqual([]);
  });

  it('refuses a file over the limit with 文件大小为{size}，超过{limit}MB限制，无法上传', async () => {
    const { store } = setup();
    const rule = { extensions: [], maxBytes: 1024 * 1024 };
    const result = await store.set(uploadFileAtom, { file: pdf(1024 * 1024 + 512 * 1024), rule });
    expect(result).toEqual({ ok: false, error: '文件大小为1.5MB，超过1MB限制，无法上传' });
  });

  it("shows the server's own message, or 上传失败，请重试 when there is none, and reports the failure", async () => {
    const refused = setup({ file_upload_oss: () => json({ code: 400, message: '文件大小不一致' }, 400) });
    refused.store.set(currentConversationIdAtom, 'c1');
    expect(await refused.store.set(uploadFileAtom, { file: pdf(), rule: ANY })).toEqual({
      ok: false,
      error: '文件大小不一致',
    });
    expect(refused.reports[0]).toMatchObject({ module: 'chatUtil', message: '文件大小不一致' });
    const broken = setup({ upload_sts: () => ok({}) });
    broken.store.set(currentConversationIdAtom, 'c1');
    expect(await broken.store.set(uploadFileAtom, { file: pdf(), rule: ANY })).toEqual({
      ok: false,
      error: '上传失败，请重试',
    });
    const offline = setup({ upload_sts: () => Promise.reject(new TypeError('Failed to fetch')) });
    offline.store.set(currentConversationIdAtom, 'c1');
    expect(await offline.store.set(uploadFileAtom, { file: pdf(), rule: ANY })).toEqual({
      ok: false,
      error: '上传失败，请重试',
    });
  });
});
