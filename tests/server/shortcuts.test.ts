// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Json, sseEvents, startReferenceServer } from './server-harness';

const server = startReferenceServer();

describe('shortcuts', () => {
  it('demo-agent has one shortcut of each type; the web page links back to this server', async () => {
    const { body } = await server.call('POST', 'agent/detail', { flow_id: 'demo-agent' });
    const shortcuts = body.data.config.rule.shortcuts as Json[];
    expect(shortcuts.map((item) => item.type)).toEqual(['prompt', 'webpage', 'flows', 'plugin']);
    const page = shortcuts.find((item) => item.type === 'webpage');
    expect(page.webpage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/demo\/help\.html$/);
    expect((await fetch(page.webpage)).status).toBe(200);
  });

  it('shortcuts-agent has more than 4 shortcuts', async () => {
    const { body } = await server.call('POST', 'agent/detail', { flow_id: 'shortcuts-agent' });
    expect(body.data.config.rule.shortcuts.length).toBeGreaterThan(4);
  });

  it('GET flow/{id} gives the flow form; an unknown flow is 404', async () => {
    const { body } = await server.call('GET', 'flow/flow-booking');
    expect(body.data).toMatchObject({ id: 'flow-booking', name: '预约流程' });
    expect(body.data.inputs.map((field: Json) => field.type)).toEqual([
      'input',
      'select',
      'date',
      'json',
      'textarea',
    ]);
    expect((await server.call('GET', 'flow/nope')).status).toBe(404);
  });

  it('GET flow/plugin_template lists the plugins with their function_code', async () => {
    const { body } = await server.call('GET', 'flow/plugin_template');
    expect(body.data.find((item: Json) => item.function_id === 'plugin-vision-pdf').function_code).toBe(
      'vision_pdf',
    );
  });

  it('answers a shortcut call by naming it and listing the tool_arguments it got', async () => {
    const id = await server.createConversation();
    const toolArguments = { visitor_name: '张三', source: 'shortcut' };
    const response = await server.chat(id, '预约流程', undefined, {
      enforce_tool_call_params: { shortcut_function_id: 'flow-booking', tool_arguments: toolArguments },
    });
    const events = sseEvents(await response.text());
    const card = events.filter((event) => event.type === 'FUNCTION').at(-1);
    expect(card).toMatchObject({
      status: 'SUCCEEDED',
      metaData: { title: '预约流程' },
      output: toolArguments,
    });
    const answer = events
      .filter((event) => event.type === 'TEXT')
      .map((event) => event.content)
      .join('');
    expect(answer).toContain('已执行快捷指令「预约流程」（flow-booking），消息内容：预约流程');
    expect(answer).toContain('"visitor_name": "张三"');
    expect(events.at(-1)).toMatchObject({ type: 'RESULT', status: 'SUCCEEDED' });
  });
});
