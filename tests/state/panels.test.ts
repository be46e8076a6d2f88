import { describe, expect, it } from 'vitest';
import { agentFromDetail } from '../../src/model/agent';
import { createMemoryStorage } from '../../src/platform/namespaced-storage';
import { agentAtom, createChatStore } from '../../src/state/chat-store';
import {
  availablePanelsAtom,
  conversationTaskCountAtom,
  LIST_COLLAPSED_STORAGE_KEY,
  listCollapsedAtom,
  shownPanelAtom,
  showTaskAtom,
  sidePanelAtom,
  toggleSidePanelAtom,
} from '../../src/state/panels';

const withCollaborators = agentFromDetail('a', {
  application: { name: '小智' },
  agents: [{ id: 'sub', name: '翻译助手' }],
});
const alone = agentFromDetail('b', { application: { name: '独行' } });
const withPresetTasks = agentFromDetail('c', {
  application: { name: '定时' },
  config: { rule: { preset_tasks_enabled: true } },
});

describe('side panels', () => {
  it('offers no panel before the agent is known, the profile always after', () => {
    const store = createChatStore();
    expect([...store.get(availablePanelsAtom)]).toEqual([]);
    store.set(agentAtom, alone);
    expect([...store.get(availablePanelsAtom)]).toEqual(['profile']);
  });

  it('offers the collaborating agents only when the agent has some', () => {
    const store = createChatStore();
    store.set(agentAtom, withCollaborators);
    expect(store.get(availablePanelsAtom).has('agents')).toBe(true);
  });

  it('offers tasks when preset tasks are enabled or the conversation has tasks', () => {
    const store = createChatStore();
    store.set(agentAtom, alone);
    expect(store.get(availablePanelsAtom).has('tasks')).toBe(false);
    store.set(conversationTaskCountAtom, 2);
    expect(store.get(availablePanelsAtom).has('tasks')).toBe(true);
    store.set(conversationTaskCountAtom, 0);
    store.set(agentAtom, withPresetTasks);
    expect(store.get(availablePanelsAtom).has('tasks')).toBe(true);
  });

  it('keeps the three panels exclusive: opening one closes the other, toggling the open one folds it', () => {
    const store = createChatStore();
    store.set(agentAtom, withCollaborators);
    store.set(toggleSidePanelAtom, 'profile');
    expect(store.get(shownPanelAtom)).toBe('profile');
    store.set(toggleSidePanelAtom, 'agents');
    expect(store.get(shownPanelAtom)).toBe('agents');
    store.set(toggleSidePanelAtom, 'agents');
    expect(store.get(shownPanelAtom)).toBeNull();
  });

  it('hides a chosen panel that stopped applying, such as the agents of an agent that has none', () => {
    const store = createChatStore();
    store.set(agentAtom, withCollaborators);
    store.set(sidePanelAtom, 'agents');
    store.set(agentAtom, alone);
    expect(store.get(shownPanelAtom)).toBeNull();
  });

  it('opening a task shows the task panel on that task, folding the profile', () => {
    const store = createChatStore();
    store.set(agentAtom, withPresetTasks);
    store.set(sidePanelAtom, 'profile');
    store.set(showTaskAtom, 't-1');
    expect(store.get(shownPanelAtom)).toBe('tasks');
  });
});

describe('the conversation list collapse', () => {
  it('reads the stored choice and stores a new one', () => {
    const storage = createMemoryStorage();
    storage.set(LIST_COLLAPSED_STORAGE_KEY, 'true');
    const store = createChatStore({ storage });
    expect(store.get(listCollapsedAtom)).toBe(true);
    store.set(listCollapsedAtom, false);
    expect(store.get(listCollapsedAtom)).toBe(false);
    expect(storage.get(LIST_COLLAPSED_STORAGE_KEY)).toBe('false');
  });

  it('starts open with nothing stored', () => {
    expect(createChatStore().get(listCollapsedAtom)).toBe(false);
  });
});
