import { COLLABORATOR_AGENTS, defaultProfile, demoProfile, emptyProfile } from './agent-profiles.mjs';
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
    // Collaborating agents, so @ in the composer has something to address (decision 018): CJK and
    // Latin names and descriptions, to try case-insensitive filtering.
    agents: [
      {
        id: 'sub-translator',
        name: '翻译助手',
        description: 'Translator：中英互译',
        color: '#8b5cf6',
        type: 'agent',
      },
      {
        id: 'sub-finance',
        name: '财务分析师',
        description: 'Finance reports 财报解读',
        color: '#0d9488',
        type: 'agent',
        has_sub_agent: true,
      },
      { id: 'sub-writer', name: 'DocWriter', description: '撰写文档和周报', color: '#f59e0b', type: 'agent' },
    ],
    a2a: [
      {
        app_id: 'a2a-legal',
        name: '外部法务',
        description: 'External legal counsel',
        color: '#db2777',
        type: 'a2a',
      },
    ],
    shortcuts: demoShortcuts,
    profile: demoProfile,
    // Preset tasks (task-schedule.mjs): every conversation may enable them; they start disabled.
    presetTasks: [
      {
        task_id: 'preset-daily-news',
        title: '每日科技新闻摘要',
        content: '汇总过去 24 小时的科技新闻，列出 5 条要点',
        schedule: { type: 'daily', time: '08:30' },
      },
      {
        task_id: 'preset-weekly-report',
        title: '每周工作周报提醒',
        content: '提醒我整理本周的工作进展，生成周报提纲',
        schedule: { type: 'weekly', weekdays: [1], time: '09:00' },
      },
      {
        task_id: 'preset-monthly-review',
        title: '每月复盘',
        content: '回顾本月的目标完成情况，列出下月计划',
        schedule: { type: 'monthly', day: 31, time: '18:00' },
      },
    ],
  },
  'second-agent': {
    // Takes every file: the attach tooltip reads 支持所有文件格式，最大 100 MB.
    files: [{ name: '全部文件', support: true, extension: '*' }],
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
    // Takes no files: the attach control is disabled with 当前Agent不支持处理文件.
    files: [{ name: '视频', support: false, extension: ['.mp4'] }],
    profile: emptyProfile,
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
  // Decision 040: an agent whose own texts are English, for the widget in `lang="en"`.
  'english-agent': {
    name: 'Atlas Assistant',
    description: 'A demo agent that speaks English',
    color: '#2563eb',
    welcome: 'Hi! I am Atlas. Ask me about anything you are working on.',
    questions: ['What are the pros and cons of Web Components?', 'Summarize the tech news of today'],
    files: [{ name: 'documents', support: true, extension: ['.pdf', '.txt'] }],
    profile: emptyProfile,
  },
  // demo-agent's collaborators, so agent/detail answers each one's own profile by its id.
  ...COLLABORATOR_AGENTS,
};

/**
 * The default answer of chat/agent/file-support, in the tolerated shapes of wire-format.md
 * (support as "true" and 1, extensions as a string or a list, with and without dots, any case).
 */
const DEFAULT_FILES = [
  { name: '图片', support: 'true', extension: 'PNG,jpg,.jpeg,gif,.webp' },
  { name: '文档', support: 1, extension: ['.pdf', 'txt', '.md', '.DOCX', 'xlsx'] },
  { name: '视频', support: false, extension: ['.mp4'] },
];

export function fileSupport(agentId) {
  return findAgent(agentId)?.files ?? DEFAULT_FILES;
}

export function findAgent(agentId) {
  // hasOwn: an id such as 'constructor' must not find Object.prototype.
  return Object.hasOwn(AGENTS, agentId) ? AGENTS[agentId] : undefined;
}

/** origin: this server's own address, for the shortcuts that link back to it. */
export function agentDetail(agentId, workspaceId, origin = 'http://localhost') {
  const agent = AGENTS[agentId];
  const profile = (agent.profile ?? defaultProfile)(origin);
  return {
    application: {
      flowId: agentId,
      name: agent.name,
      description: agent.description,
      icon: '',
      color: agent.color,
    },
    developer: profile.developer,
    workspace_name: profile.workspace_name,
    workspace_id: workspaceId,
    flows: profile.flows,
    utility: profile.utility,
    config: {
      agent_auth_app: profile.agent_auth_app,
      dataset: profile.dataset,
      database: { table_list: profile.table_list },
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
        preset_tasks_enabled: Boolean(agent.presetTasks?.length),
      },
    },
    versionId: 'v1',
    agents: agent.agents ?? [],
    a2a: agent.a2a ?? [],
  };
}

/**
 * The collaborating agent a forced tool call names (wire-format.md: `tool_type` SUB_AGENT from
 * `agents`, A2A from `a2a`; `tool_id` its id or app_id), or undefined.
 */
export function findCollaborator(agentId, toolType, toolId) {
  const agent = findAgent(agentId);
  const list = toolType === 'A2A' ? agent?.a2a : toolType === 'SUB_AGENT' ? agent?.agents : undefined;
  return (list ?? []).find((entry) => String(entry.id ?? entry.app_id) === String(toolId));
}

/** The agent's preset tasks (wire-format.md "Tasks"); most agents have none. */
export function presetTasksOf(agentId) {
  return findAgent(agentId)?.presetTasks ?? [];
}

/** The agent a preset task belongs to: preset ids are unique across agents. */
export function presetTaskOwner(taskId) {
  return Object.keys(AGENTS).find((agentId) =>
    presetTasksOf(agentId).some((preset) => preset.task_id === taskId),
  );
}
