import { type Clock, systemClock } from '../../platform/clock';
import { servicesAtom } from '../../state/chat-store';
import { useAtomValue } from './atom-hooks';

/** The store's clock (the injected one in tests), or the system's before there are services. */
export function useClock(): Clock {
  return useAtomValue(servicesAtom)?.ports.clock ?? systemClock;
}
