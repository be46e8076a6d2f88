// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Json, sseEvents, startReferenceServer } from './server-harness';

const server = startReferenceServer();

async function run(content: string) {
  const id = await server.createConversation();
  const response = await server.chat(id, content);
  return { id, response, events: sseEvents(await response.text()) };
}

describe('content scenarios', () => {
  it('form: a FUNCTION with a form of every field type, then text', async () => {
    const { events } = await run('/scenario form');
    const form = events.find((event) => event.type === 'FUNCTION').form;
    expect(form).toMatchObject({ flowId: expect.any(String), recordId: expect.any(String), isSubmit: false });
    const types = new Set(form.formConfig.map((field: Json) => field.type));
    for (const type of [
      'input',
      'textarea',
      'json',
      'select',
      'multiSelect',
      'radio',
      'date',
      'file',
      'fileList',
    ])
      expect(types).toContain(type);
    const fields: Json[] = form.formConfig;
    const dateTypes = fields.filter((field) => field.type === 'date').map((field) => field.dateType);
    expect(dateTypes.sort()).toEqual(['date', 'month', 'year']);
    expect(fields.some((field) => field.hidden)).toBe(true);
    expect(fields.some((field) => field.parentField)).toBe(true);
    expect(fields.some((field) => field.type === 'select' && field.options.length === 0)).toBe(true);
    expect(fields.find((field) => field.type === 'fileList').fileMaxCount).toBe(2);
    expect(events.at(-1).type).toBe('RESULT');
  });

  it('sensitive, knowledge and task', async () => {
    const sensitive = (await run('/scenario sensitive')).events;
    expect(sensitive.find((event) => event.type === 'LLMSensitiveOutput').content).toBe(
      '该回答涉及敏感内容，已被屏蔽',
    );
    const knowledge = (await run('/scenario knowledge')).events;
    const dataset = knowledge.find((event) => event.status === 'SUCCEEDED');
    expect(dataset.tool_type).toBe('dataset');
    expect(dataset.knowledge[0]).toEqual({
      datastore_id: expect.any(String),
      datastore_name: expect.any(String),
      file_name: expect.any(String),
      file_id: expect.any(String),
      mimetype: expect.any(String),
      chunk_id: expect.any(String),
      content: expect.any(String),
    });
    const task = (await run('/scenario task')).events.find((event) => event.type === 'TASK');
    expect(task.task).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      status: 'STARTED',
      timestamp: expect.any(Number),
    });
  });

  it('markdown: every construct plus links and raw HTML the renderer must neutralise', async () => {
    const { events } = await run('/scenario markdown');
    const answer = events
      .filter((event) => event.type === 'TEXT')
      .map((event) => event.content)
      .join('');
    for (const part of [
      '# ',
      '  - ',
      '1. ',
      '> ',
      '`',
      '```js',
      '| :-- | :-: | --: |',
      '](http://',
      '](https://',
      '](mailto:',
      '](javascript:',
      '![',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
    ])
      expect(answer).toContain(part);
  });

  it('long N: N text tokens', async () => {
    const { events } = await run('/scenario long 300');
    expect(events.filter((event) => event.type === 'TEXT')).toHaveLength(300);
    expect(events.at(-1).type).toBe('RESULT');
  });

  it('variants: every tolerated SSE form still gives the default answer', async () => {
    const plain = (await run('同一个问题')).events;
    const id = await server.createConversation();
    const raw = await (await server.chat(id, '/scenario variants 同一个问题')).text();
    for (const form of [
      '\r\n',
      '\r\r',
      'event: ',
      'data:{',
      ': keep-alive',
      'retry: ',
      'id: ',
      'data: this is not json',
    ])
      expect(raw).toContain(form);
    const variants = sseEvents(raw).filter((event) => event.type !== 'UNKNOWN_KIND');
    expect(sseEvents(raw).some((event) => event.type === 'UNKNOWN_KIND')).toBe(true);
    const strip = (events: Json[]) => events.map(({ record_id: _r, user_record_id: _u, ...rest }) => rest);
    expect(strip(variants).map((event) => event.type)).toEqual(strip(plain).map((event) => event.type));
    const textOf = (events: Json[]) =>
      events
        .filter((event) => event.type === 'TEXT')
        .map((event) => event.content)
        .join('');
    expect(textOf(variants)).toBe(textOf(plain));
  });
});
