import type { ConversationScope } from '../model/conversation-scope';
import { asString } from '../model/wire-values';
import { answerField } from './answer-field';
import { ApiError } from './api-error';
import { accessModeOf, type ConnectionConfig } from './connection-config';
import type { HttpClient } from './http-client';
import { type ListPage, readListPayload } from './list-payload';

export interface ListConversationsQuery {
  agentId: string;
  runTypes: string[];
  pageNo: number;
  pageSize: number;
  scope?: ConversationScope;
}

/** Only what is given, and only in Open mode: inner mode knows the visitor from its token. */
function scopeFields(config: ConnectionConfig, scope: ConversationScope | undefined) {
  if (accessModeOf(config) !== 'open' || !scope) return {};
  // Absent or empty: undefined, which JSON and the query leave out.
  return { user: scope.user || undefined, biz_key: scope.bizKey || undefined };
}

/** POST in Open mode, GET in inner mode (data doc, section 7). */
export async function listConversations(
  client: HttpClient,
  config: ConnectionConfig,
  query: ListConversationsQuery,
): Promise<ListPage> {
  const params = {
    robot_id: query.agentId,
    run_type: query.runTypes.join(','),
    ...scopeFields(config, query.scope),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
  const payload =
    accessModeOf(config) === 'open'
      ? await client.request({ method: 'POST', path: 'chat/conversation/list', body: params })
      : await client.request({ method: 'GET', path: 'chat/conversation/list', query: params });
  return readListPayload(payload);
}

export interface CreateConversationInput {
  agentId: string;
  title: string;
  runType: string;
  scope?: ConversationScope;
  clientType?: string;
  conversationConfig?: Record<string, unknown>;
}

export async function createConversation(
  client: HttpClient,
  config: ConnectionConfig,
  input: CreateConversationInput,
): Promise<string> {
  const data = await client.request({
    method: 'POST',
    path: 'chat/conversation/create',
    body: {
      robot_id: input.agentId,
      title: input.title,
      run_type: input.runType,
      ...scopeFields(config, input.scope),
      // Absent or empty: undefined, which JSON leaves out.
      client_type: input.clientType || undefined,
      conversation_config: input.conversationConfig,
    },
  });
  const id = answerField(data, 'conversation_id', asString);
  if (!id) throw new ApiError('envelope', 'conversation id missing in answer');
  return id;
}

export function renameConversation(
  client: HttpClient,
  conversationId: string,
  title: string,
): Promise<unknown> {
  return client.request({
    method: 'PUT',
    path: 'chat/conversation',
    body: { conversation_id: conversationId, title },
  });
}

export function deleteConversation(client: HttpClient, conversationId: string): Promise<unknown> {
  return client.request({
    method: 'DELETE',
    path: 'chat/conversation',
    query: { conversation_id: conversationId },
  });
}

export async function fetchCurrentSession(
  client: HttpClient,
  conversationId: string,
): Promise<string | undefined> {
  const data = await client.request({
    method: 'GET',
    path: 'chat/session/current',
    query: { conversation_id: conversationId },
  });
  return answerField(data, 'session_id', asString);
}

export async function generateTitle(
  client: HttpClient,
  input: { conversationId: string; question: string; answer: string },
): Promise<string | undefined> {
  const data = await client.request({
    method: 'POST',
    path: 'chat/get_title',
    body: { conversation_id: input.conversationId, question: input.question, answer: input.answer },
  });
  return answerField(data, 'title', asString);
}

export function cleanMessages(
  client: HttpClient,
  conversationId: string,
  sessionId: string,
): Promise<unknown> {
  return client.request({
    method: 'POST',
    path: 'chat/conversation/clean_messages',
    body: { conversation_id: conversationId, clean_before_session_id: sessionId },
  });
}

export function setSessionRelatedQuestions(
  client: HttpClient,
  input: { conversationId: string; sessionId: string; enabled: boolean },
): Promise<unknown> {
  return client.request({
    method: 'POST',
    path: 'agent/session_related_questions',
    body: {
      conversation_id: input.conversationId,
      session_id: input.sessionId,
      session_related_questions_enabled: input.enabled,
    },
  });
}

/** Starts a new session configured with the given agent variables; resolves to its id. */
export async function refreshSessionWithVariables(
  client: HttpClient,
  conversationId: string,
  variables: Record<string, string>,
): Promise<string | undefined> {
  const data = await client.request({
    method: 'POST',
    path: 'chat/session/refresh_and_config',
    body: { conversation_id: conversationId, agent_variables: variables },
  });
  return answerField(data, 'session_id', asString);
}
