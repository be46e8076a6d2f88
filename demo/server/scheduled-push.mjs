import { commitRecord, newRecord } from './chat-record.mjs';

/**
 * A scheduled answer: some time after the chat, the agent pushes a message into the conversation
 * (like a finished task), which raises its unread count and notifies the push socket.
 * A task run passes `tasks` (response_ext.tasks) and, when it failed, `failure`: the record is then
 * a failed one whose stored message is that text.
 */
export function pushAnswer({ store, hub, workspaceId, agentId, conversation, text, tasks, failure }) {
  const record = newRecord({ id: store.nextId('rec'), conversation, response: text, isPush: true });
  record.record_status = 'SUCCEEDED';
  record.finish_reason = 'stop';
  if (tasks) record.response_ext.tasks = tasks;
  if (failure) {
    record.record_status = 'FAILED';
    record.response_ext.message = failure;
    record.finish_reason = 'error';
  }
  commitRecord(conversation, record);
  conversation.latest_create_time = record.create_time;
  conversation.unread_count += 1;
  hub.notify(workspaceId, agentId, conversation.conversation_id, conversation.user);
  return record;
}

export function schedulePush(context, delayMs) {
  const timer = setTimeout(() => {
    const conversation = context.store.findConversation(
      context.workspaceId,
      context.agentId,
      context.conversation.conversation_id,
    );
    if (conversation)
      pushAnswer({ ...context, conversation, text: '这是稍后推送的结果：任务已完成，共处理 3 条数据。' });
  }, delayMs);
  // A pending push must not keep a test process or a closing server alive.
  timer.unref();
}
