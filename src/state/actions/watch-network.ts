import { atom } from 'jotai';
import { onlineAtom } from '../chat-store';
import { requireServices } from '../services';

/** Follows the browser's online status while the chat is shown; returns the function that stops. */
export const watchNetworkAtom = atom(null, (get, set) => {
  const { network } = requireServices(get).ports;
  set(onlineAtom, network.online());
  return network.watch((online) => set(onlineAtom, online));
});
