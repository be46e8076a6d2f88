import { describe, expect, it } from 'vitest';
import { isNewConversationKey, newConversationKeyLabel } from '../../src/model/keyboard-shortcuts';

const stroke = (
  key: string,
  keys: Partial<Record<'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey', boolean>>,
) => ({
  key,
  metaKey: false,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  ...keys,
});

describe('the new-conversation key', () => {
  it('is Cmd+K on Apple platforms and Ctrl+K elsewhere', () => {
    expect(isNewConversationKey(stroke('k', { metaKey: true }), true)).toBe(true);
    expect(isNewConversationKey(stroke('K', { ctrlKey: true }), false)).toBe(true);
    expect(isNewConversationKey(stroke('k', { ctrlKey: true }), true)).toBe(false);
    expect(isNewConversationKey(stroke('k', { metaKey: true }), false)).toBe(false);
  });

  it('ignores other keys and extra modifiers', () => {
    expect(isNewConversationKey(stroke('j', { ctrlKey: true }), false)).toBe(false);
    expect(isNewConversationKey(stroke('k', {}), false)).toBe(false);
    expect(isNewConversationKey(stroke('k', { ctrlKey: true, shiftKey: true }), false)).toBe(false);
  });

  it('is named for the platform', () => {
    expect(newConversationKeyLabel(true)).toBe('⌘K');
    expect(newConversationKeyLabel(false)).toBe('Ctrl+K');
  });
});
