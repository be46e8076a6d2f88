// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Json, sseEvents, startReferenceServer } from './server-harness';

const server = startReferenceServer();

async function run(content: string) {
  const id = await server.createConversation();
  const response = await server.chat(id, content);
  return { id, events: sseEvents(await response.text()) as Json[] };
}

const functions = (events: Json[], id: string) =>
  events.filter((event) => event.type === 'FUNCTION' && event.id === id);

describe('tool scenarios', () => {
  it('tools: a flow streams its messages one by one, then succeeds with an output', async () => {
    const { events } = await run('/scenario tools 1');
    const flow = functions(events, 'fn-report');
    expect(flow.map((event) => event.status)).toEqual([
      'STARTED',
      'RUNNING',
      'RUNNING',
      'RUNNING',
      'RUNNING',
      'SUCCEEDED',
    ]);
    expect(flow.flatMap((event) => event.flowMsg ?? []).map((item: Json) => item.message)).toEqual([
      '解析需求',
      '检索资料',
      '生成大纲',
      '撰写报告',
    ]);
    expect(flow.at(-1).output).toMatchObject({ report: expect.any(String) });
    expect(events.at(-1)).toMatchObject({ type: 'RESULT', status: 'SUCCEEDED' });
  });

  it('tools: a failing tool carries execution_status.message in raw', async () => {
    const { events } = await run('/scenario tools 1');
    const failed = functions(events, 'fn-weather').at(-1);
    expect(failed.status).toBe('FAILED');
    expect(failed.raw.execution_status.message).toBe('天气服务超时，请稍后再试');
  });

  it('tools: agent and A2A calls name the agent with an absolute avatar URL and a colour', async () => {
    const { events } = await run('/scenario tools 1');
    const agent = functions(events, 'fn-agent').at(-1);
    const a2a = functions(events, 'fn-a2a').at(-1);
    expect(agent).toMatchObject({ tool_type: 'agent', status: 'SUCCEEDED' });
    expect(a2a).toMatchObject({ tool_type: 'a2a', status: 'SUCCEEDED' });
    for (const call of [agent, a2a]) {
      expect(call.metaData.title).toBeTruthy();
      expect(call.metaData.avatar).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/demo\/icons\//);
      expect(call.metaData.color).toMatch(/^#[0-9a-f]{6}$/);
    }
    const served = await fetch(agent.metaData.avatar);
    expect(served.status).toBe(200);
    expect((await fetch(a2a.metaData.avatar)).status).toBe(404);
  });

  it('tools: a search with eight results, one of whose site icons is missing', async () => {
    const { events } = await run('/scenario tools 1');
    const search = functions(events, 'fn-search-paged').at(-1);
    expect(search.metaData.tool_name).toBe('search');
    expect(search.output).toHaveLength(8);
    const icons = search.output.map((result: Json) => result.icon).filter(Boolean);
    const statuses = await Promise.all(icons.map(async (icon: string) => (await fetch(icon)).status));
    expect(statuses.filter((status) => status === 404)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  });

  it('tools N: waits N ms between flow steps, so a client sees the flow running', async () => {
    const started = Date.now();
    await run('/scenario tools 60');
    expect(Date.now() - started).toBeGreaterThanOrEqual(6 * 60 - 20);
  });

  it('search-fail: the search FUNCTION ends FAILED and the answer goes on', async () => {
    const { events } = await run('/scenario search-fail');
    const search = functions(events, 'fn-search-fail');
    expect(search.map((event) => event.status)).toEqual(['STARTED', 'FAILED']);
    expect(search[0].metaData.tool_name).toBe('search');
    expect(events.at(-1)).toMatchObject({ type: 'RESULT', status: 'SUCCEEDED' });
  });

  it('tool-pending: a tool starts and the stream then waits for the client', async () => {
    const id = await server.createConversation();
    const controller = new AbortController();
    const response = await server.chat(id, '/scenario tool-pending', controller.signal);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('fn-slow')) text += new TextDecoder().decode((await reader.read()).value);
    expect(sseEvents(text).find((event: Json) => event.id === 'fn-slow').status).toBe('STARTED');
    controller.abort();
  });

  it('keeps the flow messages and the raw record in the saved history', async () => {
    const { id } = await run('/scenario tools 1');
    const records = await server.records(id);
    const skills = records.data_list.at(-1).response_ext.skills as Json[];
    const report = skills.find((skill) => skill.id === 'fn-report');
    expect(report.flowMsg.map((item: Json) => item.message)).toHaveLength(4);
    const weather = skills.find((skill) => skill.id === 'fn-weather');
    expect(weather.raw.execution_status.message).toBe('天气服务超时，请稍后再试');
  });
});
