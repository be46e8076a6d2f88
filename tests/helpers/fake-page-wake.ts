import type { PageWake } from '../../src/platform/page-wake';

/** A page the test hides, takes offline and wakes: `awake` is what the socket reads, `wake()` fires. */
export function createFakePageWake(): PageWake & { isAwake: boolean; wake(): void; watchers(): number } {
  const listeners = new Set<() => void>();
  return {
    isAwake: true,
    awake() {
      return this.isAwake;
    },
    watch(onWake) {
      listeners.add(onWake);
      return () => listeners.delete(onWake);
    },
    wake() {
      for (const listener of [...listeners]) listener();
    },
    watchers: () => listeners.size,
  };
}
