import { describe, expect, it } from 'vitest';
import { agentFromDetail } from '../../src/model/agent';
import { shortcutsFromRule } from '../../src/model/shortcuts';

describe('shortcutsFromRule', () => {
  it('gives prompt shortcuts orange and a memo, web pages blue and a globe by default', () => {
    const [prompt, webpage] = shortcutsFromRule([
      { type: 'prompt', short_name: '写周报', prompt: '帮我写一份周报' },
      { type: 'webpage', short_name: '帮助中心', webpage: 'https://example.com/help' },
    ]);
    expect(prompt).toMatchObject({ type: 'prompt', title: '写周报', color: '#f97316', icon: '📝' });
    expect(prompt?.prompt).toBe('帮我写一份周报');
    expect(webpage).toMatchObject({ type: 'webpage', color: '#3b82f6', icon: '🌐' });
    expect(webpage?.webpage).toBe('https://example.com/help');
  });

  it('keeps a configured colour and icon, and maps flows to flow', () => {
    const [flow] = shortcutsFromRule([
      {
        type: 'flows',
        function_id: 'flow-1',
        short_name: '预约',
        color: '#db2777',
        icon: '📅',
        hidden_parameters: { source: 'chip' },
      },
    ]);
    expect(flow).toMatchObject({ type: 'flow', functionId: 'flow-1', color: '#db2777', icon: '📅' });
    expect(flow?.hiddenParameters).toEqual({ source: 'chip' });
  });

  it('drops entries that could do nothing: unknown type, no name, no function id, unsafe link', () => {
    const list = shortcutsFromRule([
      { type: 'macro', short_name: 'x' },
      { type: 'prompt', short_name: '  ' },
      { type: 'plugin', short_name: '无函数' },
      { type: 'webpage', short_name: '脚本', webpage: 'javascript:alert(1)' },
      'not an object',
      { type: 'prompt', short_name: '留下' },
    ]);
    expect(list.map((item) => item.title)).toEqual(['留下']);
    expect(list[0]?.prompt).toBe('留下');
  });

  it('keys chips by position so equal names stay distinct', () => {
    const list = shortcutsFromRule([
      { type: 'prompt', short_name: '同名' },
      { type: 'prompt', short_name: '同名' },
    ]);
    expect(new Set(list.map((item) => item.key)).size).toBe(2);
  });

  it('is read from the agent detail, and is empty when absent', () => {
    const detail = { config: { rule: { shortcuts: [{ type: 'prompt', short_name: '写周报' }] } } };
    expect(agentFromDetail('a', detail).shortcuts).toHaveLength(1);
    expect(agentFromDetail('a', {}).shortcuts).toEqual([]);
  });
});
