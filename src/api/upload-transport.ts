import { listen } from '../platform/listen';
import { ApiError, networkError } from './api-error';
import { httpError } from './http-client';

/** One upload request whose sent bytes can be watched (fetch cannot report upload progress). */
export interface UploadRequest {
  method: 'PUT' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: Blob | FormData;
  signal?: AbortSignal | undefined;
  onProgress?: ((loaded: number, total: number) => void) | undefined;
}

export interface UploadResponse {
  status: number;
  text: string;
}

/** The port behind every composer upload; tests inject a fake, the element uses XHR. */
export type UploadTransport = (request: UploadRequest) => Promise<UploadResponse>;

/**
 * XMLHttpRequest, because its `upload` progress events are the only way a browser reports how much
 * of a request body has left. Never sends cookies (credentials travel in headers only).
 */
export const xhrUploadTransport: UploadTransport = (request) =>
  new Promise((resolve, reject) => {
    if (request.signal?.aborted) return reject(new ApiError('aborted', 'upload aborted'));
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = false;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(event.loaded, event.total);
    };
    const abort = () => xhr.abort();
    const settle = listen([request.signal, 'abort', abort, { once: true }]);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError('network', 'upload failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(new ApiError('aborted', 'upload aborted'));
    };
    xhr.send(request.body);
  });

/** A transport answer as a Response, so the envelope and error readers of the HTTP client apply. */
export function responseOf(answer: UploadResponse): Response {
  return new Response(answer.text === '' ? null : answer.text, {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Sends one upload and returns its 2xx answer as a Response. A transport failure that is not an
 * ApiError already (an aborted upload is) becomes a network failure; a non-2xx answer an http one.
 */
export async function sendUpload(transport: UploadTransport, request: UploadRequest): Promise<Response> {
  let response: Response;
  try {
    response = responseOf(await transport(request));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw networkError(error);
  }
  if (!response.ok) throw await httpError(response);
  return response;
}
