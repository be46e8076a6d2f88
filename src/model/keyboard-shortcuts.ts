/** Keyboard shortcuts of the chat (screens doc sections 2 and 9). */

export interface KeyStroke {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Screens doc section 9: Cmd+K on Apple platforms, Ctrl+K elsewhere, starts a new conversation. */
export function isNewConversationKey(stroke: KeyStroke, apple: boolean): boolean {
  if (stroke.key.toLowerCase() !== 'k' || stroke.altKey || stroke.shiftKey) return false;
  return apple ? stroke.metaKey && !stroke.ctrlKey : stroke.ctrlKey && !stroke.metaKey;
}

/** The key as the tooltip names it. */
export function newConversationKeyLabel(apple: boolean): string {
  return apple ? '⌘K' : 'Ctrl+K';
}
