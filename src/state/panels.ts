import { atom } from 'jotai';
import { agentAtom, servicesAtom } from './chat-store';

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

/**
 * Screens doc section 6: the collaborating-agents panel shows only when the agent has sub-agents
 * or A2A links, the tasks panel when preset tasks are enabled or the conversation has tasks
 * (issue 10); the profile is always there once the agent is known.
 */
export const availablePanelsAtom = atom((get): ReadonlySet<SidePanel> => {
  const agent = get(agentAtom);
  const panels = new Set<SidePanel>();
  if (!agent) return panels;
  panels.add('profile');
  if (agent.collaborators.length > 0) panels.add('agents');
  // A task opened from an answer (详情) shows even before the count has been fetched.
  if (agent.rule.presetTasksEnabled || get(conversationTaskCountAtom) > 0 || get(openTaskIdAtom) !== null)
    panels.add('tasks');
  return panels;
});

/** The panel on screen: the chosen one, unless it stopped applying (another agent, no tasks left). */
export const shownPanelAtom = atom((get) => {
  const panel = get(sidePanelAtom);
  return panel && get(availablePanelsAtom).has(panel) ? panel : null;
});

/** Screens doc section 2, item 2: the collapsed choice is remembered locally (never credentials). */
export const LIST_COLLAPSED_STORAGE_KEY = 'conversation-list-collapsed';
const listCollapsedChoiceAtom = atom<boolean | null>(null);

/** Whether the wide layout's conversation list is folded: the visitor's choice, else the stored one. */
export const listCollapsedAtom = atom(
  (get) =>
    get(listCollapsedChoiceAtom) ??
    get(servicesAtom)?.ports.storage.get(LIST_COLLAPSED_STORAGE_KEY) === 'true',
  (get, set, collapsed: boolean) => {
    set(listCollapsedChoiceAtom, collapsed);
    get(servicesAtom)?.ports.storage.set(LIST_COLLAPSED_STORAGE_KEY, String(collapsed));
  },
);
