import type { UploadTransport } from '../../src/api/upload-transport';

/** An upload port over a (fake) fetch, for tests whose fake server answers the storage PUT too. */
export function fetchUploadTransport(fetchFunction: typeof fetch): UploadTransport {
  return async (request) => {
    const response = await fetchFunction(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: request.signal,
    });
    return { status: response.status, text: await response.text() };
  };
}
