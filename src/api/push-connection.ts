import { accessModeOf, type ConnectionConfig } from './connection-config';

/** Data doc section 7: /v1/chat/record/count_unread_msgs/{agent}, on the platform's origin. */
export function pushSocketUrl(config: ConnectionConfig, pageOrigin: string): string {
  const origin = (config.baseUrl || pageOrigin).replace(/\/+$/, '');
  const url = new URL(`${origin}/v1/chat/record/count_unread_msgs/${encodeURIComponent(config.agentId)}`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (config.env !== 'production') url.searchParams.set('env', config.env);
  return url.toString();
}

/** The first frame on the socket: browsers cannot set headers on a WebSocket. */
export async function pushAuthFrame(config: ConnectionConfig): Promise<string> {
  const frame: Record<string, string> = { type: 'AUTH', workspace_id: config.workspaceId };
  if (accessModeOf(config) === 'open') frame.access_key = config.accessKey ?? '';
  else frame.authorization = (config.getToken ? await config.getToken() : config.token) ?? '';
  return JSON.stringify(frame);
}
