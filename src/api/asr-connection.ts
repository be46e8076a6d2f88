import type { ConnectionConfig } from './connection-config';
import { platformSocketUrl, socketCredentials } from './socket-connection';

/** wire-format.md, "Voice input": the socket's path on the platform's origin. */
export const ASR_PATH = '/v1/audio/to_text';

/** `{base-url}/v1/audio/to_text`, or the `asr-url` as the whole address. */
export function asrSocketUrl(config: ConnectionConfig & { asrUrl: string }, pageOrigin: string): string {
  return platformSocketUrl(config, pageOrigin, ASR_PATH, config.asrUrl).toString();
}

/** The START frame, with the credentials (never in the socket's URL). */
export async function asrStartFrame(config: ConnectionConfig): Promise<string> {
  return JSON.stringify({ record_type: 'START', data: '', ...(await socketCredentials(config)) });
}
