// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createReferenceServer, type ReferenceServer } from '../../demo/server/create-server.mjs';

let server: ReferenceServer;
beforeAll(async () => {
  server = await createReferenceServer({ quiet: true, chunkDelayMs: 0 });
});
afterAll(() => server.close());
beforeEach(async () => {
  await fetch(new URL('/__test/reset', server.url), { method: 'POST' });
});

const OPEN = { 'Workspace-Id': 'ws-1', 'Access-Key': 'demo-access-key', 'Content-Type': 'application/json' };
const INNER = {
  'Workspace-Id': 'ws-1',
  Authorization: 'Bearer demo-token',
  'Content-Type': 'application/json',
};

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = OPEN) {
  const openMode = Object.keys(headers).some((name) => name.toLowerCase() === 'access-key');
  const base = openMode ? '/v1/oapi/agent/' : '/v1/';
  const response = await fetch(new URL(base + path, server.url), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function createConversation(title = 't', headers = OPEN, runType = 'CHAT_CLIENT') {
  const { body } = await call(
    'POST',
    'chat/conversation/create',
    { robot_id: 'demo-agent', title, run_type: runType },
    headers,
  );
  return body.data.conversation_id as string;
}

async function chat(conversationId: string, content: string) {
  const response = await fetch(new URL('/v1/oapi/agent/chat_messages', server.url), {
    method: 'POST',
    headers: OPEN,
    body: JSON.stringify({
      robot_id: 'demo-agent',
      conversation_id: conversationId,
      content,
      response_mode: 'streaming',
    }),
  });
  return response;
}

function events(text: string) {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)));
}

describe('access modes', () => {
  it('rejects a wrong access key or token with 401 and a message', async () => {
    expect(
      await call('POST', 'agent/detail', { flow_id: 'demo-agent' }, { ...OPEN, 'Access-Key': 'x' }),
    ).toEqual({
      status: 401,
      body: { code: 401, message: 'Access-Key 无效' },
    });
    expect(
      await call('POST', 'agent/detail', { flow_id: 'demo-agent' }, { ...INNER, Authorization: 'x' }),
    ).toEqual({
      status: 401,
      body: { code: 401, message: 'Authorization 无效或已过期' },
    });
  });

  it('requires the workspace header and accepts header names in any case', async () => {
    const missing = await call(
      'POST',
      'agent/detail',
      { flow_id: 'demo-agent' },
      { 'Access-Key': 'demo-access-key' },
    );
    expect(missing.status).toBe(400);
    const lower = await call(
      'POST',
      'agent/detail',
      { flow_id: 'demo-agent' },
      {
        'workspace-id': 'w',
        'access-key': 'demo-access-key',
      },
    );
    expect(lower.body.data.application.name).toBe('小智助手');
  });

  it('answers agent detail in the envelope, and 404 for an unknown agent', async () => {
    const { body } = await call('POST', 'agent/detail', { flow_id: 'second-agent' }, INNER);
    expect(body).toMatchObject({
      code: 0,
      data: { application: { name: '数据分析师' }, config: { rule: { question_guide: expect.any(Array) } } },
    });
    expect((await call('POST', 'agent/detail', { flow_id: 'nobody' })).body).toEqual({
      code: 404,
      message: 'Agent 不存在',
    });
  });
});

describe('conversations', () => {
  it('creates, lists newest first (POST in Open, GET in inner), renames and deletes', async () => {
    const first = await createConversation('一');
    const second = await createConversation('二');
    const listed = await call('POST', 'chat/conversation/list', {
      robot_id: 'demo-agent',
      run_type: 'CHAT_CLIENT',
      pageNo: 1,
      pageSize: 60,
    });
    expect(
      listed.body.data.data_list.map((item: { conversation_id: string }) => item.conversation_id),
    ).toEqual([second, first]);
    const inner = await call(
      'GET',
      'chat/conversation/list?robot_id=demo-agent&run_type=CHAT_CLIENT&pageNo=1&pageSize=60',
      undefined,
      INNER,
    );
    expect(inner.body.data.total_count).toBe(2);
    await call('PUT', 'chat/conversation', { conversation_id: first, title: '改名' });
    await call('DELETE', `chat/conversation?conversation_id=${second}`);
    const after = await call('POST', 'chat/conversation/list', {
      robot_id: 'demo-agent',
      run_type: 'CHAT_CLIENT',
    });
    expect(after.body.data.data_list).toEqual([
      expect.objectContaining({ conversation_id: first, title: '改名' }),
    ]);
  });

  it('filters the list by run type', async () => {
    await createConversation('bot', OPEN, 'CHATBOT');
    await createConversation('research', OPEN, 'AI_RESEARCH');
    const listed = await call('POST', 'chat/conversation/list', {
      robot_id: 'demo-agent',
      run_type: 'CHATBOT,CLIENT_SMART_TOOLS,CHAT_CLIENT',
    });
    expect(listed.body.data.data_list.map((item: { title: string }) => item.title)).toEqual(['bot']);
  });
});

describe('the chat stream', () => {
  it('streams thinking, tools, record id, text, related questions and RESULT in order', async () => {
    const conversationId = await createConversation();
    const response = await chat(conversationId, '你好');
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const kinds = events(await response.text()).map((event) => event.type);
    expect(kinds[0]).toBe('THINKING');
    expect(kinds).toContain('FUNCTION');
    expect(kinds.indexOf('CHAT_RECORD')).toBeLessThan(kinds.indexOf('TEXT'));
    expect(kinds.slice(-3)).toEqual(['RELATED_QUESTIONS', 'SUGGESTED_PLUGIN', 'RESULT']);
  });

  it('stores each answer as a record, pages 20 at a time with the newest first', async () => {
    const conversationId = await createConversation();
    for (let index = 0; index < 3; index += 1) await (await chat(conversationId, `问题${index}`)).text();
    const page = await call(
      'GET',
      `chat/records?conversation_id=${conversationId}&page_number=1&page_size=2&robot_id=demo-agent`,
    );
    expect(page.body.data).toMatchObject({ total_count: 3, page_number: 1, total_pages: 2 });
    expect(page.body.data.data_list.map((record: { user_content: string }) => record.user_content)).toEqual([
      '问题2',
      '问题1',
    ]);
    expect(page.body.data.data_list[0]).toMatchObject({ record_status: 'SUCCEEDED', finish_reason: 'stop' });
  });

  it('stores a failed answer with its message', async () => {
    const conversationId = await createConversation();
    const text = await (await chat(conversationId, '/scenario error')).text();
    expect(events(text).at(-1)).toEqual({ type: 'RESULT', status: 'FAILED', message: '模型服务暂时不可用' });
    const page = await call(
      'GET',
      `chat/records?conversation_id=${conversationId}&page_number=1&page_size=20&robot_id=demo-agent`,
    );
    expect(page.body.data.data_list[0]).toMatchObject({
      record_status: 'FAILED',
      response_ext: { message: '模型服务暂时不可用' },
    });
  });

  it('answers http-error before streaming and 404 for an unknown conversation', async () => {
    const conversationId = await createConversation();
    const failed = await chat(conversationId, '/scenario http-error');
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ code: 500, message: '服务器内部错误' });
    expect((await chat('no-such', 'hi')).status).toBe(404);
  });

  it('cuts the connection in the cut scenario', async () => {
    const conversationId = await createConversation();
    const response = await chat(conversationId, '/scenario cut');
    await expect(response.text()).rejects.toThrow();
  });

  it('keeps a timed-out stream open until the client leaves, then records it as aborted', async () => {
    const conversationId = await createConversation();
    const controller = new AbortController();
    const response = await fetch(new URL('/v1/oapi/agent/chat_messages', server.url), {
      method: 'POST',
      headers: OPEN,
      body: JSON.stringify({
        robot_id: 'demo-agent',
        conversation_id: conversationId,
        content: '/scenario timeout',
      }),
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const page = await call(
      'GET',
      `chat/records?conversation_id=${conversationId}&page_number=1&page_size=20&robot_id=demo-agent`,
    );
    expect(page.body.data.data_list[0]).toMatchObject({ record_status: 'FAILED', finish_reason: 'abort' });
  });

  it('writes the title from get_title', async () => {
    const conversationId = await createConversation();
    const { body } = await call('POST', 'chat/get_title', {
      conversation_id: conversationId,
      question: '如何写周报',
      answer: '…',
    });
    expect(body.data.title).toBe('如何写周报');
  });
});

describe('static files', () => {
  it('serves the demo page, strict CSP on *.csp.html, and refuses path traversal', async () => {
    const demo = await fetch(server.url);
    expect(demo.headers.get('content-type')).toContain('text/html');
    const csp = await fetch(new URL('/tests/browser/pages/chat.csp.html', server.url));
    expect(csp.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'",
    );
    expect((await fetch(new URL('/demo/../package.json', server.url))).status).toBe(404);
    expect((await fetch(new URL('/demo/%2e%2e/package.json', server.url))).status).toBe(404);
    expect((await fetch(new URL('/demo/server/create-server.mjs', server.url))).status).toBe(404);
  });
});
