import { describe, expect, it } from 'vitest';
import type { CollaboratingAgent } from '../../src/model/collaborating-agents';
import { filterMentionable, insertMention, mentionCallOf, mentionQueryAt } from '../../src/model/mentions';

function agent(
  id: string,
  name: string,
  kind: 'agent' | 'a2a' = 'agent',
  description = '',
): CollaboratingAgent {
  return { id, name, description, icon: '', color: '', kind, hasSubAgent: false };
}

const AGENTS = [
  agent('sub-1', '翻译助手', 'agent', 'Translator 中英互译'),
  agent('sub-2', '财务分析师', 'agent', 'Finance reports'),
  agent('sub-3', 'DocWriter', 'agent', '写文档'),
  agent('a2a-1', '外部法务', 'a2a', 'External LEGAL counsel'),
];

describe('the mention being typed', () => {
  it('is the text from an @ to the caret', () => {
    expect(mentionQueryAt('请@翻', 3)).toEqual({ start: 1, end: 3, query: '翻' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, end: 1, query: '' });
    expect(mentionQueryAt('hi @Doc', 7)).toEqual({ start: 3, end: 7, query: 'Doc' });
  });

  it('ends at whitespace and ignores e-mail addresses', () => {
    expect(mentionQueryAt('@翻译 好', 5)).toBeUndefined();
    expect(mentionQueryAt('mail a@b', 8)).toBeUndefined();
    expect(mentionQueryAt('no mention', 10)).toBeUndefined();
  });
});

describe('filtering mentionable agents', () => {
  it('matches name or description without case', () => {
    expect(filterMentionable(AGENTS, 'doc').map((item) => item.id)).toEqual(['sub-3']);
    expect(filterMentionable(AGENTS, 'legal').map((item) => item.id)).toEqual(['a2a-1']);
    expect(filterMentionable(AGENTS, 'FINANCE').map((item) => item.id)).toEqual(['sub-2']);
    expect(filterMentionable(AGENTS, '翻译').map((item) => item.id)).toEqual(['sub-1']);
    expect(filterMentionable(AGENTS, '')).toHaveLength(4);
    expect(filterMentionable(AGENTS, 'zzz')).toEqual([]);
  });
});

describe('inserting a mention', () => {
  it('replaces the typed @query with the name and a space', () => {
    const query = mentionQueryAt('请@翻 帮我', 3);
    expect(query).toBeDefined();
    if (!query) return;
    expect(insertMention('请@翻 帮我', query, '翻译助手')).toEqual({ text: '请@翻译助手 帮我', caret: 7 });
    expect(insertMention('@d', { start: 0, end: 2, query: 'd' }, 'DocWriter')).toEqual({
      text: '@DocWriter ',
      caret: 11,
    });
  });
});

describe('the forced tool call of a message', () => {
  it('names the one mentioned sub-agent or A2A entry', () => {
    expect(mentionCallOf('@翻译助手 translate this', AGENTS)).toEqual({
      toolType: 'SUB_AGENT',
      toolId: 'sub-1',
    });
    expect(mentionCallOf('问一下@外部法务', AGENTS)).toEqual({ toolType: 'A2A', toolId: 'a2a-1' });
    expect(mentionCallOf('@docwriter write', AGENTS)).toEqual({ toolType: 'SUB_AGENT', toolId: 'sub-3' });
  });

  it('counts one agent mentioned twice as one', () => {
    expect(mentionCallOf('@翻译助手 and again @翻译助手', AGENTS)).toEqual({
      toolType: 'SUB_AGENT',
      toolId: 'sub-1',
    });
  });

  it('sets nothing for two distinct agents, none, or an unknown name', () => {
    expect(mentionCallOf('@翻译助手 @财务分析师', AGENTS)).toBeUndefined();
    expect(mentionCallOf('hello', AGENTS)).toBeUndefined();
    expect(mentionCallOf('@nobody', AGENTS)).toBeUndefined();
    expect(mentionCallOf('@翻译助手', [])).toBeUndefined();
  });

  it('prefers the longest name and never matches names with whitespace', () => {
    const agents = [agent('short', '翻译'), agent('long', '翻译助手'), agent('spaced', 'Legal Team')];
    expect(mentionCallOf('@翻译助手 hi', agents)).toEqual({ toolType: 'SUB_AGENT', toolId: 'long' });
    expect(mentionCallOf('@Legal Team hi', agents)).toBeUndefined();
  });
});
