// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventually, type Json, sseEvents, startReferenceServer } from './server-harness';

const server = startReferenceServer();

/** Collapses runs of the same kind, so the order of the script reads at a glance. */
function shape(events: Json[]) {
  const steps = events.map((event) =>
    event.type === 'FUNCTION' ? `FUNCTION ${event.id} ${event.status}` : event.type,
  );
  return steps.filter((step, index) => step !== steps[index - 1]);
}

describe('the default chat stream', () => {
  it('streams thinking, a search tool, a flow tool, the record id, text, related questions and RESULT', async () => {
    const id = await server.createConversation();
    const response = await server.chat(id, '你好，Web Components 是什么？');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const events = sseEvents(await response.text());
    expect(shape(events)).toEqual([
      'THINKING',
      'FUNCTION fn-search STARTED',
      'FUNCTION fn-search SUCCEEDED',
      'FUNCTION fn-flow STARTED',
      'FUNCTION fn-flow RUNNING',
      'FUNCTION fn-flow SUCCEEDED',
      'CHAT_RECORD',
      'TEXT',
      'RELATED_QUESTIONS',
      'SUGGESTED_PLUGIN',
      'RESULT',
    ]);
    expect(events.filter((event) => event.type === 'THINKING').length).toBeGreaterThan(2);

    const search = events.find((event) => event.id === 'fn-search' && event.status === 'SUCCEEDED');
    expect(search.metaData).toMatchObject({ tool_name: 'search', title: '联网搜索' });
    expect(search.output).toHaveLength(5);
    for (const result of search.output) {
      expect(result).toEqual({
        title: expect.any(String),
        url: expect.stringMatching(/^https:\/\//),
        name: expect.any(String),
        icon: expect.any(String),
        index: expect.any(Number),
      });
    }
    const flow = events.filter((event) => event.id === 'fn-flow');
    expect(flow.every((event) => event.tool_type === 'flow' && event.metaData.title === '资料整理流程')).toBe(
      true,
    );
    expect(
      flow.filter((event) => event.status === 'RUNNING').every((event) => event.flowMsg.length > 0),
    ).toBe(true);

    const texts = events.filter((event) => event.type === 'TEXT');
    expect(texts.length).toBeGreaterThan(20);
    const answer = texts.map((event) => event.content).join('');
    expect(answer).toContain('你好，Web Components 是什么？');
    for (const part of ['## ', '1. ', '**', '*先', '](https://', '| :--- |', '```ts'])
      expect(answer).toContain(part);

    expect(events.find((event) => event.type === 'RELATED_QUESTIONS').content).toHaveLength(3);
    expect(events.at(-1)).toEqual({ type: 'RESULT', status: 'SUCCEEDED', finish_reason: 'stop' });
  });

  it('answers 404 before streaming for an unknown conversation', async () => {
    const response = await server.chat('no-such', '你好');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()).code).toBe(404);
  });
});

describe('history records', () => {
  it('stores each answer, with page 1 holding the newest records first', async () => {
    const id = await server.createConversation();
    for (let index = 0; index < 3; index += 1) await (await server.chat(id, `问题${index}`)).text();
    const page = await server.records(id, 1, 2);
    expect(page).toMatchObject({ total_count: 3, page_number: 1, total_pages: 2 });
    expect(page.data_list.map((record: Json) => record.user_content)).toEqual(['问题2', '问题1']);
    expect((await server.records(id, 2, 2)).data_list.map((record: Json) => record.user_content)).toEqual([
      '问题0',
    ]);
  });

  it('writes the record shape of the data document, matching what was streamed', async () => {
    const id = await server.createConversation();
    const events = sseEvents(await (await server.chat(id, '记录的形状')).text());
    const recordEvent = events.find((event) => event.type === 'CHAT_RECORD');
    const [record] = (await server.records(id)).data_list;
    expect(record).toMatchObject({
      id: recordEvent.record_id,
      session_id: expect.any(String),
      user_content: '记录的形状',
      quotes: [],
      files: [],
      response: events
        .filter((event) => event.type === 'TEXT')
        .map((event) => event.content)
        .join(''),
      response_ext: {
        tasks: [],
        group_progress_list: [],
        message: '',
        duration_time: expect.any(Number),
        llm_model: expect.any(String),
        think: expect.stringContaining('先理解问题'),
        related_questions: expect.any(Array),
      },
      record_status: 'SUCCEEDED',
      finish_reason: 'stop',
      feedback_id: null,
      create_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      tips: [],
    });
    expect(record.response_ext.skills.map((skill: Json) => [skill.id, skill.status])).toEqual([
      ['fn-search', 'SUCCEEDED'],
      ['fn-flow', 'SUCCEEDED'],
    ]);
  });

  it('stores dislike feedback on the record', async () => {
    const id = await server.createConversation();
    const events = sseEvents(await (await server.chat(id, '你好')).text());
    const recordId = events.find((event) => event.type === 'CHAT_RECORD').record_id;
    const { body } = await server.call('POST', 'chat/feedback/dislike', {
      record_id: recordId,
      user_opinion: '不准确',
    });
    expect(body.data.feedback_id).toEqual(expect.any(String));
    expect((await server.records(id)).data_list[0].feedback_id).toBe(body.data.feedback_id);
    expect((await server.call('POST', 'chat/feedback/dislike', { record_id: 'nope' })).status).toBe(404);
  });

  it('marks a form submitted with the submitted data', async () => {
    const id = await server.createConversation();
    const events = sseEvents(await (await server.chat(id, '/scenario form 预约')).text());
    const form = events.find((event) => event.form).form;
    const submit = (flowId: string, recordId: string) =>
      server.call('POST', `execute/form_submit/${flowId}/${recordId}`, {
        inputs: { name: '张三', city: 'bj' },
        agent_inputs: {},
      });
    expect((await submit(form.flowId, form.recordId)).body).toEqual({ code: 0, message: 'ok', data: null });
    const [record] = (await server.records(id)).data_list;
    expect(record.response_ext.skills[0].form).toMatchObject({
      isSubmit: true,
      formData: { name: '张三', city: 'bj' },
    });
    expect((await submit('other-flow', form.recordId)).status).toBe(404);
    expect((await submit(form.flowId, 'no-record')).status).toBe(404);
  });

  it('counts pushed answers as unread until the conversation is marked read', async () => {
    const id = await server.createConversation();
    const push = await fetch(server.url('/__test/push'), {
      method: 'POST',
      body: JSON.stringify({
        workspace_id: 'ws-1',
        agent_id: 'demo-agent',
        conversation_id: id,
        text: '推送',
      }),
    });
    expect(push.status).toBe(200);
    expect((await server.call('GET', 'count_unread_msgs')).body.data).toBe(1);
    expect((await server.call('GET', 'count_bot_unread_msgs/demo-agent')).body.data).toBe(1);
    expect((await server.call('GET', 'count_bot_unread_msgs/second-agent')).body.data).toBe(0);
    await server.call('POST', `mark_conversation_read/${id}`, {});
    expect((await server.call('GET', 'count_unread_msgs')).body.data).toBe(0);
    const pushed = await eventually(
      () => server.records(id),
      (page) => page.total_count === 1,
    );
    expect(pushed.data_list[0]).toMatchObject({ is_push: true, response: '推送', user_content: '' });
  });
});
