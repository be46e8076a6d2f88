/**
 * Building blocks of the scripted answers. A step is { event } (sent through the SSE encoder),
 * { raw } (bytes written as they are), { hang: true } (write nothing more until the client leaves)
 * or { destroy: true } (cut the connection).
 */
import { standardAnswer } from './scripted-texts.mjs';
import { FLOW_META, SEARCH_META, searchResults } from './scripted-tools.mjs';

/** Splits text into small pieces the way a model streams tokens. */
export function pieces(text, size = 6) {
  const characters = [...text];
  const result = [];
  for (let index = 0; index < characters.length; index += size)
    result.push(characters.slice(index, index + size).join(''));
  return result;
}

export const text = (content) => ({ event: { type: 'TEXT', content } });
export const textSteps = (content, size) => pieces(content, size).map(text);
export const done = () => ({ event: { type: 'RESULT', status: 'SUCCEEDED', finish_reason: 'stop' } });
export const chatRecord = (ids) => ({
  event: { type: 'CHAT_RECORD', record_id: ids.record, user_record_id: ids.userRecord },
});

export function functionEvent(id, status, fields) {
  return { event: { type: 'FUNCTION', id, status, ...fields } };
}

/** The default answer: reasoning, a search tool, a flow tool, the record id, markdown, follow-ups. */
export function standardSteps(question, ids) {
  const flow = { tool_type: 'flow', metaData: FLOW_META };
  return [
    ...pieces('先理解问题，再检索资料，最后整理成结构化的回答。', 5).map((content) => ({
      event: { type: 'THINKING', content },
    })),
    functionEvent(ids.search, 'STARTED', { tool_type: 'system', metaData: SEARCH_META }),
    functionEvent(ids.search, 'SUCCEEDED', {
      tool_type: 'system',
      metaData: SEARCH_META,
      output: searchResults(),
    }),
    functionEvent(ids.flow, 'STARTED', flow),
    functionEvent(ids.flow, 'RUNNING', { ...flow, flowMsg: [{ message: '读取搜索结果', type: 'info' }] }),
    functionEvent(ids.flow, 'RUNNING', { ...flow, flowMsg: [{ message: '生成对比表格', type: 'info' }] }),
    functionEvent(ids.flow, 'SUCCEEDED', flow),
    chatRecord(ids),
    ...textSteps(standardAnswer(question)),
    {
      event: {
        type: 'RELATED_QUESTIONS',
        content: ['能再举一个例子吗？', '有哪些常见误区？', '如何开始实践？'],
      },
    },
    // Not in the brief's list, but wire-format.md names it and the client's fixtures expect it.
    { event: { type: 'SUGGESTED_PLUGIN', content: { id: 'plugin-web-reader', name: '网页阅读器' } } },
    done(),
  ];
}

/**
 * The two messages a client must skip without ending the stream: a non-JSON data line and an
 * unknown type. Placed early, so the rest of the answer proves the stream went on.
 */
export function withMalformed(steps) {
  const copy = [...steps];
  copy.splice(
    3,
    0,
    { raw: 'data: this is not json\n\n' },
    { event: { type: 'UNKNOWN_KIND', content: 'ignored' } },
  );
  return copy;
}
