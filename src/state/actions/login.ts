import { atom } from 'jotai';
import { exchangeLoginCode, type LoginCredentials, type LoginUser } from '../../api/login-api';
import { errorText } from '../../i18n/error-texts';
import type { ChatConfig } from '../chat-config';
import { configAtom } from '../chat-store';
import { textsOf } from '../language';
import { reportFailure, requireServices } from '../services';

/** Decision 024: where the login pair lives when the element names no `auth-prefix`. */
export const DEFAULT_AUTH_PREFIX = '/v1/oapi/agent';

export type LoginStatus =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'done'; user: LoginUser }
  | { state: 'failed'; message: string };

export const loginStatusAtom = atom<LoginStatus>({ state: 'idle' });

/** The credentials a login code gave; kept in memory only, never in storage, events or URLs. */
export const loginCredentialsAtom = atom<LoginCredentials | null>(null);

/** Login credentials replace the attributes' credentials: Open API mode with the key and workspace. */
export function withLoginCredentials(config: ChatConfig, credentials: LoginCredentials | null): ChatConfig {
  if (!credentials) return config;
  return {
    ...config,
    accessKey: credentials.accessKey,
    workspaceId: credentials.workspaceId,
    token: undefined,
    getToken: undefined,
  };
}

export interface LoginRequest {
  code: string;
  /** The element's `auth-prefix`; absent (null) uses DEFAULT_AUTH_PREFIX, empty means base-url itself. */
  prefix?: string | null | undefined;
}

/**
 * Turns a one-time code into Open API credentials (wire-format.md, "Login pair"). The code lives
 * only in this call; a failure is reported under chatUtil and shown in the chat. Resolves to
 * whether the chat now has credentials.
 */
export const loginAtom = atom(null, async (get, set, request: LoginRequest): Promise<boolean> => {
  const services = requireServices(get);
  const config = services.getConfig();
  const code = request.code.trim();
  if (!code) return false;
  set(loginStatusAtom, { state: 'pending' });
  try {
    const { user, credentials } = await exchangeLoginCode({
      code,
      prefix: request.prefix?.trim() ?? DEFAULT_AUTH_PREFIX,
      baseUrl: config.baseUrl,
      env: config.env,
      requestTimeoutMs: config.requestTimeoutMs,
      fetch: services.ports.fetch,
    });
    set(loginCredentialsAtom, credentials);
    set(configAtom, withLoginCredentials(services.getConfig(), credentials));
    set(loginStatusAtom, { state: 'done', user });
    return true;
  } catch (error) {
    set(loginStatusAtom, { state: 'failed', message: errorText(error, textsOf(get)) });
    reportFailure(services, 'chatUtil', error);
    return false;
  }
});
