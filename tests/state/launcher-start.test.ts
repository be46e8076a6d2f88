import { describe, expect, it } from 'vitest';
import { createChatStore, launcherOpenAtom } from '../../src/state/chat-store';
import { panelRenderedAtom, startLauncherAtom } from '../../src/state/launcher-start';

describe('what starting the launcher means to its view (decision 048)', () => {
  it('renders nothing ahead when the page settled: the bubble alone, and its loads', () => {
    const store = createChatStore();
    store.set(startLauncherAtom, 'settled');
    expect(store.get(panelRenderedAtom)).toBe(false);
    expect(store.get(launcherOpenAtom)).toBe(false);
  });

  it('renders the closed panel ahead when the visitor comes near, so a click only shows it', () => {
    const store = createChatStore();
    store.set(startLauncherAtom, 'near');
    expect(store.get(panelRenderedAtom)).toBe(true);
    expect(store.get(launcherOpenAtom)).toBe(false);
  });

  it('opens the chat when the start was a click', () => {
    const store = createChatStore();
    store.set(startLauncherAtom, 'click');
    expect(store.get(panelRenderedAtom)).toBe(true);
    expect(store.get(launcherOpenAtom)).toBe(true);
  });
});
