import type { HttpClient } from './http-client';

/** wire-format.md, "Composer: file support": the raw list; model/file-support reads it. */
export function fetchFileSupport(
  client: HttpClient,
  agentId: string,
  signal?: AbortSignal,
): Promise<unknown> {
  return client.request({
    method: 'POST',
    path: 'chat/agent/file-support',
    body: { agent_id: agentId },
    signal,
  });
}
