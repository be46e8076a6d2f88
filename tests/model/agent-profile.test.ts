import { describe, expect, it } from 'vitest';
import { agentFromDetail } from '../../src/model/agent';

describe('agent profile of the agent detail', () => {
  it('reads developer, workspace, skills, memory and Agent Go of a full detail', () => {
    const agent = agentFromDetail('main', {
      application: { flowId: 'main', name: '小智助手' },
      developer: '演示团队',
      workspace_name: '演示空间',
      workspace_id: 'ws-1',
      flows: [{ id: 'f1', name: '预约流程', icon: 'https://cdn.test/f1.png', color: '#db2777' }],
      utility: [
        { display_name: '联网搜索', description: '搜索网页', metadata: { icon: '', color: '#3b82f6' } },
      ],
      config: {
        dataset: [{ id: 'd1' }, { id: 'd2' }, { id: 'd3' }],
        database: { table_list: [{ name: 'orders' }, { name: 'users' }] },
        agent_auth_app: [
          { auth_app_source: 'feishu', name: '飞书' },
          {
            auth_app_source: 'weixin_kf',
            name: '微信客服',
            url: 'https://kf.test/1',
            qr_code: 'https://kf.test/qr.png',
          },
        ],
      },
    });
    expect(agent).toMatchObject({ developer: '演示团队', workspaceName: '演示空间', workspaceId: 'ws-1' });
    expect(agent.skills).toEqual([
      {
        kind: 'flow',
        key: 'flow:f1',
        name: '预约流程',
        description: '',
        icon: 'https://cdn.test/f1.png',
        color: '#db2777',
      },
      {
        kind: 'utility',
        key: 'utility:0',
        name: '联网搜索',
        description: '搜索网页',
        icon: '',
        color: '#3b82f6',
      },
    ]);
    expect(agent.memory).toEqual({ documentCount: 3, tableCount: 2 });
    expect(agent.agentGo).toEqual([
      { name: '微信客服', url: 'https://kf.test/1', qrCode: 'https://kf.test/qr.png' },
    ]);
  });

  it('gives an empty profile for a detail without any of it', () => {
    const agent = agentFromDetail('main', { config: { agent_auth_app: null } });
    expect(agent).toMatchObject({
      developer: '',
      workspaceName: '',
      workspaceId: '',
      skills: [],
      memory: { documentCount: 0, tableCount: 0 },
      agentGo: [],
    });
    expect(agentFromDetail('main', null).skills).toEqual([]);
  });

  it('sums document_count when dataset entries give it, counting an entry without one as one', () => {
    const counted = (dataset: unknown) =>
      agentFromDetail('main', { config: { dataset } }).memory.documentCount;
    expect(counted([{ document_count: 12 }, { document_count: '3' }])).toBe(15);
    expect(counted([{ document_count: 4 }, { id: 'x' }])).toBe(5);
    expect(counted([{ id: 'a' }, 'b'])).toBe(2);
    expect(counted({ document_count: 9 })).toBe(0);
  });

  it('reads agent_auth_app as a single object, and ignores other sources', () => {
    const single = agentFromDetail('main', {
      config: { agent_auth_app: { auth_app_source: 'weixin_kf', name: '客服', url: 'https://kf.test' } },
    });
    expect(single.agentGo).toEqual([{ name: '客服', url: 'https://kf.test', qrCode: '' }]);
    const other = agentFromDetail('main', { config: { agent_auth_app: { auth_app_source: 'dingtalk' } } });
    expect(other.agentGo).toEqual([]);
  });

  it('tolerates numbers as ids, missing metadata and nameless entries', () => {
    const agent = agentFromDetail('main', {
      flows: [{ id: 7, name: '流程七' }, { id: 8 }, 'junk'],
      utility: [{ display_name: '计算器' }, { description: '无名' }],
      config: { database: { table_list: 'orders' } },
    });
    expect(agent.skills.map((skill) => [skill.key, skill.name, skill.color])).toEqual([
      ['flow:7', '流程七', ''],
      ['utility:0', '计算器', ''],
    ]);
    expect(agent.memory.tableCount).toBe(0);
  });
});
