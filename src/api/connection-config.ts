export type ChatEnvironment = 'local' | 'development' | 'pre' | 'production';

/**
 * Inner mode's token source. After a 401 it is asked again with `{ expired: true }`: the token it
 * gave was refused, so a provider that caches tokens fetches a new one (decision 065).
 */
export type TokenProvider = (request?: { expired: boolean }) => string | Promise<string>;

/** What the HTTP client needs to reach the agent platform; filled from the element's attributes. */
export interface ConnectionConfig {
  baseUrl: string;
  workspaceId: string;
  agentId: string;
  accessKey?: string | undefined;
  token?: string | undefined;
  getToken?: TokenProvider | undefined;
  env: ChatEnvironment;
  requestTimeoutMs: number;
}

export type AccessMode = 'open' | 'inner';

/** Data doc section 7: an access key means Open API mode; a token (or token provider) inner mode. */
export function accessModeOf(config: ConnectionConfig): AccessMode {
  return config.accessKey ? 'open' : 'inner';
}

export const MODE_BASE_PATH: Record<AccessMode, string> = {
  open: '/v1/oapi/agent',
  inner: '/v1',
};

/** Data doc section 7: default request timeout 60 s. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
