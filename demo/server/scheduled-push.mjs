/**
 * A scheduled answer: some time after the chat, the agent pushes a message into the conversation
 * (like a finished task), which raises its unread count and notifies the push socket.
 */
export function pushAnswer({ store, hub, workspaceId, agentId, conversation, text }) {
  const record = {
    id: store.nextId('rec'),
    session_id: conversation.session_id,
    user_content: '',
    quotes: [],
    files: [],
    response: text,
    response_ext: {
      tasks: [],
      group_progress_list: [],
      message: '',
      duration_time: 0,
      llm_model: 'demo-model',
    },
    record_status: 'SUCCEEDED',
    is_push: true,
    tips: [],
    finish_reason: 'stop',
    feedback_id: null,
    create_time: new Date().toISOString(),
  };
  conversation.records.push(record);
  conversation.latest_create_time = record.create_time;
  conversation.unread_count += 1;
  hub.notify(workspaceId, agentId, conversation.conversation_id);
  return record;
}

export function schedulePush(context, delayMs) {
  setTimeout(() => {
    const conversation = context.store.findConversation(
      context.workspaceId,
      context.agentId,
      context.conversation.conversation_id,
    );
    if (conversation)
      pushAnswer({ ...context, conversation, text: '这是稍后推送的结果：任务已完成，共处理 3 条数据。' });
  }, delayMs);
}
