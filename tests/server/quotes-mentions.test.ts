// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventually, type Json, sseEvents, startReferenceServer } from './server-harness';

const server = startReferenceServer();

async function lastRecord(conversationId: string): Promise<Json> {
  const page = await eventually(
    () => server.records(conversationId),
    (data) => data.data_list.length > 0,
  );
  return page.data_list[0];
}

describe('quotes sent with a message', () => {
  it('stores a new quote on the record with a generated quote_id', async () => {
    const id = await server.createConversation();
    const quote = { quote_type: 'TEXT', content: '季度增长 18%' };
    await (await server.chat(id, '解释一下', undefined, { quote })).text();
    const record = await lastRecord(id);
    expect(record.quotes).toHaveLength(1);
    expect(record.quotes[0]).toMatchObject(quote);
    expect(record.quotes[0].quote_id).toMatch(/\S/);
  });

  it('keeps a URL quote’s link and resends the stored quote on regenerate', async () => {
    const id = await server.createConversation();
    const quote = { quote_type: 'URL', content: 'https://example.com/a', url: 'https://example.com/a' };
    await (await server.chat(id, '读一下', undefined, { quote })).text();
    const stored = (await lastRecord(id)).quotes[0];
    expect(stored).toMatchObject(quote);
    await (
      await server.chat(id, '读一下', undefined, {
        action: 'regenerate',
        enforce_tool_call_params: { chat_quote_id: stored.quote_id },
      })
    ).text();
    const page = await server.records(id);
    expect(page.data_list).toHaveLength(1);
    expect(page.data_list[0].quotes).toEqual([stored]);
  });

  it('ignores a quote without content or with an unknown type', async () => {
    const id = await server.createConversation();
    await (await server.chat(id, 'a', undefined, { quote: { quote_type: 'IMAGE', content: 'x' } })).text();
    await (await server.chat(id, 'b', undefined, { quote: { quote_type: 'TEXT', content: ' ' } })).text();
    const page = await eventually(
      () => server.records(id),
      (data) => data.data_list.length === 2,
    );
    expect(page.data_list.map((record: Json) => record.quotes)).toEqual([[], []]);
  });
});

describe('collaborating agents and forced tool calls', () => {
  it('lists sub-agents and A2A entries in the demo agent’s detail', async () => {
    const { body } = await server.call('POST', 'agent/detail', { flow_id: 'demo-agent' });
    expect(body.data.agents.map((agent: Json) => agent.name)).toEqual([
      '翻译助手',
      '财务分析师',
      'DocWriter',
    ]);
    expect(body.data.a2a.map((agent: Json) => agent.name)).toEqual(['外部法务']);
  });

  it('answers a mention with the named agent’s tool card first', async () => {
    const id = await server.createConversation();
    const stream = await server.chat(id, '@外部法务 看看', undefined, {
      enforce_tool_call_params: { tool_type: 'A2A', tool_id: 'a2a-legal' },
    });
    const events = sseEvents(await stream.text());
    const card = events.filter((event) => String(event.id).startsWith('fn-mention'));
    expect(card.map((event) => event.status)).toEqual(['STARTED', 'SUCCEEDED']);
    expect(card[1]).toMatchObject({ type: 'FUNCTION', tool_type: 'a2a', metaData: { title: '外部法务' } });
    // The card comes before the answer's text.
    expect(events.indexOf(card[1])).toBeLessThan(events.findIndex((event) => event.type === 'TEXT'));
  });

  it('adds no card for an unknown agent or a tool type that does not match', async () => {
    const id = await server.createConversation();
    for (const params of [
      { tool_type: 'SUB_AGENT', tool_id: 'nobody' },
      { tool_type: 'SUB_AGENT', tool_id: 'a2a-legal' },
    ]) {
      const events = sseEvents(
        await (await server.chat(id, 'hi', undefined, { enforce_tool_call_params: params })).text(),
      );
      expect(events.some((event) => String(event.id).startsWith('fn-mention'))).toBe(false);
    }
  });
});
