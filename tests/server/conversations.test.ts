// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INNER, type Json, OPEN, sleep, startReferenceServer } from './server-harness';

const server = startReferenceServer();

async function list(body: Record<string, unknown> = {}) {
  const params = { robot_id: 'demo-agent', run_type: 'CHAT_CLIENT', pageNo: 1, pageSize: 60, ...body };
  return (await server.call('POST', 'chat/conversation/list', params)).body.data;
}
const ids = (page: Json) => page.data_list.map((item: Json) => item.conversation_id);

describe('conversations', () => {
  it('creates, lists newest first (POST in Open, GET in inner), renames and deletes', async () => {
    const first = await server.createConversation('一');
    await sleep(2);
    const second = await server.createConversation('二');
    const listed = await list();
    expect(listed).toMatchObject({ total_count: 2, page_number: 1, total_pages: 1 });
    expect(ids(listed)).toEqual([second, first]);
    expect(listed.data_list[0]).toEqual({
      conversation_id: second,
      title: '二',
      latest_create_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      run_type: 'CHAT_CLIENT',
      config: { model_config: null },
      unread_count: 0,
    });
    const query = 'robot_id=demo-agent&run_type=CHAT_CLIENT&pageNo=1&pageSize=60';
    const inner = await server.call('GET', `chat/conversation/list?${query}`, undefined, INNER);
    expect(ids(inner.body.data)).toEqual([second, first]);

    await server.call('PUT', 'chat/conversation', { conversation_id: first, title: '改名' });
    const model_config = { model: 'demo-pro', channel: 'official' };
    await server.call('PUT', 'chat/conversation', { conversation_id: first, config: { model_config } });
    expect((await server.call('DELETE', `chat/conversation?conversation_id=${second}`)).status).toBe(200);
    expect((await list()).data_list).toEqual([
      expect.objectContaining({ conversation_id: first, title: '改名', config: { model_config } }),
    ]);
    expect((await server.call('DELETE', `chat/conversation?conversation_id=${second}`)).status).toBe(404);
  });

  it('filters by the comma-joined run types and pages the list', async () => {
    await server.createConversation('bot', 'CHATBOT');
    await server.createConversation('research', 'AI_RESEARCH');
    await server.createConversation('client', 'CHAT_CLIENT');
    const chatClient = await list({ run_type: 'CHATBOT,CLIENT_SMART_TOOLS,CHAT_CLIENT' });
    expect(chatClient.data_list.map((item: Json) => item.title).sort()).toEqual(['bot', 'client']);
    const paged = await list({ run_type: 'CHATBOT,AI_RESEARCH,CHAT_CLIENT', pageNo: 2, pageSize: 2 });
    expect(paged).toMatchObject({ total_count: 3, page_number: 2, total_pages: 2 });
    expect(paged.data_list).toHaveLength(1);
  });

  it('moves a conversation to the top when it gets a message', async () => {
    const older = await server.createConversation('older');
    await sleep(2);
    const newer = await server.createConversation('newer');
    await sleep(2);
    await (await server.chat(older, '你好')).text();
    expect(ids(await list())).toEqual([older, newer]);
  });

  it('keeps state apart per workspace and per agent', async () => {
    await server.createConversation('mine');
    const otherWorkspace = await server.call(
      'POST',
      'chat/conversation/list',
      { robot_id: 'demo-agent', run_type: 'CHAT_CLIENT' },
      { ...OPEN, 'Workspace-Id': 'ws-2' },
    );
    expect(otherWorkspace.body.data.total_count).toBe(0);
    expect((await list({ robot_id: 'second-agent' })).total_count).toBe(0);
  });

  it('derives a short title from the question and stores it', async () => {
    const id = await server.createConversation();
    const { body } = await server.call('POST', 'chat/get_title', {
      conversation_id: id,
      question: '/scenario slow 如何写一份清楚又简短的周报给团队',
      answer: '…',
    });
    expect(body.data.title).toBe('如何写一份清楚又简短的周');
    expect((await list()).data_list[0].title).toBe(body.data.title);
  });
});

describe('sessions and variables', () => {
  it('gives the current session and starts a new one on clean and on refresh', async () => {
    const id = await server.createConversation();
    const current = async () =>
      (await server.call('GET', `chat/session/current?conversation_id=${id}`)).body.data;
    const first = await current();
    expect(first).toEqual(expect.any(String));
    await server.call('POST', 'chat/conversation/clean_messages', {
      conversation_id: id,
      clean_before_session_id: first,
    });
    const second = await current();
    expect(second).not.toBe(first);
    const refreshed = await server.call('POST', 'chat/session/refresh_and_config', {
      conversation_id: id,
      agent_variables: { nickname: '小王' },
    });
    expect(refreshed.body.data.session_id).not.toBe(second);
    expect(await current()).toBe(refreshed.body.data.session_id);
  });

  it('reads and writes agent variables per session in both modes', async () => {
    const id = await server.createConversation();
    const session = (await server.call('GET', `chat/session/current?conversation_id=${id}`)).body.data;
    const values = { nickname: '小李', city: '上海' };
    const written = await server.call('PUT', 'agent_variables', {
      agent_id: 'demo-agent',
      session_id: session,
      conversation_id: id,
      agent_variables: values,
    });
    expect(written.status).toBe(200);
    const open = await server.call('GET', `agent_variables/${id}/${session}`);
    expect(open.body.data).toMatchObject(values);
    const inner = await server.call('GET', `agent/agent_variables/${id}/${session}`, undefined, INNER);
    expect(inner.body.data).toMatchObject(values);
  });

  it('switches related questions off for one conversation', async () => {
    const id = await server.createConversation();
    const switched = await server.call('POST', 'agent/session_related_questions', {
      conversation_id: id,
      session_id: 's',
      session_related_questions_enabled: false,
    });
    expect(switched.status).toBe(200);
    const text = await (await server.chat(id, '你好')).text();
    expect(text).not.toContain('RELATED_QUESTIONS');
  });
});
