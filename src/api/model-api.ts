import { apiPath } from './api-path';
import type { HttpClient } from './http-client';
import { readListPayload } from './list-payload';

export async function fetchActiveChannels(client: HttpClient): Promise<unknown[]> {
  const payload = await client.request({
    method: 'GET',
    path: 'llm/active_channels',
    query: { generate_type: 'chat', extended_model_type: 'llm' },
  });
  return readListPayload(payload).items;
}

export function fetchModelLimited(client: HttpClient, workspaceId: string): Promise<unknown> {
  return client.request({
    method: 'GET',
    path: 'workspace/model_limited',
    query: { workspace_id: workspaceId },
  });
}

export function fetchProductService(client: HttpClient, workspaceId: string): Promise<unknown> {
  return client.request({ method: 'GET', path: apiPath('product_service', workspaceId) });
}

export function writeConversationModel(
  client: HttpClient,
  conversationId: string,
  modelConfig: { model: string; channel: string },
): Promise<unknown> {
  return client.request({
    method: 'PUT',
    path: 'chat/conversation',
    body: { conversation_id: conversationId, config: { model_config: modelConfig } },
  });
}
