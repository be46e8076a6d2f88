/**
 * The shortcuts of the demo agents (config.rule.shortcuts) and the flows and plugins they open
 * (GET flow/{id}, GET flow/plugin_template; wire-format.md, "Shortcuts"). A web-page shortcut
 * points back at this server, so opening it makes no outside request.
 */

export function demoShortcuts(origin) {
  return [
    {
      type: 'prompt',
      short_name: '写周报',
      prompt: '请帮我写一份本周工作周报，包含完成事项、问题和下周计划。',
    },
    { type: 'webpage', short_name: '帮助中心', webpage: `${origin}/demo/help.html` },
    {
      type: 'flows',
      function_id: 'flow-booking',
      short_name: '预约流程',
      icon: '📅',
      color: '#db2777',
      hidden_parameters: { source: 'shortcut', channel: 'web' },
    },
    { type: 'plugin', function_id: 'plugin-vision-pdf', short_name: '解析PDF', icon: '📄', color: '#dc2626' },
  ];
}

/** More than 4 shortcuts with long names: the 更多 menu fills and the keyboard tips hide. */
export function manyShortcuts(origin) {
  const long = (name) => ({ type: 'prompt', short_name: name, prompt: `${name}：请开始。` });
  return [
    long('整理本周会议纪要并列出待办事项'),
    long('根据销售数据生成月度经营分析'),
    { type: 'flows', function_id: 'flow-quick-check', short_name: '一键体检（无需填写）', color: '#059669' },
    long('把这段中文翻译成地道的英文表达'),
    { type: 'webpage', short_name: '打开帮助中心查看常见问题', webpage: `${origin}/demo/help.html` },
    long('为新产品发布会起草一份新闻稿'),
    { type: 'plugin', function_id: 'plugin-vision-pdf', short_name: '上传PDF并提取关键结论' },
  ];
}

export const FLOWS = {
  'flow-booking': {
    id: 'flow-booking',
    name: '预约流程',
    description: '填写预约信息，提交后由预约流程处理',
    icon: '📅',
    color: '#db2777',
    inputs: [
      { type: 'input', variableName: 'visitor_name', label: '姓名', required: true },
      {
        type: 'select',
        variableName: 'service',
        label: '预约项目',
        required: true,
        options: [
          { label: '体验课', value: 'trial' },
          { label: '咨询', value: 'consult' },
        ],
      },
      { type: 'date', variableName: 'day', label: '预约日期', dateType: 'date', required: true },
      { type: 'json', variableName: 'extra', label: '附加信息（JSON）' },
      { type: 'textarea', variableName: 'note', label: '备注' },
    ],
  },
  // Every field hidden: the shortcut sends at once (screens doc section 5).
  'flow-quick-check': {
    id: 'flow-quick-check',
    name: '一键体检',
    inputs: [{ type: 'input', variableName: 'scope', label: '范围', hidden: true, default: 'all' }],
  },
};

export const PLUGIN_TEMPLATES = [
  {
    function_id: 'plugin-vision-pdf',
    function_code: 'vision_pdf',
    name: 'PDF 解析',
    description: '上传 PDF，提取其中的文字和要点',
    icon: '📄',
    color: '#dc2626',
    // Declared as text: the widget makes it a .pdf file field all the same.
    inputs: [
      { type: 'input', variableName: 'pdf_url', label: 'PDF 文件', required: true },
      { type: 'input', variableName: 'question', label: '想问什么' },
    ],
  },
  {
    function_id: 'plugin-article',
    function_code: 'vision_article',
    name: '文章解读',
    inputs: [{ type: 'input', variableName: 'long_text_list', label: '文章内容', required: true }],
  },
];

/** The name a shortcut call is answered with: the flow's or the plugin's, else its id. */
export function functionName(functionId) {
  if (Object.hasOwn(FLOWS, functionId)) return FLOWS[functionId].name;
  return PLUGIN_TEMPLATES.find((item) => item.function_id === functionId)?.name ?? functionId;
}
