import { describe, expect, it } from 'vitest';
import type { ConnectionConfig } from '../../src/api/connection-config';
import { createHttpClient } from '../../src/api/http-client';
import { readVariables, writeVariables } from '../../src/api/variables-api';

function capture(config: ConnectionConfig) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const stub: typeof fetch = async (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method ?? '',
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify({ code: 0, data: {} }));
  };
  return { client: createHttpClient({ getConfig: () => config, fetch: stub }), calls };
}

const base = {
  baseUrl: '',
  workspaceId: 'w',
  agentId: 'a',
  env: 'production' as const,
  requestTimeoutMs: 1000,
};

describe('agent variable paths', () => {
  it('uses agent_variables in Open mode', async () => {
    const open = { ...base, accessKey: 'k' };
    const { client, calls } = capture(open);
    await readVariables(client, open, 'c1', 's1');
    await writeVariables(client, open, { conversationId: 'c1', sessionId: 's1', values: { name: 'x' } });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /v1/oapi/agent/agent_variables/c1/s1',
      'PUT /v1/oapi/agent/agent_variables',
    ]);
    expect(calls[1]?.body).toEqual({
      agent_id: 'a',
      session_id: 's1',
      conversation_id: 'c1',
      agent_variables: { name: 'x' },
    });
  });

  it('uses agent/agent_variables in inner mode', async () => {
    const inner = { ...base, token: 't' };
    const { client, calls } = capture(inner);
    await readVariables(client, inner, 'c1', 's1');
    await writeVariables(client, inner, { conversationId: 'c1', sessionId: 's1', values: {} });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /v1/agent/agent_variables/c1/s1',
      'PUT /v1/agent/agent_variables',
    ]);
  });
});
