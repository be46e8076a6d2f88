import { atom } from 'jotai';

/**
 * count_unread_msgs: unread messages of every agent of the workspace (for this visitor). No view
 * shows it yet; refreshWorkspaceUnreadCountAtom fills it for one that does (a bot list, a header).
 */
export const workspaceUnreadCountAtom = atom(0);
