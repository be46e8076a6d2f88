import { asText, isObject } from '../model/wire-values';
import { ApiError, networkError } from './api-error';
import type { ChatEnvironment } from './connection-config';
import { httpError } from './http-client';
import { readEnvelope } from './read-envelope';

/** wire-format.md, "Login pair": `users/me` answers `{user_id, name, avatar?}`. */
export interface LoginUser {
  userId: string;
  name: string;
  avatar: string;
}

/** `access_key` answers `{access_key, workspace_id}`: Open API credentials. */
export interface LoginCredentials {
  accessKey: string;
  workspaceId: string;
}

export interface LoginExchange {
  code: string;
  /** Where the pair lives: a path under base-url, or an absolute http(s) address (decision 024). */
  prefix: string;
  baseUrl: string;
  env: ChatEnvironment;
  requestTimeoutMs: number;
  fetch: typeof fetch;
}

type LoginCall = 'users/me' | 'access_key';

/**
 * `{prefix}/{call}?code=`: the spec puts the one-time code in the query string (it is spent by the
 * exchange, so a logged URL opens nothing); the resulting key never goes in a URL.
 */
export function loginUrl(
  exchange: Omit<LoginExchange, 'fetch' | 'requestTimeoutMs'>,
  call: LoginCall,
): string {
  const prefix = exchange.prefix.replace(/\/+$/, '');
  const absolute = /^https?:\/\//i.test(prefix);
  const base = absolute ? prefix : `${exchange.baseUrl.replace(/\/+$/, '')}/${prefix.replace(/^\/+/, '')}`;
  const params = new URLSearchParams({ code: exchange.code });
  if (exchange.env !== 'production') params.set('env', exchange.env);
  return `${base.replace(/\/+$/, '')}/${call}?${params.toString()}`;
}

async function getLoginPayload(exchange: LoginExchange, call: LoginCall): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), exchange.requestTimeoutMs);
  let response: Response;
  try {
    response = await exchange.fetch(loginUrl(exchange, call), {
      method: 'GET',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
      credentials: 'omit',
    });
  } catch (error) {
    if (controller.signal.aborted)
      throw new ApiError('timeout', `request timed out after ${exchange.requestTimeoutMs} ms`);
    throw networkError(error);
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw await httpError(response);
  return readEnvelope(response);
}

export function userFromWire(payload: unknown): LoginUser {
  const user = isObject(payload) ? payload : {};
  return { userId: asText(user.user_id), name: asText(user.name), avatar: asText(user.avatar) };
}

/** An answer without an access key or workspace is a failed login, not half a configuration. */
export function credentialsFromWire(payload: unknown): LoginCredentials {
  const answer = isObject(payload) ? payload : {};
  const credentials = { accessKey: asText(answer.access_key), workspaceId: asText(answer.workspace_id) };
  if (!credentials.accessKey || !credentials.workspaceId)
    throw new ApiError('envelope', 'access_key answer without access_key or workspace_id');
  return credentials;
}

/** Both calls, in order: who the code belongs to, then the credentials (which spends the code). */
export async function exchangeLoginCode(
  exchange: LoginExchange,
): Promise<{ user: LoginUser; credentials: LoginCredentials }> {
  const user = userFromWire(await getLoginPayload(exchange, 'users/me'));
  const credentials = credentialsFromWire(await getLoginPayload(exchange, 'access_key'));
  return { user, credentials };
}
