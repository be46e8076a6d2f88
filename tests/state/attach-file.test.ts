import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import type { UploadRequest, UploadResponse } from '../../src/api/upload-transport';
import { attachFileAtom, removeAttachmentAtom } from '../../src/state/actions/attach-file';
import { fileSupportAtom, loadFileSupportAtom } from '../../src/state/actions/file-support';
import { canSendComposerAtom } from '../../src/state/actions/send-composer';
import {
  configAtom,
  createChatStore,
  currentConversationIdAtom,
  EMPTY_CHAT_CONFIG,
  focusRequestAtom,
  toastAtom,
} from '../../src/state/chat-store';
import { attachmentAtom } from '../../src/state/composer-state';
import { createFakeFetch, json, ok } from '../helpers/fake-server';

/** An upload port the test answers by hand, reporting progress in between. */
function manualTransport() {
  const requests: {
    request: UploadRequest;
    answer(response: UploadResponse): void;
    fail(error: Error): void;
  }[] = [];
  const transport = (request: UploadRequest) =>
    new Promise<UploadResponse>((answer, fail) => {
      requests.push({ request, answer, fail });
      request.signal?.addEventListener('abort', () => fail(new ApiError('aborted', 'upload aborted')));
    });
  return { transport, requests };
}

function setup(options: { uploadUrl?: string; support?: unknown } = {}) {
  const server = createFakeFetch({
    'chat/agent/file-support': () => ok(options.support ?? [{ support: true, extension: '.pdf,.png' }]),
    upload_sts: () => ok({ endpoint: 'http://storage.test/storage', token: 'sts-token' }),
    file_upload_oss: (body) =>
      (body as { file_name: string }).file_name.startsWith('fail')
        ? json({ code: 500, message: '存储服务暂时不可用' }, 500)
        : ok({ file_url: 'http://widget.test/files/u1/a.pdf', upload_file_id: 'u1' }),
  });
  const { transport, requests } = manualTransport();
  const store = createChatStore({ fetch: server.fetch, upload: transport });
  store.set(configAtom, {
    ...EMPTY_CHAT_CONFIG,
    agentId: 'a',
    workspaceId: 'w',
    accessKey: 'k',
    uploadUrl: options.uploadUrl ?? '',
  });
  store.set(currentConversationIdAtom, 'c1');
  return { store, server, requests };
}

const pdf = (name = 'a.pdf') => new File(['%PDF'], name, { type: 'application/pdf' });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 50 && !check(); attempt += 1) await settle();
}

describe('attaching a file in the composer', () => {
  it('loads the agent’s support and falls back to the default list when the call fails', async () => {
    const { store } = setup();
    await store.set(loadFileSupportAtom);
    expect(store.get(fileSupportAtom)).toMatchObject({
      support: { kind: 'some', extensions: ['.pdf', '.png'] },
    });
    const failing = createChatStore({ fetch: async () => json({ code: 500, message: 'x' }, 500) });
    failing.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'b', workspaceId: 'w', accessKey: 'k' });
    await failing.set(loadFileSupportAtom);
    expect(failing.get(fileSupportAtom)?.support).toEqual({
      kind: 'some',
      extensions: ['.txt', '.pdf', '.doc', '.docx'],
    });
  });

  it('drops an answer that comes back after the chat moved to another agent', async () => {
    const { store, server } = setup();
    const loading = store.set(loadFileSupportAtom);
    store.set(configAtom, { ...store.get(configAtom)!, agentId: 'other' });
    await loading;
    expect(store.get(fileSupportAtom)).toBeNull();
    // A file now asks the agent the chat has, not the one the dropped answer was about.
    void store.set(attachFileAtom, pdf());
    await until(() => store.get(attachmentAtom) !== null);
    const asked = server.calls.filter((call) => call.path.endsWith('chat/agent/file-support'));
    expect(asked.map((call) => call.body)).toEqual([{ agent_id: 'a' }, { agent_id: 'other' }]);
    expect(store.get(fileSupportAtom)?.key).toContain('other');
    expect(store.get(attachmentAtom)).toMatchObject({ status: 'uploading', name: 'a.pdf' });
  });

  it('waits for the agent’s file support when a file comes before it, instead of refusing the file', async () => {
    const { store, server, requests } = setup();
    // Pasted or dropped right after the chat opened: the composer's own ask has not come back.
    const done = store.set(attachFileAtom, pdf());
    await until(() => requests.length === 1);
    expect(store.get(toastAtom)).toBeNull();
    expect(server.calls.filter((call) => call.path.endsWith('chat/agent/file-support'))).toHaveLength(1);
    expect(store.get(attachmentAtom)).toMatchObject({ status: 'uploading', name: 'a.pdf' });
    requests[0]!.answer({ status: 200, text: '{"code":0,"data":{}}' });
    await done;
    expect(store.get(attachmentAtom)).toMatchObject({ status: 'uploaded', file: { name: 'a.pdf' } });
  });

  it('still refuses a file the agent does not take once its support has come back', async () => {
    const { store } = setup({ support: [{ support: true, extension: '.png' }] });
    await store.set(attachFileAtom, pdf());
    expect(store.get(attachmentAtom)).toBeNull();
    expect(store.get(toastAtom)?.text).toBe('文件类型不支持');
  });

  it('shows progress from the storage PUT, blocks sending meanwhile, then holds the registered file', async () => {
    const { store, requests } = setup();
    await store.set(loadFileSupportAtom);
    const done = store.set(attachFileAtom, pdf());
    await until(() => requests.length === 1);
    const put = requests[0]!;
    expect(put.request).toMatchObject({ method: 'PUT', headers: { Authorization: 'Bearer sts-token' } });
    expect(put.request.headers['Access-Key']).toBeUndefined();
    put.request.onProgress?.(1, 4);
    expect(store.get(attachmentAtom)).toMatchObject({ status: 'uploading', progress: 25, name: 'a.pdf' });
    expect(store.get(canSendComposerAtom)).toBe(false);
    put.answer({ status: 200, text: '{"code":0,"data":{}}' });
    await done;
    expect(store.get(attachmentAtom)).toMatchObject({
      status: 'uploaded',
      fileAction: 'FILE_URL',
      file: { name: 'a.pdf', uploadFileId: 'u1', url: 'http://widget.test/files/u1/a.pdf' },
    });
    expect(store.get(canSendComposerAtom)).toBe(true);
  });

  it('posts multipart to upload-url with the platform credentials and reads a bare answer', async () => {
    const { store, requests } = setup({ uploadUrl: 'http://uploads.test/direct' });
    await store.set(loadFileSupportAtom);
    const done = store.set(attachFileAtom, pdf());
    await until(() => requests.length === 1);
    const post = requests[0]!.request;
    expect(post).toMatchObject({ method: 'POST', url: 'http://uploads.test/direct' });
    expect(post.headers).toMatchObject({ 'Workspace-Id': 'w', 'Access-Key': 'k' });
    expect(post.headers['Content-Type']).toBeUndefined();
    const form = post.body as FormData;
    expect([form.get('file_type'), form.get('file_action'), (form.get('file') as File).name]).toEqual([
      'application/pdf',
      'FILE_URL',
      'a.pdf',
    ]);
    requests[0]!.answer({ status: 200, text: '{"url":"http://uploads.test/f/a.pdf","upload_file_id":"d1"}' });
    await done;
    expect(store.get(attachmentAtom)).toMatchObject({ status: 'uploaded', file: { uploadFileId: 'd1' } });
  });

  it('refuses a wrong type or an agent without files with a toast and focus back in the input', async () => {
    const { store, requests } = setup();
    await store.set(loadFileSupportAtom);
    await store.set(attachFileAtom, new File(['x'], 'a.exe'));
    expect(store.get(toastAtom)?.text).toBe('文件类型不支持');
    expect(store.get(focusRequestAtom)).toBe(1);
    const none = setup({ support: [] });
    await none.store.set(loadFileSupportAtom);
    await none.store.set(attachFileAtom, pdf());
    expect(none.store.get(toastAtom)?.text).toBe('当前Agent不支持处理文件');
    expect(requests).toHaveLength(0);
    expect(none.store.get(attachmentAtom)).toBeNull();
  });

  it('a failed upload removes the chip and toasts the server’s message', async () => {
    const { store, requests } = setup();
    await store.set(loadFileSupportAtom);
    const done = store.set(attachFileAtom, pdf('fail.pdf'));
    await until(() => requests.length === 1);
    requests[0]!.answer({ status: 200, text: '{}' });
    await done;
    expect(store.get(attachmentAtom)).toBeNull();
    expect(store.get(toastAtom)?.text).toBe('存储服务暂时不可用');
    expect(store.get(focusRequestAtom)).toBe(1);
  });

  it('a network failure toasts 上传失败，请重试; removing cancels quietly', async () => {
    const { store, requests } = setup();
    await store.set(loadFileSupportAtom);
    const failed = store.set(attachFileAtom, pdf());
    await until(() => requests.length === 1);
    requests[0]!.fail(new ApiError('network', 'upload failed'));
    await failed;
    expect(store.get(toastAtom)?.text).toBe('上传失败，请重试');
    store.set(toastAtom, null);
    const cancelled = store.set(attachFileAtom, pdf());
    await until(() => requests.length === 2);
    store.set(removeAttachmentAtom);
    await cancelled;
    expect(requests[1]!.request.signal?.aborted).toBe(true);
    expect(store.get(attachmentAtom)).toBeNull();
    expect(store.get(toastAtom)).toBeNull();
  });
});
