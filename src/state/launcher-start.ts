/**
 * The launcher's deferred start (decisions 044, 048). Until it starts, `<agent-chat-launcher>` is a
 * static bubble with no store and no view, so a page that shows only the bubble pays for the bubble
 * alone. The element starts it when the visitor points at, focuses or clicks the bubble, when the
 * host page calls one of its methods, or once the page has settled (platform/idle.ts); the view it
 * then mounts loads the agent, the unread counts and the push socket at once.
 */
import { atom } from 'jotai';
import { launcherOpenAtom } from './chat-store';

/** Why the launcher starts: the page settled (or the host called a method), the visitor came near, or clicked. */
export type LauncherStartReason = 'settled' | 'near' | 'click';

/**
 * Whether the panel is rendered, closed or open. It is rendered ahead when the visitor comes near
 * the bubble, so a click only shows it (issue 13: open → panel visible ≤ 100 ms), and it stays
 * rendered once it was, so a running answer survives closing.
 */
export const panelRenderedAtom = atom(false);

/** What starting for `reason` means to the view: a panel rendered ahead, or the chat open. */
export const startLauncherAtom = atom(null, (_get, set, reason: LauncherStartReason) => {
  if (reason !== 'settled') set(panelRenderedAtom, true);
  if (reason === 'click') set(launcherOpenAtom, true);
});
