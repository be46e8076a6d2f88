import { randomUUID } from 'node:crypto';

/** In-memory state, one space per workspace id + agent id. */
export function createMemoryStore() {
  const spaces = new Map();
  let sequence = 0;
  const nextId = (prefix) => `${prefix}-${(++sequence).toString().padStart(6, '0')}`;

  function space(workspaceId, agentId) {
    const key = `${workspaceId}\u0000${agentId}`;
    if (!spaces.has(key)) spaces.set(key, { conversations: new Map() });
    return spaces.get(key);
  }

  return {
    nextId,
    reset() {
      spaces.clear();
    },
    space,
    createConversation(workspaceId, agentId, { title, runType }) {
      const conversation = {
        conversation_id: nextId('conv'),
        title: title || '新会话',
        run_type: runType || 'CHAT_CLIENT',
        latest_create_time: new Date().toISOString(),
        config: { model_config: null },
        unread_count: 0,
        session_id: randomUUID(),
        records: [],
      };
      space(workspaceId, agentId).conversations.set(conversation.conversation_id, conversation);
      return conversation;
    },
    findConversation(workspaceId, agentId, conversationId) {
      return space(workspaceId, agentId).conversations.get(String(conversationId));
    },
    /** Calls such as get_title name only the conversation; find its agent within the workspace. */
    workspaceConversations(workspaceId) {
      return [...spaces]
        .filter(([key]) => key.split('\u0000')[0] === workspaceId)
        .flatMap(([, value]) => [...value.conversations.values()]);
    },
    agentOfRecord(workspaceId, recordId) {
      for (const [key, value] of spaces) {
        const [workspace, agentId] = key.split('\u0000');
        if (workspace !== workspaceId) continue;
        for (const conversation of value.conversations.values()) {
          if (conversation.records.some((record) => record.id === String(recordId))) return agentId;
        }
      }
      return undefined;
    },
    agentOfConversation(workspaceId, conversationId) {
      for (const [key, value] of spaces) {
        const [workspace, agentId] = key.split('\u0000');
        if (workspace === workspaceId && value.conversations.has(String(conversationId))) return agentId;
      }
      return undefined;
    },
    listConversations(workspaceId, agentId, runTypes) {
      return [...space(workspaceId, agentId).conversations.values()]
        .filter((conversation) => runTypes.length === 0 || runTypes.includes(conversation.run_type))
        .sort(
          (a, b) =>
            b.latest_create_time.localeCompare(a.latest_create_time) ||
            b.conversation_id.localeCompare(a.conversation_id),
        );
    },
    deleteConversation(workspaceId, agentId, conversationId) {
      return space(workspaceId, agentId).conversations.delete(String(conversationId));
    },
  };
}

/** The public shape of a conversation (no records, no internal fields). */
export function conversationView(conversation) {
  const { records: _records, session_id: _session, ...view } = conversation;
  return view;
}
