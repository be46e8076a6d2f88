import { presetTaskOwner, presetTasksOf } from './agents.mjs';
import { normalizeSchedule } from './task-schedule.mjs';

/**
 * Tasks, scoped by workspace and agent like conversations. A visitor's task belongs to one
 * conversation and carries its own state. A preset task belongs to the agent (agents.mjs) and is
 * shared by every conversation, so its state — enabled, moved time, runs — is kept per
 * workspace, agent and conversation; it starts disabled.
 *
 * Callers work with a *slot*: `{ task, state, workspaceId, agentId, conversationId, isPreset,
 * schedule }`, the task as seen from one conversation.
 */
export function createTaskStore({ nextId }) {
  const userTasks = new Map();
  const presetStates = new Map();
  const presetKey = (workspaceId, agentId, conversationId, taskId) =>
    [workspaceId, agentId, conversationId, taskId].join('\u0000');

  function presetState(workspaceId, agentId, conversationId, taskId) {
    const key = presetKey(workspaceId, agentId, conversationId, taskId);
    if (!presetStates.has(key)) presetStates.set(key, newState(false));
    return presetStates.get(key);
  }

  function userSlot(task) {
    const { workspaceId, agentId, conversation_id: conversationId } = task;
    return {
      task,
      state: task,
      workspaceId,
      agentId,
      conversationId,
      isPreset: false,
      schedule: task.schedule,
    };
  }

  function presetSlot(workspaceId, agentId, conversationId, preset) {
    // Seen from no conversation: the untouched defaults, nothing stored.
    const state = conversationId
      ? presetState(workspaceId, agentId, conversationId, preset.task_id)
      : newState(false);
    // change_task_time moves the time for this conversation only.
    const schedule = { ...preset.schedule, time: state.time ?? preset.schedule.time };
    return { task: preset, state, workspaceId, agentId, conversationId, isPreset: true, schedule };
  }

  const findPreset = (agentId, taskId) => presetTasksOf(agentId).find((preset) => preset.task_id === taskId);

  return {
    reset() {
      userTasks.clear();
      presetStates.clear();
    },
    /** The agent a task id belongs to in this workspace (for calls that name only the task). */
    agentOfTask(workspaceId, taskId) {
      const task = userTasks.get(String(taskId));
      if (task) return task.workspaceId === workspaceId ? task.agentId : undefined;
      return presetTaskOwner(String(taskId));
    },
    /**
     * The task as seen from a conversation, or undefined. A preset task needs the conversation;
     * a visitor's task has its own (a conversation id that names another one finds nothing).
     */
    slot(workspaceId, agentId, taskId, conversationId) {
      const task = userTasks.get(String(taskId));
      if (task) {
        const mine = task.workspaceId === workspaceId && task.agentId === agentId;
        const sameConversation = !conversationId || String(conversationId) === task.conversation_id;
        return mine && sameConversation ? userSlot(task) : undefined;
      }
      const preset = findPreset(agentId, String(taskId));
      if (!preset) return undefined;
      return presetSlot(workspaceId, agentId, conversationId ? String(conversationId) : null, preset);
    },
    /** The conversation's tasks: the agent's presets first, then the visitor's, oldest first. */
    list(workspaceId, agentId, conversationId) {
      const conversation = conversationId ? String(conversationId) : null;
      const presets = presetTasksOf(agentId).map((preset) =>
        presetSlot(workspaceId, agentId, conversation, preset),
      );
      const own = conversation ? this.userList(workspaceId, agentId, conversation) : [];
      return [...presets, ...own];
    },
    userList(workspaceId, agentId, conversationId) {
      return [...userTasks.values()]
        .filter((task) => task.workspaceId === workspaceId && task.agentId === agentId)
        .filter((task) => task.conversation_id === String(conversationId))
        .map(userSlot);
    },
    add({ workspaceId, agentId, conversationId, title, content, schedule, createTime }) {
      const task = {
        ...newState(true),
        task_id: nextId('task'),
        workspaceId,
        agentId,
        conversation_id: String(conversationId),
        title,
        content,
        schedule: normalizeSchedule(schedule),
        create_time: createTime,
      };
      userTasks.set(task.task_id, task);
      return userSlot(task);
    },
    delete(taskId) {
      return userTasks.delete(String(taskId));
    },
    /** Every enabled slot of every workspace: what the scheduler watches. */
    enabledSlots() {
      const slots = [...userTasks.values()].filter((task) => task.enable).map(userSlot);
      for (const [key, state] of presetStates) {
        if (!state.enable) continue;
        const [workspaceId, agentId, conversationId, taskId] = key.split('\u0000');
        const preset = findPreset(agentId, taskId);
        if (preset) slots.push(presetSlot(workspaceId, agentId, conversationId, preset));
      }
      return slots;
    },
  };
}

/** enable, a moved time (presets), the run log (newest first) and the latest run. */
function newState(enable) {
  return { enable, time: undefined, runs: [], last_run: null };
}
