import { listen } from './listen';

/** What the browser says of its network (navigator.onLine and its events), as a port for tests. */
export interface NetworkStatus {
  online(): boolean;
  /** Calls back with the new status at each change; returns the function that stops it. */
  watch(onChange: (online: boolean) => void): () => void;
}

export const browserNetworkStatus: NetworkStatus = {
  // Only a browser that says so is offline: one without the property (a test runner) is online.
  online: () => globalThis.navigator?.onLine !== false,
  watch: (onChange) =>
    listen([globalThis, 'online', () => onChange(true)], [globalThis, 'offline', () => onChange(false)]),
};

/** Resolves at once when online, else when the browser next says it is. */
export function whenOnline(network: NetworkStatus): Promise<void> {
  return new Promise((resolve) => {
    if (network.online()) return resolve();
    const stop = network.watch((online) => {
      if (!online) return;
      stop();
      resolve();
    });
  });
}
