import type { HttpClient } from './http-client';

export function fetchAgentDetail(client: HttpClient, agentId: string): Promise<unknown> {
  return client.request({ method: 'POST', path: 'agent/detail', body: { flow_id: agentId } });
}
