import { describe, expect, it } from 'vitest';
import type { ConnectionConfig } from '../../src/api/connection-config';
import { createConversation, listConversations } from '../../src/api/conversation-api';
import { createHttpClient } from '../../src/api/http-client';

const open: ConnectionConfig = {
  baseUrl: 'https://platform.example',
  workspaceId: 'w',
  agentId: 'a',
  accessKey: 'k',
  env: 'production',
  requestTimeoutMs: 1000,
};
const inner: ConnectionConfig = { ...open, accessKey: undefined, token: 't' };

function client(config: ConnectionConfig, answer: unknown) {
  const requests: { url: string; body: unknown }[] = [];
  const stub: typeof fetch = async (input, init) => {
    requests.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify({ code: 0, data: answer }));
  };
  return { http: createHttpClient({ getConfig: () => config, fetch: stub }), requests };
}

const scope = { user: 'u1', bizKey: 'shop' };
const listQuery = { agentId: 'a', runTypes: ['CHAT_CLIENT'], pageNo: 2, pageSize: 60, scope };

describe('conversation calls in Open and inner mode', () => {
  it('lists with user and biz_key in the Open POST body, neither in the inner GET query', async () => {
    const openCall = client(open, []);
    await listConversations(openCall.http, open, listQuery);
    expect(openCall.requests[0]?.body).toEqual({
      robot_id: 'a',
      run_type: 'CHAT_CLIENT',
      user: 'u1',
      biz_key: 'shop',
      pageNo: 2,
      pageSize: 60,
    });
    const innerCall = client(inner, []);
    await listConversations(innerCall.http, inner, listQuery);
    const url = new URL(innerCall.requests[0]?.url ?? '');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      robot_id: 'a',
      run_type: 'CHAT_CLIENT',
      pageNo: '2',
      pageSize: '60',
    });
  });

  it('creates with user, biz_key, client_type and conversation_config; inner mode leaves out the scope', async () => {
    const input = {
      agentId: 'a',
      title: '新会话',
      runType: 'CHAT_CLIENT',
      scope,
      clientType: 'WEB',
      conversationConfig: { theme: 'dark' },
    };
    const openCall = client(open, { conversation_id: 'c1' });
    expect(await createConversation(openCall.http, open, input)).toBe('c1');
    expect(openCall.requests[0]?.body).toEqual({
      robot_id: 'a',
      title: '新会话',
      run_type: 'CHAT_CLIENT',
      user: 'u1',
      biz_key: 'shop',
      client_type: 'WEB',
      conversation_config: { theme: 'dark' },
    });
    const innerCall = client(inner, 'c2');
    expect(await createConversation(innerCall.http, inner, input)).toBe('c2');
    expect(innerCall.requests[0]?.body).toEqual({
      robot_id: 'a',
      title: '新会话',
      run_type: 'CHAT_CLIENT',
      client_type: 'WEB',
      conversation_config: { theme: 'dark' },
    });
  });

  it('sends only the base fields when nothing else is given', async () => {
    const call = client(open, { conversation_id: 'c1' });
    await createConversation(call.http, open, { agentId: 'a', title: 't', runType: 'CHATBOT' });
    expect(call.requests[0]?.body).toEqual({ robot_id: 'a', title: 't', run_type: 'CHATBOT' });
  });
});
