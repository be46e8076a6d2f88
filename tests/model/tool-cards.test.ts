import { describe, expect, it } from 'vitest';
import type { Skill } from '../../src/model/message';
import {
  canOpenToolLog,
  formatToolLogValue,
  latestFlowMessage,
  toolAvatarImage,
  toolCardKind,
  toolExecutionMessage,
  toolTitle,
  visibleSkills,
} from '../../src/model/tool-cards';

const skill = (extra: Partial<Skill> = {}): Skill => ({
  id: 's',
  status: 'SUCCEEDED',
  toolType: 'custom_function',
  metaData: {},
  flowMsg: [],
  ...extra,
});

describe('toolCardKind', () => {
  it('gives search tools the search card whatever their tool type', () => {
    expect(toolCardKind(skill({ toolType: 'flow', metaData: { toolName: 'web_search' } }))).toBe('search');
  });

  it('gives flow, agent and a2a (any case) their own cards and everything else the tool card', () => {
    expect(toolCardKind(skill({ toolType: 'flow' }))).toBe('flow');
    expect(toolCardKind(skill({ toolType: 'agent' }))).toBe('agent');
    expect(toolCardKind(skill({ toolType: 'A2A' }))).toBe('a2a');
    for (const toolType of ['dataset', 'database', 'system', 'custom_function', ''])
      expect(toolCardKind(skill({ toolType }))).toBe('tool');
  });
});

describe('toolTitle', () => {
  it('prefers the metaData title, then the function code, tool name and tool type', () => {
    expect(toolTitle(skill({ metaData: { title: '天气', toolName: 'w' }, functionCode: 'fc' }))).toBe('天气');
    expect(toolTitle(skill({ metaData: { toolName: 'w' }, functionCode: 'fc' }))).toBe('fc');
    expect(toolTitle(skill({ metaData: { toolName: 'w' } }))).toBe('w');
    expect(toolTitle(skill())).toBe('custom_function');
  });
});

describe('toolExecutionMessage', () => {
  it('reads raw.execution_status.message', () => {
    expect(toolExecutionMessage(skill({ raw: { execution_status: { message: ' 超时 ' } } }))).toBe('超时');
  });

  it('gives nothing for a missing, blank or oddly shaped raw record', () => {
    for (const raw of [
      undefined,
      'text',
      [],
      { execution_status: 'x' },
      { execution_status: { message: ' ' } },
    ])
      expect(toolExecutionMessage(skill({ raw }))).toBeUndefined();
  });
});

describe('latestFlowMessage', () => {
  it('is the last non-blank flow message', () => {
    const flowMsg = [{ message: '一' }, { message: '二' }, { message: '  ' }];
    expect(latestFlowMessage(skill({ flowMsg }))).toBe('二');
    expect(latestFlowMessage(skill())).toBeUndefined();
  });
});

describe('canOpenToolLog', () => {
  it('opens finished tools only, and only when logs are allowed', () => {
    expect(canOpenToolLog(skill({ status: 'SUCCEEDED' }), true)).toBe(true);
    expect(canOpenToolLog(skill({ status: 'FAILED' }), true)).toBe(true);
    expect(canOpenToolLog(skill({ status: 'PENDING' }), true)).toBe(false);
    expect(canOpenToolLog(skill({ status: 'SUCCEEDED' }), false)).toBe(false);
  });
});

describe('visibleSkills', () => {
  it('hides every card except those carrying a form under not_show_function_call', () => {
    const form = { flowId: 'f', recordId: 'r', isSubmit: false, formConfig: [] };
    const skills = [skill({ id: 'a' }), skill({ id: 'b', form })];
    expect(visibleSkills(skills, true).map((item) => item.id)).toEqual(['b']);
    expect(visibleSkills(skills, false)).toBe(skills);
  });
});

describe('toolAvatarImage', () => {
  it('accepts http(s) avatars stored as images or untyped', () => {
    expect(toolAvatarImage(skill({ metaData: { avatar: ' https://x.test/a.png ' } }))).toBe(
      'https://x.test/a.png',
    );
    expect(toolAvatarImage(skill({ metaData: { avatar: 'http://x.test/a.png', avatarType: 'image' } }))).toBe(
      'http://x.test/a.png',
    );
  });

  it('refuses other schemes, relative paths and non-image avatar types', () => {
    for (const metaData of [
      { avatar: 'javascript:alert(1)' },
      { avatar: 'data:image/png;base64,AAAA' },
      { avatar: '/a.png' },
      { avatar: '🔍', avatarType: 'emoji' },
      { avatar: 'https://x.test/a.png', avatarType: 'icon' },
      {},
    ])
      expect(toolAvatarImage(skill({ metaData }))).toBe('');
  });
});

describe('formatToolLogValue', () => {
  it('pretty-prints objects and strings holding JSON with two spaces', () => {
    expect(formatToolLogValue({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(formatToolLogValue(' {"a":1} ')).toBe('{\n  "a": 1\n}');
  });

  it('keeps plain and malformed text as it is, and nothing for an absent value', () => {
    expect(formatToolLogValue('<b>不是标记</b>')).toBe('<b>不是标记</b>');
    expect(formatToolLogValue('{broken')).toBe('{broken');
    expect(formatToolLogValue(undefined)).toBe('');
    expect(formatToolLogValue(null)).toBe('');
    expect(formatToolLogValue(42)).toBe('42');
  });

  it('survives values JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(formatToolLogValue(cyclic)).toBe('[object Object]');
  });
});
