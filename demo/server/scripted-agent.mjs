/**
 * The scripted agent: turns the visitor's message into a script for stream-chat.mjs.
 * A message starting with `/scenario NAME [number]` picks a path; the rest of the text is the
 * question. A script is { steps, delayMs?, variants?, pushAfterMs?, userSide?, recordFields?,
 * recordExtension?, earlierRecords? } or { httpError }; the record parts are applied by stream-chat.
 */

import {
  attachmentsScript,
  referencesScript,
  relatedSlowScript,
  speechScript,
  taskFailedScript,
  tipsScript,
} from './scripted-extras.mjs';
import { hostileScript } from './scripted-hostile.mjs';
import { reminderScript } from './scripted-reminder.mjs';
import { richScript } from './scripted-rich.mjs';
import {
  chatRecord,
  done,
  functionEvent,
  standardSteps,
  text,
  textSteps,
  withMalformed,
} from './scripted-steps.mjs';
import {
  longAnswerTokens,
  longMarkdownAnswer,
  MIXED_DIRECTION_BLOCKS,
  MIXED_DIRECTION_KNOWLEDGE,
  MIXED_DIRECTION_REASONING,
  markdownShowcase,
  splitIntoChunks,
} from './scripted-texts.mjs';
import { searchFailSteps, searchPendingSteps, toolPendingSteps, toolsSteps } from './scripted-tool-calls.mjs';
import { bookingForm, DATASET_META, knowledgeHits, longListForm } from './scripted-tools.mjs';

export function parseScenario(content) {
  const match = /^\/scenario\s+([\w-]+)(?:\s+(\d+))?\s*([\s\S]*)$/.exec(String(content ?? '').trim());
  if (!match) return { name: 'default', argument: undefined, question: String(content ?? '') };
  return {
    name: match[1],
    argument: match[2] ? Number(match[2]) : undefined,
    question: match[3] || '演示问题',
  };
}

/**
 * @param {string} content
 * @param {{record: string, userRecord: string, search: string, flow: string, origin: string}} ids
 */
export function buildScript(content, ids) {
  const { name, argument, question } = parseScenario(content);
  const record = chatRecord(ids);
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
      // Gated: the cut waits for POST /__test/cut (or 2 s), so a test sees the text before it.
      return { steps: [record, ...textSteps('连接将在这句话之后断开'), { destroy: true, gated: true }] };
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
          done(),
        ],
      };
    case 'push':
      return {
        steps: [record, ...textSteps('好的，我会在稍后把结果推送给你。'), done()],
        pushAfterMs: argument ?? 1500,
      };
    case 'form':
      return {
        steps: formSteps(
          record,
          '预约表单',
          bookingForm(ids.record),
          '请先填写上面的表单，我会根据你的选择继续。',
        ),
      };
    case 'form-long':
      return { steps: formSteps(record, '城市表单', longListForm(ids.record), '请选择。') };
    case 'knowledge':
      return {
        steps: [
          record,
          functionEvent('fn-dataset', 'STARTED', { tool_type: 'dataset', metaData: DATASET_META }),
          functionEvent('fn-dataset', 'SUCCEEDED', {
            tool_type: 'dataset',
            metaData: DATASET_META,
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
    case 'attachments':
      return attachmentsScript(ids, ids.origin);
    case 'references':
      return referencesScript(ids, ids.origin);
    case 'tips':
      return tipsScript(ids);
    case 'related-slow':
      return relatedSlowScript(ids, argument);
    case 'task-failed':
      return taskFailedScript(ids);
    case 'tools':
      return { steps: toolsSteps(ids, argument) };
    case 'search-fail':
      return { steps: searchFailSteps(ids) };
    case 'search-pending':
      return { steps: searchPendingSteps(ids) };
    case 'tool-pending':
      return { steps: toolPendingSteps(ids) };
    case 'speech':
    case 'speech-fail':
    case 'speech-bad-audio':
    case 'speech-empty':
      return speechScript(name, ids);
    case 'markdown':
      return { steps: [record, ...textSteps(markdownShowcase(), 8), done()] };
    case 'rtl':
      return {
        steps: [
          { event: { type: 'THINKING', content: MIXED_DIRECTION_REASONING } },
          functionEvent('fn-rtl-dataset', 'SUCCEEDED', {
            tool_type: 'dataset',
            metaData: DATASET_META,
            knowledge: [
              {
                datastore_id: 'ds-rtl',
                datastore_name: 'قاعدة المعرفة',
                file_name: 'دليل.pdf',
                file_id: 'f-rtl',
                mimetype: 'application/pdf',
                chunk_id: 'c-rtl',
                content: MIXED_DIRECTION_KNOWLEDGE,
              },
            ],
          }),
          record,
          ...textSteps(Object.values(MIXED_DIRECTION_BLOCKS).join('\n\n'), 8),
          done(),
        ],
      };
    case 'variants':
      return { steps: withMalformed(standardSteps(question, ids)), variants: true };
    case 'long':
      return {
        steps: [record, ...longAnswerTokens(argument ?? 1000).map(text), done()],
        // 1 ms apart, so tokens reach the browser as separate network chunks, as from a real model.
        delayMs: 1,
      };
    case 'chunks': {
      // `/scenario chunks 16000`: a markdown answer of that many characters in 8-character chunks.
      const characters = argument ?? 16000;
      const chunks = splitIntoChunks(longMarkdownAnswer(characters), Math.ceil(characters / 8));
      return { steps: [record, ...chunks.map(text), done()], delayMs: 5 };
    }
    default:
      // 提醒我 / 定时 asks for a scheduled task (scripted-reminder.mjs).
      return (
        hostileScript(name, ids, argument) ??
        richScript(name, ids) ??
        reminderScript(question, ids) ?? { steps: standardSteps(question, ids) }
      );
  }
}

/** A flow tool card carrying an agent form, then a line of text. */
function formSteps(record, title, form, text) {
  return [
    record,
    functionEvent('fn-form', 'SUCCEEDED', {
      tool_type: 'flow',
      metaData: { title, tool_name: 'form' },
      form,
    }),
    ...textSteps(text),
    done(),
  ];
}
