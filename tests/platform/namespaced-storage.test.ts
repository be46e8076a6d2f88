import { describe, expect, it } from 'vitest';
import { createNamespacedStorage } from '../../src/platform/namespaced-storage';

function fakeStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('namespaced storage', () => {
  it('prefixes every key with its namespace', () => {
    const backing = fakeStorage();
    const storage = createNamespacedStorage('agent-chat', () => backing);
    storage.set('draft:a', '你好');
    expect(backing.getItem('agent-chat:draft:a')).toBe('你好');
    expect(storage.get('draft:a')).toBe('你好');
    storage.remove('draft:a');
    expect(storage.get('draft:a')).toBeUndefined();
  });

  it('falls back to memory when the browser storage throws', () => {
    const storage = createNamespacedStorage('agent-chat', () => {
      throw new DOMException('blocked', 'SecurityError');
    });
    storage.set('draft:a', 'kept');
    expect(storage.get('draft:a')).toBe('kept');
    storage.remove('draft:a');
    expect(storage.get('draft:a')).toBeUndefined();
  });

  it('falls back to memory when there is no browser storage', () => {
    const storage = createNamespacedStorage('agent-chat', () => undefined);
    storage.set('k', 'v');
    expect(storage.get('k')).toBe('v');
  });
});
