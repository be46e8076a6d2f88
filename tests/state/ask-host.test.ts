import { describe, expect, it } from 'vitest';
import { askAboutHostTextAtom } from '../../src/state/actions/ask-host';
import { createChatStore, focusRequestAtom, launcherOpenAtom } from '../../src/state/chat-store';
import { quoteDraftAtom } from '../../src/state/composer-state';

describe('asking about host page text (decision 037)', () => {
  it('quotes the trimmed text, opens the launcher panel and asks the input for focus', () => {
    const store = createChatStore();
    store.set(askAboutHostTextAtom, '  退款规则  ');
    expect(store.get(quoteDraftAtom)).toEqual({ quoteType: 'TEXT', content: '退款规则' });
    expect(store.get(launcherOpenAtom)).toBe(true);
    expect(store.get(focusRequestAtom)).toBe(1);
  });
});
