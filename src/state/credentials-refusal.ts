import { atom, type Getter, type Setter } from 'jotai';
import { accessModeOf, type ConnectionConfig } from '../api/connection-config';
import { CREDENTIALS_REFUSED } from '../realtime/unread-socket';

/**
 * The platform refused the credentials: the Open API access key (a call's 401, or the push socket's
 * 4401) or a fixed `token` attribute (its 4401, which no retry can renew). The push socket stops
 * trying until the attributes change (decision 065). Both elements' stores set it.
 */
export const credentialsRefusedAtom = atom(false);

/**
 * The push socket's `refused` check for a new connection (the attributes changed, so the key gets a
 * new chance). A 4401 refuses an access key or a fixed token for good; with `getToken` the socket
 * tries again, and its next first frame asks for a token.
 */
export function pushRefusal(get: Getter, set: Setter, config: ConnectionConfig): (code?: number) => boolean {
  set(credentialsRefusedAtom, false);
  return (code) => {
    if (code === CREDENTIALS_REFUSED && (accessModeOf(config) === 'open' || !config.getToken))
      set(credentialsRefusedAtom, true);
    return get(credentialsRefusedAtom);
  };
}
