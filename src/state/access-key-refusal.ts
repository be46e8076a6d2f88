import { atom, type Getter, type Setter } from 'jotai';
import { accessModeOf, type ConnectionConfig } from '../api/connection-config';
import { CREDENTIALS_REFUSED } from '../realtime/unread-socket';

/**
 * The platform refused the Open API access key (a call's 401, or the push socket's 4401): the push
 * socket stops trying until the attributes change (decision 065). Both elements' stores set it.
 */
export const accessKeyRefusedAtom = atom(false);

/**
 * The push socket's `refused` check for a new connection (the attributes changed, so the key gets a
 * new chance). A 4401 refuses an access key for good; inner mode tries again, asking `getToken`.
 */
export function pushRefusal(get: Getter, set: Setter, config: ConnectionConfig): (code?: number) => boolean {
  set(accessKeyRefusedAtom, false);
  return (code) => {
    if (code === CREDENTIALS_REFUSED && accessModeOf(config) === 'open') set(accessKeyRefusedAtom, true);
    return get(accessKeyRefusedAtom);
  };
}
