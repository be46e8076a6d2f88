import { demoShortcuts, manyShortcuts } from './shortcuts.mjs';

/**
 * The agents the reference server knows; any other agent id gets 404 'Agent 不存在'. Icons are
 * empty so the demo page makes no outside requests.
 */
const AGENTS = {
  'demo-agent': {
    name: '小智助手',
    description: '检索资料、执行流程并整理答案的演示 Agent',
    color: '#4f46e5',
    welcome: '你好！我是小智助手，可以帮你检索资料、执行流程并整理答案。',
    questions: [
      'Web Components 有哪些优缺点？',
      '帮我总结一下今天的科技新闻',
      '如何写一份周报？',
      '用表格比较三种数据库',
    ],
    shortcuts: demoShortcuts,
  },
  'second-agent': {
    name: '数据分析师',
    description: '擅长表格、指标和可视化建议',
    color: '#059669',
    welcome: '我是数据分析师，把你的数据问题交给我吧。',
    questions: [
      '本月销售额环比变化多少？',
      '哪些渠道的转化率最高？',
      '帮我设计一个留存分析',
      '解释一下同比和环比',
      '如何识别异常值？',
      '推荐几个可视化图表',
    ],
  },
  'shortcuts-agent': {
    name: '快捷指令助手',
    description: '有很多快捷指令的 Agent',
    color: '#7c3aed',
    welcome: '选一个快捷指令试试。',
    questions: ['你好'],
    shortcuts: manyShortcuts,
  },
  'quiet-agent': {
    name: '安静助手',
    description: '不展示思考过程和工具卡片的 Agent',
    color: '#64748b',
    welcome: '我只给出答案。',
    questions: ['你好'],
    hideThinking: true,
    hideFunctionCalls: true,
  },
  'model-agent': {
    name: '模型可选助手',
    description: '允许访客切换模型的 Agent',
    color: '#0891b2',
    welcome: '你可以在右上角切换模型。',
    questions: ['你用的是哪个模型？'],
    freeModel: { model: 'demo-pro', channel: 'official' },
  },
  'variables-agent': {
    name: '预约助手',
    description: '需要先填写变量才能开始的 Agent',
    color: '#db2777',
    welcome: '请先告诉我你的称呼和城市。',
    questions: ['帮我预约明天的体验课'],
    variables: [
      { variable_name: 'nickname', label: '称呼', placeholder: '请输入称呼', required: true },
      { variable_name: 'city', label: '城市', placeholder: '请输入城市', required: true },
      { variable_name: 'note', label: '备注', required: false },
      { variable_name: 'tenant', label: '租户', required: true, inner_variable: true },
    ],
  },
};

export function findAgent(agentId) {
  // hasOwn: an id such as 'constructor' must not find Object.prototype.
  return Object.hasOwn(AGENTS, agentId) ? AGENTS[agentId] : undefined;
}

/** origin: this server's own address, for the shortcuts that link back to it. */
export function agentDetail(agentId, workspaceId, origin = 'http://localhost') {
  const agent = AGENTS[agentId];
  return {
    application: {
      flowId: agentId,
      name: agent.name,
      description: agent.description,
      icon: '',
      color: agent.color,
    },
    developer: '演示团队',
    workspace_name: '演示空间',
    workspace_id: workspaceId,
    flows: [
      { id: 'flow-research', name: '资料整理流程', description: '汇总检索结果', icon: '', color: '#f59e0b' },
      { id: 'flow-booking', name: '预约流程', description: '收集预约信息', icon: '', color: '#db2777' },
    ],
    utility: [
      { display_name: '联网搜索', description: '搜索网页', metadata: { icon: '', color: '#3b82f6' } },
      { display_name: '网页阅读器', description: '读取网页正文', metadata: { icon: '', color: '#0ea5e9' } },
    ],
    config: {
      agent_auth_app: null,
      dataset: [{ id: 'ds-1', name: '产品手册' }],
      database: { table_list: [] },
      rule: {
        welcome: agent.welcome,
        question_guide: agent.questions,
        is_show_think: !agent.hideThinking,
        not_show_function_call: Boolean(agent.hideFunctionCalls),
        free_model: Boolean(agent.freeModel),
        model: agent.freeModel?.model ?? '',
        channel: agent.freeModel?.channel ?? '',
        agent_variables: agent.variables ?? [],
        shortcuts: agent.shortcuts?.(origin) ?? [],
        preset_tasks_enabled: false,
      },
    },
    versionId: 'v1',
    agents: [],
    a2a: [],
  };
}
