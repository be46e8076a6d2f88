import { apiPath } from './api-path';
import { accessModeOf, type ConnectionConfig } from './connection-config';
import type { HttpClient } from './http-client';

/** Open mode: agent_variables; inner mode: agent/agent_variables (data doc, section 7). */
function variablesPath(config: ConnectionConfig): string {
  return accessModeOf(config) === 'open' ? 'agent_variables' : 'agent/agent_variables';
}

export function readVariables(
  client: HttpClient,
  config: ConnectionConfig,
  conversationId: string,
  sessionId: string,
): Promise<unknown> {
  const path = apiPath(variablesPath(config), conversationId, sessionId);
  return client.request({ method: 'GET', path });
}

export function writeVariables(
  client: HttpClient,
  config: ConnectionConfig,
  input: { conversationId: string; sessionId: string; values: Record<string, string> },
): Promise<unknown> {
  return client.request({
    method: 'PUT',
    path: variablesPath(config),
    body: {
      agent_id: config.agentId,
      session_id: input.sessionId,
      conversation_id: input.conversationId,
      agent_variables: input.values,
    },
  });
}
