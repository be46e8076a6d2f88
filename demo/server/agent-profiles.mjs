/**
 * What the profile panel shows (wire-format.md, "Agent profile"): developer, workspace, skills
 * (`flows`, `utility`), memory (`dataset`, `table_list`) and `agent_auth_app`. Each profile is a
 * function of this server's origin, because the only images it names are served here: the demo
 * makes no outside requests. One skill icon names a missing file, so its fallback can be seen.
 */

const flow = (id, name, color, icon = '') => ({ id, name, description: `${name}（演示）`, icon, color });
const utility = (display_name, color, icon = '') => ({
  display_name,
  description: `${display_name}工具`,
  metadata: { icon, color },
});

/** Agents without a profile of their own. */
export function defaultProfile() {
  return {
    developer: '演示团队',
    workspace_name: '演示空间',
    flows: [flow('flow-research', '资料整理流程', '#f59e0b'), flow('flow-booking', '预约流程', '#db2777')],
    utility: [utility('联网搜索', '#3b82f6'), utility('网页阅读器', '#0ea5e9')],
    dataset: [{ id: 'ds-1', name: '产品手册' }],
    table_list: [],
    agent_auth_app: null,
  };
}

/** quiet-agent: the empty states (no 空间：, 技能 0, 记忆 0 and 0, no Agent Go). */
export function emptyProfile() {
  return { developer: '演示团队', flows: [], utility: [], dataset: [], table_list: [], agent_auth_app: null };
}

/** demo-agent: 13 skills (more than the 10 shown at first), counted datasets, tables and Agent Go. */
export function demoProfile(origin) {
  return {
    ...defaultProfile(),
    flows: [
      flow('flow-research', '资料整理流程', '#f59e0b', `${origin}/demo/icons/analyst.svg`),
      flow('flow-booking', '预约流程', '#db2777'),
      flow('flow-weekly', '周报生成', '#16a34a'),
      flow('flow-contract', '合同审查', '#7c3aed', `${origin}/demo/icons/missing-skill.svg`),
      flow('flow-cleaning', '数据清洗', '#0891b2'),
      flow('flow-follow-up', '客户回访', '#ea580c'),
    ],
    utility: [
      utility('联网搜索', '#3b82f6', `${origin}/demo/icons/site.svg`),
      utility('网页阅读器', '#0ea5e9'),
      utility('图片理解', '#d946ef'),
      utility('代码执行', '#475569'),
      utility('文件解析', '#65a30d'),
      utility('天气查询', '#0284c7'),
      utility('计算器', '#b45309'),
    ],
    dataset: [
      { id: 'ds-1', name: '产品手册', document_count: 12 },
      { id: 'ds-2', name: '常见问题', document_count: 30 },
    ],
    table_list: [{ name: 'orders' }, { name: 'customers' }, { name: 'tickets' }],
    agent_auth_app: [
      { auth_app_source: 'feishu', name: '飞书机器人' },
      {
        auth_app_source: 'weixin_kf',
        name: '小智微信客服',
        url: `${origin}/demo/help.html#agent-go`,
        qr_code: `${origin}/demo/icons/agent-go-qr.svg`,
      },
    ],
  };
}

const collaborator = (name, description, color, profile) => ({
  name,
  description,
  color,
  welcome: `你好，我是${name}。`,
  questions: ['你能做什么？'],
  profile,
});

/**
 * demo-agent's collaborators as agents of their own, so `agent/detail {flow_id: <its id>}` answers
 * their details (wire-format.md, "Collaborating agents"). 财务分析师 has sub-agents of its own.
 */
export const COLLABORATOR_AGENTS = {
  'sub-translator': collaborator('翻译助手', 'Translator：中英互译', '#8b5cf6', () => ({
    developer: '语言团队',
    workspace_name: '演示空间',
    flows: [],
    utility: [utility('词典查询', '#8b5cf6'), utility('术语库', '#6366f1')],
    dataset: [{ id: 'glossary', name: '术语表' }],
    table_list: [],
    agent_auth_app: null,
  })),
  'sub-finance': {
    ...collaborator('财务分析师', 'Finance reports 财报解读', '#0d9488', () => ({
      developer: '财务中心',
      workspace_name: '财务空间',
      flows: [flow('flow-report', '财报解读', '#0d9488'), flow('flow-budget', '预算编制', '#059669')],
      utility: [utility('计算器', '#b45309')],
      dataset: [{ id: 'ds-reports', name: '历年财报', document_count: 8 }],
      table_list: [{ name: 'ledger' }, { name: 'budget' }, { name: 'invoices' }, { name: 'vendors' }],
      agent_auth_app: null,
    })),
    agents: [
      { id: 'sub-tax', name: '税务顾问', description: '税务政策解读', color: '#0f766e', type: 'agent' },
    ],
  },
  'sub-writer': collaborator('DocWriter', '撰写文档和周报', '#f59e0b', (origin) => ({
    developer: '内容团队',
    workspace_name: '演示空间',
    flows: [flow('flow-weekly', '周报生成', '#16a34a')],
    utility: [utility('文件解析', '#65a30d')],
    dataset: [],
    table_list: [],
    // A single object (a tolerated variant) with a link and no QR image.
    agent_auth_app: { auth_app_source: 'weixin_kf', name: 'DocWriter 客服', url: `${origin}/demo/help.html` },
  })),
  'a2a-legal': collaborator('外部法务', 'External legal counsel', '#db2777', () => ({
    developer: '外部律所',
    flows: [],
    utility: [utility('法规检索', '#db2777')],
    dataset: [],
    table_list: [],
    agent_auth_app: null,
  })),
  'sub-tax': collaborator('税务顾问', '税务政策解读', '#0f766e', () => ({
    ...emptyProfile(),
    developer: '财务中心',
    utility: [utility('税率查询', '#0f766e')],
  })),
};
