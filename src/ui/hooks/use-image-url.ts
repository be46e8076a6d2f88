import { isApiOrigin, safeImageUrl } from '../../content';
import { configAtom } from '../../state/chat-store';
import { useAtomValue } from './atom-hooks';

/**
 * An http(s) icon or picture from server data, or null when there is none or privacy mode
 * (decision 037) keeps it from loading because it lives on another origin than the API.
 */
export function useImageUrl(raw: string | undefined): string | null {
  const config = useAtomValue(configAtom);
  const url = raw ? safeImageUrl(raw) : null;
  return url && (!config?.privacy || isApiOrigin(url, config.baseUrl)) ? url : null;
}
