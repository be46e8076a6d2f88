import type { NetworkStatus } from '../../src/platform/network-status';

/** The browser's online status as the test sets it; `set` tells the watchers, as the events do. */
export function createFakeNetwork(online = true): NetworkStatus & { set(online: boolean): void } {
  let current = online;
  const watchers = new Set<(online: boolean) => void>();
  return {
    online: () => current,
    watch(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
    set(next) {
      current = next;
      for (const watcher of [...watchers]) watcher(next);
    },
  };
}
