import type { HttpClient } from './http-client';
import { type ListPage, readListPayload } from './list-payload';

export interface RecordsQuery {
  conversationId: string;
  agentId: string;
  pageNumber: number;
  pageSize: number;
}

export async function fetchRecords(client: HttpClient, query: RecordsQuery): Promise<ListPage> {
  const payload = await client.request({
    method: 'GET',
    path: 'chat/records',
    query: {
      conversation_id: query.conversationId,
      page_number: query.pageNumber,
      page_size: query.pageSize,
      robot_id: query.agentId,
    },
  });
  return readListPayload(payload);
}

/** The streaming POST of data doc section 7; `payload` comes from model/to-send-payload.ts. */
export function openChatMessages(
  client: HttpClient,
  payload: unknown,
  signal: AbortSignal,
): Promise<Response> {
  return client.open({ method: 'POST', path: 'chat_messages', body: payload, signal });
}
