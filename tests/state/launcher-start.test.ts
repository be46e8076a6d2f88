import { describe, expect, it } from 'vitest';
import type { WhenIdle } from '../../src/platform/idle';
import { createChatStore } from '../../src/state/chat-store';
import {
  LAUNCHER_IDLE_TIMEOUT_MS,
  launcherStartedAtom,
  startLauncherAtom,
  startLauncherWhenIdleAtom,
} from '../../src/state/launcher-start';

/** An idle port the test drives: it keeps what was asked for until `runIdle`. */
function fakeIdle() {
  const waiting: { callback: () => void; timeoutMs: number; cancelled: boolean }[] = [];
  const whenIdle: WhenIdle = (callback, timeoutMs) => {
    const entry = { callback, timeoutMs, cancelled: false };
    waiting.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  const runIdle = () => {
    for (const entry of waiting.splice(0)) if (!entry.cancelled) entry.callback();
  };
  return { whenIdle, waiting, runIdle };
}

describe('the launcher start (decision 044)', () => {
  it('waits for the browser to be idle, with the timeout as the latest moment', () => {
    const idle = fakeIdle();
    const store = createChatStore({ whenIdle: idle.whenIdle });
    store.set(startLauncherWhenIdleAtom);
    expect(store.get(launcherStartedAtom)).toBe(false);
    expect(idle.waiting.map((entry) => entry.timeoutMs)).toEqual([LAUNCHER_IDLE_TIMEOUT_MS]);
    idle.runIdle();
    expect(store.get(launcherStartedAtom)).toBe(true);
  });

  it('starts at once when the visitor comes near, before any idle time', () => {
    const idle = fakeIdle();
    const store = createChatStore({ whenIdle: idle.whenIdle });
    store.set(startLauncherWhenIdleAtom);
    store.set(startLauncherAtom);
    expect(store.get(launcherStartedAtom)).toBe(true);
    idle.runIdle();
    expect(store.get(launcherStartedAtom)).toBe(true);
  });

  it('never starts from an idle wait that was cancelled (the launcher left the page)', () => {
    const idle = fakeIdle();
    const store = createChatStore({ whenIdle: idle.whenIdle });
    const cancel = store.set(startLauncherWhenIdleAtom);
    cancel();
    idle.runIdle();
    expect(store.get(launcherStartedAtom)).toBe(false);
  });
});
