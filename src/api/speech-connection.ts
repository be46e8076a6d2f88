import type { ConnectionConfig } from './connection-config';
import { platformSocketUrl, socketCredentials } from './socket-connection';

/** wire-format.md, "Speech playback": the socket's path on the platform's origin. */
const SPEECH_PATH = '/v1/audio/to_speech';

/** `{base-url}/v1/audio/to_speech`, or the `tts-url` as the whole address. */
export function speechSocketUrl(config: ConnectionConfig & { ttsUrl?: string }, pageOrigin: string): string {
  return platformSocketUrl(config, pageOrigin, SPEECH_PATH, config.ttsUrl).toString();
}

/** The first frame: the text and the credentials (never in the socket's URL). */
export async function speechFirstFrame(config: ConnectionConfig, text: string): Promise<string> {
  return JSON.stringify({ text, ...(await socketCredentials(config)) });
}
