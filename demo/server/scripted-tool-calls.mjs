/**
 * Scenarios that reach every tool-card state (screens doc section 4): a flow streaming its
 * messages over time, a failing tool with an execution message, a sub-agent and an A2A call,
 * a search whose results include a broken site icon, a failed search and a tool left running.
 * `{ wait: ms }` steps pause the stream, so a browser sees the running states.
 */
import { chatRecord, done, functionEvent, textSteps } from './scripted-steps.mjs';
import { SEARCH_META } from './scripted-tools.mjs';

const REPORT_FLOW = { title: '报告生成流程', tool_name: 'report_flow', avatar: '', color: '#f59e0b' };
const WEATHER_TOOL = { title: '天气查询', tool_name: 'weather', avatar: '', color: '#0ea5e9' };
export const FLOW_STEPS = ['解析需求', '检索资料', '生成大纲', '撰写报告'];
export const WEATHER_FAILURE = '天气服务超时，请稍后再试';

/** Absolute icon URLs on this server: the widget accepts http(s) images only. */
function metaFor(origin) {
  return {
    agent: {
      title: '数据分析师',
      tool_name: 'agent_analyst',
      avatar: `${origin}/demo/icons/analyst.svg`,
      avatarType: 'image',
      color: '#0d9488',
    },
    // Its avatar 404s: the card falls back to the initial on the colour.
    a2a: {
      title: '翻译专家',
      tool_name: 'a2a_translator',
      avatar: `${origin}/demo/icons/missing-avatar.png`,
      avatarType: 'image',
      color: '#8b5cf6',
    },
  };
}

/** Eight results, so the carousel pages more than once; the second one's icon 404s. */
export function pagedSearchResults(origin) {
  return [1, 2, 3, 4, 5, 6, 7, 8].map((index) => ({
    title: `搜索结果 ${index}：关于季度报告的资料与数据分析`,
    url: `https://example.com/report/${index}`,
    name: index % 2 ? 'example.com' : '资料站',
    icon:
      index === 2
        ? `${origin}/demo/icons/missing-site-icon.png`
        : index % 3 === 0
          ? ''
          : `${origin}/demo/icons/site.svg`,
    index,
  }));
}

export function toolsSteps(ids, stepMs = 500) {
  const flow = { tool_type: 'flow', metaData: REPORT_FLOW };
  const weather = { tool_type: 'custom_function', function_code: 'get_weather', metaData: WEATHER_TOOL };
  const meta = metaFor(ids.origin);
  const agent = { tool_type: 'agent', metaData: meta.agent };
  const a2a = { tool_type: 'a2a', metaData: meta.a2a };
  const search = { tool_type: 'system', metaData: SEARCH_META };
  return [
    chatRecord(ids),
    functionEvent('fn-report', 'STARTED', flow),
    ...FLOW_STEPS.flatMap((message) => [
      { wait: stepMs },
      functionEvent('fn-report', 'RUNNING', { ...flow, flowMsg: [{ message, type: 'info' }] }),
    ]),
    { wait: stepMs },
    functionEvent('fn-report', 'SUCCEEDED', {
      ...flow,
      output: { report: '季度报告.docx', pages: 12, sections: ['摘要', '数据', '结论'] },
    }),
    functionEvent('fn-weather', 'STARTED', weather),
    { wait: stepMs },
    functionEvent('fn-weather', 'FAILED', {
      ...weather,
      raw: { execution_status: { code: 504, message: WEATHER_FAILURE }, arguments: { city: '上海' } },
    }),
    functionEvent('fn-agent', 'STARTED', agent),
    functionEvent('fn-agent', 'SUCCEEDED', { ...agent, output: '环比增长 12%，主要来自华东区。' }),
    functionEvent('fn-a2a', 'STARTED', a2a),
    functionEvent('fn-a2a', 'SUCCEEDED', { ...a2a, output: { translated: 'Revenue grew 12% QoQ.' } }),
    functionEvent('fn-search-paged', 'STARTED', search),
    functionEvent('fn-search-paged', 'SUCCEEDED', { ...search, output: pagedSearchResults(ids.origin) }),
    ...textSteps('报告已生成：收入环比增长 12%，天气数据暂时无法获取。'),
    done(),
  ];
}

export function searchFailSteps(ids) {
  const search = { tool_type: 'system', metaData: SEARCH_META };
  return [
    chatRecord(ids),
    functionEvent('fn-search-fail', 'STARTED', search),
    { wait: 300 },
    functionEvent('fn-search-fail', 'FAILED', {
      ...search,
      raw: { execution_status: { code: 503, message: '搜索服务不可用' } },
    }),
    ...textSteps('搜索暂时不可用，我先根据已有知识回答。'),
    done(),
  ];
}

/** A search that stays running until the visitor stops the answer (tests read its PENDING state). */
export function searchPendingSteps(ids) {
  return [
    chatRecord(ids),
    functionEvent('fn-search-pending', 'STARTED', { tool_type: 'system', metaData: SEARCH_META }),
    { hang: true },
  ];
}

/** A tool that stays running until the visitor stops the answer (or leaves). */
export function toolPendingSteps(ids) {
  return [
    chatRecord(ids),
    functionEvent('fn-slow', 'STARTED', { tool_type: 'custom_function', metaData: WEATHER_TOOL }),
    { hang: true },
  ];
}
