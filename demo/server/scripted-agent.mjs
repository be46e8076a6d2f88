/**
 * The scripted agent: turns the visitor's message into a list of steps for stream-chat.mjs.
 * A message starting with `/scenario NAME` picks a path; the rest of the text is the question.
 * Steps: { event } to send, { hang: true } to stop writing until the client leaves,
 * { destroy: true } to cut the connection, { pauseMs } to wait longer than usual.
 */
import { markdownShowcase, searchResults, standardAnswer } from './scripted-texts.mjs';

export function parseScenario(content) {
  const match = /^\/scenario\s+([\w-]+)(?:\s+(\d+))?\s*([\s\S]*)$/.exec(String(content ?? '').trim());
  if (!match) return { name: 'default', argument: undefined, question: String(content ?? '') };
  return {
    name: match[1],
    argument: match[2] ? Number(match[2]) : undefined,
    question: match[3] || '演示问题',
  };
}

/** Splits text into small pieces the way a model streams tokens. */
export function pieces(text, size = 6) {
  const characters = [...text];
  const result = [];
  for (let index = 0; index < characters.length; index += size)
    result.push(characters.slice(index, index + size).join(''));
  return result;
}

const text = (content) => ({ event: { type: 'TEXT', content } });
const textSteps = (content, size) => pieces(content, size).map(text);

function standardSteps(question, ids) {
  return [
    ...pieces('先理解问题，再检索资料，最后整理成结构化的回答。', 5).map((content) => ({
      event: { type: 'THINKING', content },
    })),
    functionEvent(ids.search, 'STARTED', { tool_type: 'system', metaData: searchMeta }),
    functionEvent(ids.search, 'SUCCEEDED', {
      tool_type: 'system',
      metaData: searchMeta,
      output: searchResults(),
    }),
    functionEvent(ids.flow, 'STARTED', { tool_type: 'flow', metaData: flowMeta }),
    functionEvent(ids.flow, 'RUNNING', {
      tool_type: 'flow',
      metaData: flowMeta,
      flowMsg: [{ message: '读取搜索结果', type: 'info' }],
    }),
    functionEvent(ids.flow, 'RUNNING', {
      tool_type: 'flow',
      metaData: flowMeta,
      flowMsg: [{ message: '生成对比表格', type: 'info' }],
    }),
    functionEvent(ids.flow, 'SUCCEEDED', { tool_type: 'flow', metaData: flowMeta }),
    { event: { type: 'CHAT_RECORD', record_id: ids.record, user_record_id: ids.userRecord } },
    ...textSteps(standardAnswer(question)),
    {
      event: {
        type: 'RELATED_QUESTIONS',
        content: ['能再举一个例子吗？', '有哪些常见误区？', '如何开始实践？'],
      },
    },
    { event: { type: 'SUGGESTED_PLUGIN', content: { id: 'plugin-web-reader', name: '网页阅读器' } } },
    { event: { type: 'RESULT', status: 'SUCCEEDED', finish_reason: 'stop' } },
  ];
}

const done = () => ({ event: { type: 'RESULT', status: 'SUCCEEDED', finish_reason: 'stop' } });
const datasetMeta = { title: '知识库检索', tool_name: 'dataset', avatar: '', color: '#10b981' };

function knowledgeHits() {
  return [
    {
      datastore_id: 'ds-1',
      datastore_name: '产品手册',
      file_name: 'X1 使用说明.pdf',
      file_id: 'file-1',
      mimetype: 'application/pdf',
      chunk_id: 'c-1',
      content: 'X1 支持一键萃取，30 秒出杯。',
    },
    {
      datastore_id: 'ds-1',
      datastore_name: '产品手册',
      file_name: 'X1 保养指南.pdf',
      file_id: 'file-2',
      mimetype: 'application/pdf',
      chunk_id: 'c-7',
      content: '每次使用后自动清洗管路。',
    },
  ];
}

function formStep(ids) {
  const form = {
    flowId: 'flow-booking',
    recordId: ids.record,
    formWelcome: '请填写预约信息',
    isSubmit: false,
    formData: {},
    formConfig: [
      { type: 'input', variableName: 'name', label: '姓名', required: true },
      { type: 'textarea', variableName: 'note', label: '备注' },
      {
        type: 'select',
        variableName: 'city',
        label: '城市',
        options: [
          { label: '北京', value: 'bj' },
          { label: '上海', value: 'sh' },
        ],
      },
      {
        type: 'select',
        variableName: 'district',
        label: '区县',
        parentField: 'city',
        options: [
          { label: '朝阳', value: 'cy', parentValue: 'bj' },
          { label: '浦东', value: 'pd', parentValue: 'sh' },
        ],
      },
      {
        type: 'multiSelect',
        variableName: 'topics',
        label: '主题',
        options: [
          { label: '咖啡', value: 'coffee', selected: true },
          { label: '茶', value: 'tea' },
        ],
      },
      { type: 'date', variableName: 'day', label: '日期', dateType: 'date' },
      {
        type: 'file',
        variableName: 'attachment',
        label: '附件',
        supportFileConfig: { size: 10485760, support: ['.pdf'] },
      },
      { type: 'input', variableName: 'source', label: '来源', hidden: true, defaultValue: 'widget' },
    ],
  };
  return functionEvent('fn-form', 'SUCCEEDED', {
    tool_type: 'flow',
    metaData: { title: '预约表单', tool_name: 'form' },
    form,
  });
}

const searchMeta = { title: '联网搜索', tool_name: 'search', avatar: '', color: '#3b82f6' };
const flowMeta = { title: '资料整理流程', tool_name: 'flow', avatar: '', color: '#f59e0b' };

function functionEvent(id, status, fields) {
  return { event: { type: 'FUNCTION', id, status, ...fields } };
}

export function buildScript(content, ids) {
  const { name, argument, question } = parseScenario(content);
  const record = { event: { type: 'CHAT_RECORD', record_id: ids.record, user_record_id: ids.userRecord } };
  switch (name) {
    case 'slow':
      return { steps: standardSteps(question, ids), delayMs: 300 };
    case 'error':
      return {
        steps: [
          record,
          ...textSteps('正在生成回答，'),
          { event: { type: 'RESULT', status: 'FAILED', message: '模型服务暂时不可用' } },
        ],
      };
    case 'http-error':
      return { httpError: { status: 500, message: '服务器内部错误' } };
    case 'timeout':
      return { steps: [{ hang: true }] };
    case 'stall':
      return { steps: [record, ...textSteps('这段回答说到一半就'), { hang: true }] };
    case 'cut':
      return { steps: [record, ...textSteps('连接将在这句话之后断开'), { destroy: true }] };
    case 'cut-empty':
      return { steps: [{ destroy: true }] };
    case 'close':
      // The body ends cleanly without RESULT: the client keeps what it showed.
      return { steps: [record, ...textSteps('回答到这里就结束了，没有 RESULT 事件。')] };
    case 'sensitive':
      return {
        steps: [
          record,
          ...textSteps('这是一段将被替换的内容'),
          { event: { type: 'LLMSensitiveOutput', content: '该回答涉及敏感内容，已被屏蔽' } },
          { event: { type: 'RESULT', status: 'SUCCEEDED', finish_reason: 'stop' } },
        ],
      };
    case 'push':
      return {
        steps: [record, ...textSteps('好的，我会在稍后把结果推送给你。'), done()],
        pushAfterMs: argument ?? 1500,
      };
    case 'form':
      return {
        steps: [record, formStep(ids), ...textSteps('请先填写上面的表单，我会根据你的选择继续。'), done()],
      };
    case 'knowledge':
      return {
        steps: [
          record,
          functionEvent('fn-dataset', 'STARTED', { tool_type: 'dataset', metaData: datasetMeta }),
          functionEvent('fn-dataset', 'SUCCEEDED', {
            tool_type: 'dataset',
            metaData: datasetMeta,
            knowledge: knowledgeHits(),
          }),
          ...textSteps('根据产品手册，X1 支持一键萃取和自动清洗。'),
          done(),
        ],
      };
    case 'task':
      return {
        steps: [
          record,
          {
            event: {
              type: 'TASK',
              task: { id: 'task-1', title: '每日新闻摘要', status: 'STARTED', timestamp: Date.now() },
            },
          },
          done(),
        ],
      };
    case 'markdown':
      return {
        steps: [
          record,
          ...textSteps(markdownShowcase(), 8),
          { event: { type: 'RESULT', status: 'SUCCEEDED' } },
        ],
      };
    case 'variants':
      return { steps: withMalformed(standardSteps(question, ids)), variants: true };
    case 'long':
      return {
        steps: [record, ...longAnswer(argument ?? 1000), { event: { type: 'RESULT', status: 'SUCCEEDED' } }],
        // 1 ms apart, so tokens reach the browser as separate network chunks, as from a real model.
        delayMs: 1,
      };
    default:
      return { steps: standardSteps(question, ids) };
  }
}

/** A non-JSON data line and an unknown type, which the client must skip. */
function withMalformed(steps) {
  const copy = [...steps];
  copy.splice(
    3,
    0,
    { raw: 'data: this is not json\n\n' },
    { event: { type: 'UNKNOWN_KIND', content: 'ignored' } },
  );
  return copy;
}

const LONG_PARTS = [
  '流式',
  '渲染',
  '需要',
  '保持',
  '线性',
  '成本，',
  '每个',
  '词元',
  '只做',
  '少量',
  '工作。',
];

/** N tokens of markdown: paragraphs with lists and code every so often. */
export function longAnswer(tokenCount) {
  const steps = [];
  for (let index = 0; index < tokenCount; index += 1) {
    let content = LONG_PARTS[index % LONG_PARTS.length];
    if (index % 60 === 59) content += '\n\n';
    if (index % 240 === 120) content = '\n\n- 列表项 **加粗** 与 `代码`\n- 第二项\n\n';
    if (index % 400 === 200)
      content = '\n\n```ts\nconst tokens = stream.map((token) => token.length);\n```\n\n';
    steps.push(text(content));
  }
  return steps;
}
