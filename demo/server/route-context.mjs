import { fail } from './http-helpers.mjs';

/**
 * Helpers shared by the route modules. A route handler gets the request context
 * { request, response, url, body, mode, workspaceId, agentId, store, hub, options } and the
 * match of its path pattern.
 */

/** The conversation a call names, from the JSON body or the query string. */
export function conversationIdOf(context) {
  return context.body.conversation_id ?? context.url.searchParams.get('conversation_id');
}

/** The named conversation of this agent, or undefined after answering 404. */
export function requireConversation(context, conversationId = conversationIdOf(context)) {
  const conversation = context.store.findConversation(context.workspaceId, context.agentId, conversationId);
  if (!conversation) fail(context.response, 404, '会话不存在');
  return conversation;
}

/** POST calls carry their parameters in the body, GET calls in the query string. */
export function paramsOf(context) {
  return context.request.method === 'GET' ? Object.fromEntries(context.url.searchParams) : context.body;
}
