import { atom } from 'jotai';

/**
 * count_unread_msgs: unread messages of every agent of the workspace (for this visitor). No view
 * shows it yet; refreshWorkspaceUnreadCountAtom fills it for one that does (a bot list, a header).
 */
// Pure (jotai's atom() has no side effect): left out of the bundle while no view reads it.
export const workspaceUnreadCountAtom = /* @__PURE__ */ atom(0);
