import { asNumber, isObject } from '../model/wire-values';
import type { HttpClient } from './http-client';

export function markConversationRead(client: HttpClient, conversationId: string): Promise<unknown> {
  return client.request({
    method: 'POST',
    path: `mark_conversation_read/${encodeURIComponent(conversationId)}`,
  });
}

/** Unread counts arrive as a number, or as an object holding it (count / unread_count / total). */
function readCount(payload: unknown): number {
  if (isObject(payload))
    return asNumber(payload.count) ?? asNumber(payload.unread_count) ?? asNumber(payload.total) ?? 0;
  return asNumber(payload) ?? 0;
}

export async function countUnreadMessages(client: HttpClient): Promise<number> {
  return readCount(await client.request({ method: 'GET', path: 'count_unread_msgs' }));
}

export async function countAgentUnreadMessages(client: HttpClient, agentId: string): Promise<number> {
  return readCount(
    await client.request({ method: 'GET', path: `count_bot_unread_msgs/${encodeURIComponent(agentId)}` }),
  );
}

export async function countAgentBizUnreadMessages(
  client: HttpClient,
  agentId: string,
  biz: string,
): Promise<number> {
  const path = `count_bot_biz_unread_msgs/${encodeURIComponent(agentId)}/${encodeURIComponent(biz)}`;
  return readCount(await client.request({ method: 'GET', path }));
}

export async function countAgentTestingUnreadMessages(client: HttpClient, agentId: string): Promise<number> {
  const path = `count_agent_testing_unread_msgs/${encodeURIComponent(agentId)}`;
  return readCount(await client.request({ method: 'GET', path }));
}
