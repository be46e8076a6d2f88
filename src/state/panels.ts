import { atom } from 'jotai';

/**
 * Screens doc section 2, item 1: the header's three side panels are exclusive, so one atom holds
 * which is open (null: none).
 */
export type SidePanel = 'profile' | 'agents' | 'tasks';
export const sidePanelAtom = atom<SidePanel | null>(null);

/** The task the task panel shows; null shows the task list. */
export const openTaskIdAtom = atom<string | null>(null);

/** Tasks of the current conversation (task_list/conversation/task_count); the header shows its toggle when above 0. */
export const conversationTaskCountAtom = atom(0);

/** Opens a panel, or closes it when it is already open (the header toggles). */
export const toggleSidePanelAtom = atom(null, (get, set, panel: SidePanel) => {
  set(sidePanelAtom, get(sidePanelAtom) === panel ? null : panel);
});

/** Screens doc section 2, item 6: opening a task shows it in the task panel (the profile folds). */
export const showTaskAtom = atom(null, (_get, set, taskId: string | null) => {
  set(openTaskIdAtom, taskId);
  set(sidePanelAtom, 'tasks');
});
