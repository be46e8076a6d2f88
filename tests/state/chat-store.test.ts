import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../src/model/message';
import {
  createChatStore,
  historyStatusAtom,
  messagesAtom,
  welcomeShownAtom,
} from '../../src/state/chat-store';

const question: ChatMessage = { role: 'USER', id: 'q1', content: '问题1', createTime: 0 };

describe('whether the welcome screen shows (decision 083)', () => {
  it('shows with no message, and not while the history loads', () => {
    const store = createChatStore();
    expect(store.get(welcomeShownAtom)).toBe(true);
    store.set(historyStatusAtom, 'loading');
    expect(store.get(welcomeShownAtom)).toBe(false);
    store.set(historyStatusAtom, 'ready');
    expect(store.get(welcomeShownAtom)).toBe(true);
    store.set(messagesAtom, [question]);
    expect(store.get(welcomeShownAtom)).toBe(false);
  });

  it('tells its subscribers nothing while older pages load above messages already shown', () => {
    const store = createChatStore();
    store.set(messagesAtom, [question]);
    const changed = vi.fn();
    store.sub(welcomeShownAtom, changed);
    store.set(historyStatusAtom, 'loading');
    store.set(messagesAtom, [{ ...question, id: 'q0' }, question]);
    store.set(historyStatusAtom, 'ready');
    expect(changed).not.toHaveBeenCalled();
    expect(store.get(welcomeShownAtom)).toBe(false);
  });
});
