import { appendRecord } from './new-record.mjs';

/**
 * A scheduled answer: some time after the chat, the agent pushes a message into the conversation
 * (like a finished task), which raises its unread count and notifies the push socket.
 */
export function pushAnswer({ store, hub, workspaceId, agentId, conversation, text }) {
  const record = appendRecord(conversation, {
    id: store.nextId('rec'),
    response: text,
    record_status: 'SUCCEEDED',
    is_push: true,
    finish_reason: 'stop',
  });
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
