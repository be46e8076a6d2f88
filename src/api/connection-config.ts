export type ChatEnvironment = 'local' | 'development' | 'pre' | 'production';

export type TokenProvider = () => string | Promise<string>;

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
