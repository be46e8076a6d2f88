import { describe, expect, it } from 'vitest';
import type { ConnectionConfig } from '../../src/api/connection-config';
import { createHttpClient } from '../../src/api/http-client';
import { pushAuthFrame, pushSocketUrl } from '../../src/api/push-connection';
import {
  countAgentBizUnreadMessages,
  countAgentTestingUnreadMessages,
  countAgentUnreadMessages,
  countChatUnreadMessages,
  countUnreadMessages,
  markConversationRead,
} from '../../src/api/read-state-api';

const config: ConnectionConfig = {
  baseUrl: 'https://platform.example',
  workspaceId: 'w',
  agentId: 'agent 1',
  accessKey: 'k',
  env: 'production',
  requestTimeoutMs: 1000,
};

function client(answer: unknown) {
  const urls: string[] = [];
  const methods: string[] = [];
  const stub: typeof fetch = async (input, init) => {
    urls.push(String(input));
    methods.push(init?.method ?? 'GET');
    return new Response(JSON.stringify({ code: 0, data: answer }));
  };
  return { client: createHttpClient({ getConfig: () => config, fetch: stub }), urls, methods };
}

describe('read-state calls', () => {
  it('marks a conversation read with POST mark_conversation_read/{id}', async () => {
    const { client: http, urls, methods } = client(null);
    await markConversationRead(http, 'c 1');
    expect(urls[0]).toBe('https://platform.example/v1/oapi/agent/mark_conversation_read/c%201');
    expect(methods[0]).toBe('POST');
  });

  it('reads the four unread counts, as numbers or inside an object', async () => {
    const numbers = client(4);
    expect(await countUnreadMessages(numbers.client)).toBe(4);
    expect(await countAgentUnreadMessages(numbers.client, 'agent 1')).toBe(4);
    expect(await countAgentBizUnreadMessages(numbers.client, 'a', 'biz')).toBe(4);
    expect(await countAgentTestingUnreadMessages(numbers.client, 'a')).toBe(4);
    expect(numbers.urls.map((url) => url.replace('https://platform.example/v1/oapi/agent/', ''))).toEqual([
      'count_unread_msgs',
      'count_bot_unread_msgs/agent%201',
      'count_bot_biz_unread_msgs/a/biz',
      'count_agent_testing_unread_msgs/a',
    ]);
    expect(await countAgentUnreadMessages(client({ count: 7 }).client, 'a')).toBe(7);
  });
});

describe('the count a chat shows', () => {
  const scope = { agentId: 'a', runType: 'CHAT_CLIENT', bizKey: '', user: '' };
  const pathOf = (url: string | undefined) => url?.replace('https://platform.example/v1/oapi/agent/', '');

  it("uses the agent's count, the biz key's, or the AGENT_TESTING one's", async () => {
    const calls = client(1);
    await countChatUnreadMessages(calls.client, scope);
    await countChatUnreadMessages(calls.client, { ...scope, bizKey: 'shop' });
    await countChatUnreadMessages(calls.client, { ...scope, bizKey: 'shop', runType: 'AGENT_TESTING' });
    expect(calls.urls.map(pathOf)).toEqual([
      'count_bot_unread_msgs/a',
      'count_bot_biz_unread_msgs/a/shop',
      'count_agent_testing_unread_msgs/a',
    ]);
  });

  it('narrows counts to a named visitor with a user query', async () => {
    const calls = client(1);
    await countChatUnreadMessages(calls.client, { ...scope, user: 'u 1' });
    await countUnreadMessages(calls.client, 'u 1');
    expect(calls.urls.map(pathOf)).toEqual([
      'count_bot_unread_msgs/a?user=u+1',
      'count_unread_msgs?user=u+1',
    ]);
  });
});

describe('push connection', () => {
  it('connects to {agent}_{user} for a named visitor', () => {
    expect(pushSocketUrl(config, 'http://page.example', 'u1')).toBe(
      'wss://platform.example/v1/chat/record/count_unread_msgs/agent%201_u1',
    );
  });

  it('connects to the agent path on the platform origin, with wss for https', () => {
    expect(pushSocketUrl(config, 'http://page.example')).toBe(
      'wss://platform.example/v1/chat/record/count_unread_msgs/agent%201',
    );
    expect(pushSocketUrl({ ...config, baseUrl: '', env: 'pre' }, 'http://page.example')).toBe(
      'ws://page.example/v1/chat/record/count_unread_msgs/agent%201?env=pre',
    );
  });

  it('connects to the visitor-wide form, count_unread_msgs/user, for every agent', () => {
    expect(pushSocketUrl({ ...config, agentId: '' }, 'http://page.example', '', true)).toBe(
      'wss://platform.example/v1/chat/record/count_unread_msgs/user',
    );
  });

  it('authenticates in the first frame, never in the URL', async () => {
    expect(JSON.parse(await pushAuthFrame(config))).toEqual({
      type: 'AUTH',
      workspace_id: 'w',
      access_key: 'k',
    });
    const inner = { ...config, accessKey: undefined, getToken: async () => 'Bearer t' };
    expect(JSON.parse(await pushAuthFrame(inner))).toEqual({
      type: 'AUTH',
      workspace_id: 'w',
      authorization: 'Bearer t',
    });
  });
});
