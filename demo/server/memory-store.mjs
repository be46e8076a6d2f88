import { randomUUID } from 'node:crypto';

/**
 * In-memory state, one space per workspace id + agent id. A conversation's `records` hold finished
 * answers only (history never shows a half-written one); `pending` holds answers still streaming,
 * so a form inside a streaming answer can already be found.
 */
export function createMemoryStore() {
  const spaces = new Map();
  // Per workspace: the bot list's pinned and removed bots (routes-bots.mjs).
  const botSettings = new Map();
  let sequence = 0;
  const nextId = (prefix) => `${prefix}-${(++sequence).toString().padStart(6, '0')}`;
  const keyOf = (workspaceId, agentId) => `${workspaceId}\u0000${agentId}`;

  function space(workspaceId, agentId) {
    const key = keyOf(workspaceId, agentId);
    if (!spaces.has(key)) spaces.set(key, { conversations: new Map() });
    return spaces.get(key);
  }

  /** Every [agentId, conversation] of a workspace, for calls that name only a conversation or record. */
  function* workspaceEntries(workspaceId) {
    for (const [key, value] of spaces) {
      const [workspace, agentId] = key.split('\u0000');
      if (workspace !== workspaceId) continue;
      for (const conversation of value.conversations.values()) yield [agentId, conversation];
    }
  }

  const hasRecord = (conversation, recordId) =>
    [...conversation.records, ...conversation.pending].some((record) => record.id === String(recordId));

  return {
    nextId,
    reset() {
      spaces.clear();
      botSettings.clear();
    },
    /** A workspace's bot settings, made by `create` on first use. */
    botSettings(workspaceId, create) {
      if (!botSettings.has(workspaceId)) botSettings.set(workspaceId, create());
      return botSettings.get(workspaceId);
    },
    space,
    createConversation(workspaceId, agentId, { title, runType, config, user, bizKey, clientType }) {
      const conversation = {
        conversation_id: nextId('conv'),
        title: title || '新会话',
        run_type: runType || 'CHAT_CLIENT',
        latest_create_time: new Date().toISOString(),
        config: { model_config: config?.model_config ?? null },
        unread_count: 0,
        // Open mode scope (data doc section 7); absent fields stay out of the JSON.
        user: user || undefined,
        biz_key: bizKey || undefined,
        client_type: clientType || undefined,
        conversation_config: config ?? undefined,
        session_id: randomUUID(),
        records: [],
        pending: [],
      };
      space(workspaceId, agentId).conversations.set(conversation.conversation_id, conversation);
      return conversation;
    },
    findConversation(workspaceId, agentId, conversationId) {
      return space(workspaceId, agentId).conversations.get(String(conversationId));
    },
    workspaceConversations(workspaceId) {
      return [...workspaceEntries(workspaceId)].map(([, conversation]) => conversation);
    },
    agentOfConversation(workspaceId, conversationId) {
      for (const [agentId, conversation] of workspaceEntries(workspaceId)) {
        if (conversation.conversation_id === String(conversationId)) return agentId;
      }
      return undefined;
    },
    agentOfRecord(workspaceId, recordId) {
      for (const [agentId, conversation] of workspaceEntries(workspaceId)) {
        if (hasRecord(conversation, recordId)) return agentId;
      }
      return undefined;
    },
    /** A finished or still-streaming answer of one agent, by record id. */
    findRecord(workspaceId, agentId, recordId) {
      for (const conversation of space(workspaceId, agentId).conversations.values()) {
        const all = [...conversation.records, ...conversation.pending];
        const record = all.find((item) => item.id === String(recordId));
        if (record) return record;
      }
      return undefined;
    },
    /** `scope` ({ user, bizKey }, Open mode only): conversations of another user or biz key are left out. */
    listConversations(workspaceId, agentId, runTypes, scope) {
      return [...space(workspaceId, agentId).conversations.values()]
        .filter((conversation) => runTypes.length === 0 || runTypes.includes(conversation.run_type))
        .filter((conversation) => !scope || inScope(conversation, scope))
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

/** Open mode: a conversation belongs to exactly one user and one biz key, or to none. */
export function inScope(conversation, { user, bizKey }) {
  return (conversation.user ?? '') === (user ?? '') && (conversation.biz_key ?? '') === (bizKey ?? '');
}

/**
 * Unread messages of the conversations that match: `agentId` (undefined: the whole workspace),
 * `bizKey`, `user` and `runType` when given; `excludeRunType` leaves one run type out.
 */
export function countUnread(conversations, { bizKey, user, runType, excludeRunType }) {
  return conversations
    .filter((conversation) => bizKey === undefined || conversation.biz_key === bizKey)
    .filter((conversation) => user === undefined || conversation.user === user)
    .filter((conversation) => runType === undefined || conversation.run_type === runType)
    .filter((conversation) => excludeRunType === undefined || conversation.run_type !== excludeRunType)
    .reduce((sum, conversation) => sum + conversation.unread_count, 0);
}

/** The public shape of a conversation (no records, no internal fields). */
export function conversationView(conversation) {
  const {
    records: _records,
    pending: _pending,
    session_id: _session,
    variables: _variables,
    related_questions_enabled: _related,
    ...view
  } = conversation;
  return view;
}
