import type { ConnectionConfig } from './connection-config';
import { platformSocketUrl, socketCredentials } from './socket-connection';

/** Data doc section 7: /v1/chat/record/count_unread_msgs/{agent}, on the platform's origin. */
export function pushSocketUrl(config: ConnectionConfig, pageOrigin: string): string {
  const path = `/v1/chat/record/count_unread_msgs/${encodeURIComponent(config.agentId)}`;
  const url = platformSocketUrl(config, pageOrigin, path);
  if (config.env !== 'production') url.searchParams.set('env', config.env);
  return url.toString();
}

/** The first frame on the socket: browsers cannot set headers on a WebSocket. */
export async function pushAuthFrame(config: ConnectionConfig): Promise<string> {
  return JSON.stringify({ type: 'AUTH', ...(await socketCredentials(config)) });
}
