import { describe, expect, it } from 'vitest';
import { agentFromDetail } from '../../src/model/agent';

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
