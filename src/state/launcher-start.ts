/**
 * The launcher's deferred start (decision 044). Until it starts, a page that shows only the bubble
 * pays for the bubble alone: the agent (for the avatar), the unread counts and the push socket
 * load at the browser's first quiet moment, or as soon as the visitor points at or focuses the
 * bubble, or the chat opens, whichever comes first.
 */
import { atom } from 'jotai';
import { requireServices } from './services';

/** The latest moment for the deferred loads when the browser is never idle (decision 044). */
export const LAUNCHER_IDLE_TIMEOUT_MS = 2000;

export const launcherStartedAtom = atom(false);

/** Starts the launcher at the browser's next quiet moment; returns the cancel. */
export const startLauncherWhenIdleAtom = atom(null, (get, set) =>
  requireServices(get).ports.whenIdle(() => set(launcherStartedAtom, true), LAUNCHER_IDLE_TIMEOUT_MS),
);

/** The visitor comes near the bubble, or the chat opens: the launcher starts now. */
export const startLauncherAtom = atom(null, (_get, set) => set(launcherStartedAtom, true));
