/**
 * A small key-value storage port. Only visitor-typed text (drafts) goes in, never credentials.
 * Browser storage can throw (private modes, blocked storage, quota, sandboxed frames): every call
 * then falls back to memory for the rest of the page's life, so the chat keeps working.
 */
export interface KeyValueStorage {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key),
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** Every key gets the prefix, so the widget's entries never collide with the host page's. */
export function createNamespacedStorage(
  namespace: string,
  backing: () => Storage | undefined = () => globalThis.localStorage,
): KeyValueStorage {
  const memory = createMemoryStorage();
  let failed = false;
  const attempt = <T>(use: (storage: Storage) => T, fallback: () => T): T => {
    if (failed) return fallback();
    try {
      const storage = backing();
      if (!storage) throw new Error('no storage');
      return use(storage);
    } catch {
      failed = true;
      return fallback();
    }
  };
  const full = (key: string) => `${namespace}:${key}`;
  return {
    get: (key) =>
      attempt(
        (storage) => storage.getItem(full(key)) ?? undefined,
        () => memory.get(key),
      ),
    set: (key, value) =>
      attempt(
        (storage) => storage.setItem(full(key), value),
        () => memory.set(key, value),
      ),
    remove: (key) =>
      attempt(
        (storage) => storage.removeItem(full(key)),
        () => memory.remove(key),
      ),
  };
}
