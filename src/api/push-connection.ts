import type { ConnectionConfig } from './connection-config';
import { platformSocketUrl, socketCredentials } from './socket-connection';

/**
 * Data doc section 7: /v1/chat/record/count_unread_msgs/{agent}, or {agent}_{user} for a named
 * visitor, or `user` for every agent of the visitor (the bot list), on the platform's origin.
 */
export function pushSocketUrl(
  config: ConnectionConfig,
  pageOrigin: string,
  userId = '',
  everyAgent = false,
): string {
  const subject = everyAgent ? 'user' : userId ? `${config.agentId}_${userId}` : config.agentId;
  const path = `/v1/chat/record/count_unread_msgs/${encodeURIComponent(subject)}`;
  const url = platformSocketUrl(config, pageOrigin, path);
  if (config.env !== 'production') url.searchParams.set('env', config.env);
  return url.toString();
}

/** The first frame on the socket: browsers cannot set headers on a WebSocket. */
export async function pushAuthFrame(config: ConnectionConfig): Promise<string> {
  return JSON.stringify({ type: 'AUTH', ...(await socketCredentials(config)) });
}
