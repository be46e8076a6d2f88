import { fail } from './http-helpers.mjs';
import { conversationIdOf, requireConversation } from './route-context.mjs';
import { taskView } from './task-input.mjs';

/** Helpers of the task routes: the task service of the request context, and the named task. */
export const service = (context) => context.taskService;
export const view = (context, slot) => taskView(slot, service(context).runner);
export const nowOf = (context) => new Date(service(context).clock.now());

/** The task a call names (`task_id`, or `task_list_id` for execute), as its conversation sees it. */
export function requireTask(context, taskId = taskIdOf(context)) {
  const conversationId = conversationIdOf(context);
  const slot = service(context).tasks.slot(context.workspaceId, context.agentId, taskId, conversationId);
  if (!slot) fail(context.response, 404, '任务不存在');
  return slot;
}

/** A preset task is seen from one conversation: calls about it must name an existing one. */
export function requirePresetConversation(context, slot) {
  if (!slot.isPreset) return true;
  if (!slot.conversationId) return void fail(context.response, 400, '预置任务需要 conversation_id');
  return Boolean(requireConversation(context, slot.conversationId));
}

/** DELETE and GET calls name the task in the query string, the others in the body. */
function taskIdOf(context) {
  return context.body.task_id ?? context.url.searchParams.get('task_id');
}
