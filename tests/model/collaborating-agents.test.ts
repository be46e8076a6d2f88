import { describe, expect, it } from 'vitest';
import { agentFromDetail } from '../../src/model/agent';
import { withEntryDefaults } from '../../src/model/collaborating-agents';

describe('collaborating agents of the agent detail', () => {
  it('reads sub-agents and A2A entries by id or app_id', () => {
    const agent = agentFromDetail('main', {
      agents: [
        { id: 7, name: '翻译助手', description: 'Translator', color: '#111', has_sub_agent: true },
        { app_id: 'app-2', name: '伙伴', type: 'a2a' },
      ],
      a2a: [{ app_id: 'ext-1', name: '外部法务', type: 'agent' }],
    });
    expect(agent.collaborators).toEqual([
      {
        id: '7',
        name: '翻译助手',
        description: 'Translator',
        icon: '',
        color: '#111',
        kind: 'agent',
        hasSubAgent: true,
      },
      { id: 'app-2', name: '伙伴', description: '', icon: '', color: '', kind: 'a2a', hasSubAgent: false },
      {
        id: 'ext-1',
        name: '外部法务',
        description: '',
        icon: '',
        color: '',
        kind: 'a2a',
        hasSubAgent: false,
      },
    ]);
  });

  it('drops entries without an id or a name and tolerates missing lists', () => {
    expect(agentFromDetail('main', { agents: [{ name: 'x' }, { id: 'y' }, 'junk'] }).collaborators).toEqual(
      [],
    );
    expect(agentFromDetail('main', {}).collaborators).toEqual([]);
  });
});

describe('the sub-agent flag of a collaborating agent', () => {
  it('accepts true, 1 and "true", and nothing else', () => {
    const flags = [true, 1, 'true', false, 0, 'false', null, undefined];
    const agent = agentFromDetail('main', {
      agents: flags.map((flag, index) => ({ id: `a${index}`, name: `n${index}`, has_sub_agent: flag })),
    });
    expect(agent.collaborators.map((entry) => entry.hasSubAgent)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('a collaborator’s details beside its list entry', () => {
  it('keeps the entry’s name, description, icon and colour where the detail leaves them blank', () => {
    const entry = agentFromDetail('main', {
      agents: [
        { id: 's', name: '翻译助手', description: '中英互译', icon: 'https://x.test/i.png', color: '#111' },
      ],
    }).collaborators[0]!;
    const blank = agentFromDetail('s', { developer: '语言团队' });
    expect(withEntryDefaults(blank, entry)).toMatchObject({
      name: '翻译助手',
      description: '中英互译',
      icon: 'https://x.test/i.png',
      color: '#111',
      developer: '语言团队',
    });
    const own = agentFromDetail('s', { application: { name: '自己的名字', color: '#222' } });
    expect(withEntryDefaults(own, entry)).toMatchObject({ name: '自己的名字', color: '#222' });
  });
});
