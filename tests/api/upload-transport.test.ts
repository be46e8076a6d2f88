import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/api-error';
import { sendUpload, type UploadRequest } from '../../src/api/upload-transport';

const REQUEST: UploadRequest = {
  method: 'PUT',
  url: 'http://store.test/x',
  headers: {},
  body: new Blob(['x']),
};

describe('sendUpload', () => {
  it('answers a 2xx upload as a Response', async () => {
    const response = await sendUpload(async () => ({ status: 200, text: '{"code":0}' }), REQUEST);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"code":0}');
  });

  it('turns a failing transport into a network failure with its message', async () => {
    await expect(
      sendUpload(async () => {
        throw new TypeError('socket hang up');
      }, REQUEST),
    ).rejects.toMatchObject({ name: 'ApiError', kind: 'network', message: 'socket hang up' });
    await expect(sendUpload(() => Promise.reject('refused'), REQUEST)).rejects.toMatchObject({
      kind: 'network',
      message: 'refused',
    });
  });

  it('passes the transport own ApiError (an aborted upload) through unchanged', async () => {
    const aborted = new ApiError('aborted', 'upload aborted');
    await expect(
      sendUpload(async () => {
        throw aborted;
      }, REQUEST),
    ).rejects.toBe(aborted);
  });

  it('turns a non-2xx answer into an http failure with the envelope message', async () => {
    await expect(
      sendUpload(async () => ({ status: 503, text: '{"code":503,"message":"存储忙"}' }), REQUEST),
    ).rejects.toMatchObject({ kind: 'http', status: 503, code: 503, message: '存储忙' });
  });
});
