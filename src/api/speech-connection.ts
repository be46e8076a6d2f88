import { accessModeOf, type ConnectionConfig } from './connection-config';

/**
 * wire-format.md, "Speech playback": {base-url}/v1/audio/to_speech on the platform's origin (the
 * page's when base-url is empty); a `tts-url` replaces the whole address.
 */
export function speechSocketUrl(config: ConnectionConfig & { ttsUrl?: string }, pageOrigin: string): string {
  const url = config.ttsUrl
    ? new URL(config.ttsUrl, pageOrigin)
    : new URL(`${(config.baseUrl || pageOrigin).replace(/\/+$/, '')}/v1/audio/to_speech`);
  if (url.protocol === 'https:') url.protocol = 'wss:';
  else if (url.protocol === 'http:') url.protocol = 'ws:';
  return url.toString();
}

/** The first frame: the text and the credentials (a WebSocket carries no headers; never in URLs). */
export async function speechFirstFrame(config: ConnectionConfig, text: string): Promise<string> {
  const frame: Record<string, string> = { text, workspace_id: config.workspaceId };
  if (accessModeOf(config) === 'open') frame.access_key = config.accessKey ?? '';
  else frame.authorization = (config.getToken ? await config.getToken() : config.token) ?? '';
  return JSON.stringify(frame);
}
