import { describe, expect, it } from 'vitest';
import type { ConnectionConfig } from '../../src/api/connection-config';
import { uploadDirect } from '../../src/api/direct-upload-api';
import type { UploadRequest, UploadResponse } from '../../src/api/upload-transport';

const CONFIG: ConnectionConfig = {
  baseUrl: 'http://platform.test',
  workspaceId: 'w',
  agentId: 'a',
  token: 'Bearer t',
  env: 'production',
  requestTimeoutMs: 1000,
};

function answering(response: UploadResponse) {
  const seen: UploadRequest[] = [];
  const transport = async (request: UploadRequest) => {
    seen.push(request);
    return response;
  };
  return { transport, seen };
}

const image = new File(['png'], 'chart.PNG', { type: '' });

describe('direct upload', () => {
  it('posts the file with its inferred type, file_action FILE_URL and the token of inner mode', async () => {
    const { transport, seen } = answering({
      status: 200,
      text: '{"code":0,"data":{"url":"http://u/1.png"}}',
    });
    const file = await uploadDirect(transport, CONFIG, { uploadUrl: 'http://up.test/x', file: image });
    expect(file).toMatchObject({
      url: 'http://u/1.png',
      uploadFileId: '',
      fileAction: 'IMAGE_URL',
      type: 'image/png',
    });
    const request = seen[0]!;
    expect(request.headers).toMatchObject({ 'Workspace-Id': 'w', Authorization: 'Bearer t' });
    expect(request.headers['Content-Type']).toBeUndefined();
    // Screens doc section 7: the request's field says FILE_URL; the message still sends IMAGE_URL.
    expect((request.body as FormData).get('file_action')).toBe('FILE_URL');
  });

  it("adds the site owner's params beside the file and headers over the platform's, never in the URL", async () => {
    const { transport, seen } = answering({ status: 200, text: '{"url":"http://u/1.png"}' });
    await uploadDirect(transport, CONFIG, {
      uploadUrl: 'http://up.test/x',
      file: image,
      options: {
        params: { folder: 'chat', file_action: 'IMAGE_URL' },
        headers: { 'X-Upload-Token': 'owner-secret', Authorization: 'Bearer owner' },
      },
    });
    const request = seen[0]!;
    const form = request.body as FormData;
    expect(form.get('folder')).toBe('chat');
    // The widget's own fields win over a param of the same name.
    expect(form.getAll('file_action')).toEqual(['FILE_URL']);
    expect(form.get('file')).toBeInstanceOf(File);
    expect(request.headers).toMatchObject({
      'Workspace-Id': 'w',
      'X-Upload-Token': 'owner-secret',
      Authorization: 'Bearer owner',
    });
    expect(request.url).toBe('http://up.test/x');
  });

  it('reports an envelope failure with its message, and an answer without url as a plain failure', async () => {
    const refusing = answering({ status: 200, text: '{"code":40013,"message":"文件过大"}' });
    await expect(
      uploadDirect(refusing.transport, CONFIG, { uploadUrl: 'http://x', file: image }),
    ).rejects.toMatchObject({
      kind: 'envelope',
      message: '文件过大',
    });
    const empty = answering({ status: 200, text: '{"upload_file_id":"1"}' });
    await expect(
      uploadDirect(empty.transport, CONFIG, { uploadUrl: 'http://x', file: image }),
    ).rejects.toThrow('the upload endpoint answered without a file_url');
    const http = answering({ status: 500, text: '{"code":500,"message":"存储服务暂时不可用"}' });
    await expect(
      uploadDirect(http.transport, CONFIG, { uploadUrl: 'http://x', file: image }),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: '存储服务暂时不可用',
    });
  });
});
