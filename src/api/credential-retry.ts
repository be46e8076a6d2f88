import { isApiError } from './api-error';
import { accessModeOf, type ConnectionConfig } from './connection-config';

/**
 * Sends a call and handles a 401 (decision 065): in inner mode with a token provider, sends it once
 * more, whose headers ask `getToken({ expired: true })` for a new token; in Open API
 * mode, tells `onAccessKeyRefused`, so the push socket stops trying. The 401 itself still rejects.
 */
export async function sendWithCredentials(
  config: ConnectionConfig,
  send: (tokenExpired: boolean) => Promise<Response>,
  onAccessKeyRefused?: () => void,
): Promise<Response> {
  try {
    return await send(false);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    if (accessModeOf(config) === 'open') onAccessKeyRefused?.();
    else if (config.getToken) return send(true);
    throw error;
  }
}
