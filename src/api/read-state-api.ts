import { asNumber, isObject } from '../model/wire-values';
import { apiPath } from './api-path';
import type { HttpClient } from './http-client';

export function markConversationRead(client: HttpClient, conversationId: string): Promise<unknown> {
  return client.request({
    method: 'POST',
    path: apiPath('mark_conversation_read', conversationId),
  });
}

/** Unread counts arrive as a number, or as an object holding it (count / unread_count / total). */
function readCount(payload: unknown): number {
  if (isObject(payload))
    return asNumber(payload.count) ?? asNumber(payload.unread_count) ?? asNumber(payload.total) ?? 0;
  return asNumber(payload) ?? 0;
}

/** An Open mode visitor's counts are their own: `user` (from `user-id`) narrows them when given. */
async function count(client: HttpClient, path: string, user?: string): Promise<number> {
  return readCount(await client.request({ method: 'GET', path, query: { user: user || undefined } }));
}

export function countUnreadMessages(client: HttpClient, user?: string): Promise<number> {
  return count(client, 'count_unread_msgs', user);
}

export function countAgentUnreadMessages(
  client: HttpClient,
  agentId: string,
  user?: string,
): Promise<number> {
  return count(client, apiPath('count_bot_unread_msgs', agentId), user);
}

export function countAgentBizUnreadMessages(
  client: HttpClient,
  agentId: string,
  biz: string,
  user?: string,
): Promise<number> {
  return count(client, apiPath('count_bot_biz_unread_msgs', agentId, biz), user);
}

export function countAgentTestingUnreadMessages(
  client: HttpClient,
  agentId: string,
  user?: string,
): Promise<number> {
  return count(client, apiPath('count_agent_testing_unread_msgs', agentId), user);
}

export interface ChatUnreadScope {
  agentId: string;
  runType: string;
  bizKey: string;
  user: string;
}

/** The run type whose conversations have their own count (data doc section 7, "Read state"). */
export const AGENT_TESTING_RUN_TYPE = 'AGENT_TESTING';

/**
 * The count that matches what this chat lists: an agent-testing chat counts its test
 * conversations, a chat with a biz key that key's, any other chat the agent's.
 */
export function countChatUnreadMessages(client: HttpClient, scope: ChatUnreadScope): Promise<number> {
  const user = scope.user || undefined;
  if (scope.runType === AGENT_TESTING_RUN_TYPE)
    return countAgentTestingUnreadMessages(client, scope.agentId, user);
  if (scope.bizKey) return countAgentBizUnreadMessages(client, scope.agentId, scope.bizKey, user);
  return countAgentUnreadMessages(client, scope.agentId, user);
}
