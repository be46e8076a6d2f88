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
 * The push socket's `refused` check for a new connection (the attributes changed, so the credentials
 * get a new chance). A 4401 refuses an access key or a fixed token for good; with `getToken` the next
 * first frame asks for a token, so one more try, as a call's 401 gets; a second 4401 in a row stops it.
 */
export function pushRefusal(get: Getter, set: Setter, config: ConnectionConfig): (code?: number) => boolean {
  set(credentialsRefusedAtom, false);
  let refusedInARow = 0;
  const triesLeft = accessModeOf(config) === 'inner' && config.getToken ? 1 : 0;
  return (code) => {
    if (code !== undefined) refusedInARow = code === CREDENTIALS_REFUSED ? refusedInARow + 1 : 0;
    if (refusedInARow > triesLeft) set(credentialsRefusedAtom, true);
    return get(credentialsRefusedAtom);
  };
}
