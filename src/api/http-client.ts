import { isObject } from '../model/wire-values';
import { listen } from '../platform/listen';
import { browserNetworkStatus } from '../platform/network-status';
import { ApiError, envelopeError, networkError } from './api-error';
import { accessModeOf, type ConnectionConfig, MODE_BASE_PATH } from './connection-config';
import { sendWithCredentials } from './credential-retry';
import { readEnvelope } from './read-envelope';
import { retrySafeCall } from './retry-safe-call';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  method: HttpMethod;
  /** Relative to the mode's base, without a leading slash: `chat/conversation/list`. */
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface HttpClient {
  /** JSON call: resolves to the envelope's `data`; rejects with ApiError. */
  request<T = unknown>(options: RequestOptions): Promise<T>;
  /** Streaming call: resolves to the 2xx response without reading its body; no request time-out. */
  open(options: RequestOptions): Promise<Response>;
}

export interface HttpClientDependencies {
  getConfig(): ConnectionConfig;
  fetch: typeof fetch;
  /** Sends the streaming calls (`open`); defaults to `fetch`. */
  streamFetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** An Open API call answered 401: the push socket stops trying (decision 065). */
  onAccessKeyRefused?: () => void;
  /** Whether the browser has a network (default: its own word): a failed GET is not tried again without one. */
  online?: () => boolean;
}

export function createHttpClient(dependencies: HttpClientDependencies): HttpClient {
  const send: typeof sendOnce = (options, signal, fetchWith) =>
    sendWithCredentials(
      dependencies.getConfig(),
      (tokenExpired) => sendOnce(options, signal, fetchWith, tokenExpired),
      dependencies.onAccessKeyRefused,
    );

  async function sendOnce(
    options: RequestOptions,
    signal: AbortSignal | undefined,
    fetchWith: (url: string, init: RequestInit) => Promise<Response> = dependencies.fetch,
    tokenExpired = false,
  ): Promise<Response> {
    const config = dependencies.getConfig();
    const headers = await buildHeaders(config, tokenExpired);
    let response: Response;
    try {
      response = await fetchWith(buildUrl(config, options), {
        method: options.method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
        credentials: 'omit',
      });
    } catch (error) {
      if (signal?.aborted) throw new ApiError('aborted', 'request aborted');
      throw networkError(error);
    }
    if (!response.ok) throw await httpError(response);
    return response;
  }

  return {
    async request<T>(options: RequestOptions): Promise<T> {
      const config = dependencies.getConfig();
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, config.requestTimeoutMs);
      const forwardAbort = () => controller.abort();
      const stop = listen([options.signal, 'abort', forwardAbort]);
      try {
        const response = await retrySafeCall(
          options.method,
          controller.signal,
          dependencies.online ?? browserNetworkStatus.online,
          () => send(options, controller.signal),
        );
        return (await readEnvelope(response)) as T;
      } catch (error) {
        if (timedOut) throw new ApiError('timeout', `request timed out after ${config.requestTimeoutMs} ms`);
        throw error;
      } finally {
        clearTimeout(timer);
        stop();
      }
    },
    open(options) {
      return send(options, options.signal, dependencies.streamFetch);
    },
  };
}

export function buildUrl(config: ConnectionConfig, options: RequestOptions): string {
  const base = config.baseUrl.replace(/\/+$/, '') + MODE_BASE_PATH[accessModeOf(config)];
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  if (config.env !== 'production') params.set('env', config.env);
  const query = params.toString();
  return `${base}/${options.path}${query ? `?${query}` : ''}`;
}

export async function buildHeaders(
  config: ConnectionConfig,
  tokenExpired = false,
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'Workspace-Id': config.workspaceId,
  };
  if (accessModeOf(config) === 'open') {
    headers['Access-Key'] = config.accessKey ?? '';
    return headers;
  }
  const token = config.getToken
    ? await config.getToken(tokenExpired ? { expired: true } : undefined)
    : config.token;
  if (!token) throw new ApiError('config', 'missing access-key or token');
  headers.Authorization = token;
  return headers;
}

/** A non-2xx answer as an ApiError: the envelope's message when there is one (data doc section 8). */
export async function httpError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A body that is not JSON keeps the generic text (data doc, section 8).
  }
  // A JSON array, the one object isObject refuses, has no message or code either.
  return envelopeError('http', isObject(body) ? body : {}, `fetch fail: ${response.status}`, response.status);
}
