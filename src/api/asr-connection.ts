import { accessModeOf, type ConnectionConfig } from './connection-config';

/** wire-format.md, "Voice input": the socket's path on the platform's origin. */
export const ASR_PATH = '/v1/audio/to_text';

/**
 * `{base-url}/v1/audio/to_text` (the page's origin when base-url is empty), ws for http and wss for
 * https; an `asr-url` is the whole address (an http(s) one is turned into ws(s) the same way).
 */
export function asrSocketUrl(config: ConnectionConfig & { asrUrl: string }, pageOrigin: string): string {
  const url = config.asrUrl
    ? new URL(config.asrUrl, pageOrigin)
    : new URL(`${(config.baseUrl || pageOrigin).replace(/\/+$/, '')}${ASR_PATH}`, pageOrigin);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url.toString();
}

/** The START frame: credentials travel inside the socket, never in its URL (decision 008). */
export async function asrStartFrame(config: ConnectionConfig): Promise<string> {
  const frame: Record<string, string> = { record_type: 'START', data: '', workspace_id: config.workspaceId };
  if (accessModeOf(config) === 'open') frame.access_key = config.accessKey ?? '';
  else frame.authorization = (config.getToken ? await config.getToken() : config.token) ?? '';
  return JSON.stringify(frame);
}
