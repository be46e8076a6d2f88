/** The storage port: localStorage when the page allows it, else memory for this element's life. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Every key the widget stores starts with this, so it never collides with the host page's own. */
export const STORAGE_PREFIX = 'agent-chat:';

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * localStorage can be missing or throw (sandboxed frames, storage disabled, quota): every call
 * falls back to memory, so the widget behaves the same, it only forgets on reload.
 */
export function createBrowserStorage(): KeyValueStorage {
  const memory = createMemoryStorage();
  const local = (): Storage | null => {
    try {
      return globalThis.localStorage ?? null;
    } catch {
      return null;
    }
  };
  const attempt = <T>(action: (storage: Storage) => T, fallback: () => T): T => {
    try {
      const storage = local();
      return storage ? action(storage) : fallback();
    } catch {
      return fallback();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        (storage) => storage.getItem(key),
        () => memory.getItem(key),
      ),
    setItem: (key, value) => {
      memory.setItem(key, value);
      attempt(
        (storage) => storage.setItem(key, value),
        () => undefined,
      );
    },
    removeItem: (key) => {
      memory.removeItem(key);
      attempt(
        (storage) => storage.removeItem(key),
        () => undefined,
      );
    },
  };
}
