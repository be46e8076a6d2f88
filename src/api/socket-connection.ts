import { accessModeOf, type ConnectionConfig } from './connection-config';

/**
 * A platform socket's address: `override` (an element attribute naming the whole address) or
 * `{base-url}{path}` (the page's origin when base-url is empty), with http(s) turned into ws(s).
 */
export function platformSocketUrl(
  config: ConnectionConfig,
  pageOrigin: string,
  path: string,
  override = '',
): URL {
  const url = override
    ? new URL(override, pageOrigin)
    : new URL(`${(config.baseUrl || pageOrigin).replace(/\/+$/, '')}${path}`, pageOrigin);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url;
}

/**
 * The credentials every platform socket carries in its first frame: a browser cannot set headers on
 * a WebSocket, and credentials never go in its URL (decision 008).
 */
export async function socketCredentials(config: ConnectionConfig): Promise<Record<string, string>> {
  const credentials: Record<string, string> = { workspace_id: config.workspaceId };
  if (accessModeOf(config) === 'open') credentials.access_key = config.accessKey ?? '';
  else credentials.authorization = (config.getToken ? await config.getToken() : config.token) ?? '';
  return credentials;
}
