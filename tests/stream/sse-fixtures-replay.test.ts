// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normaliseFormConfig } from '../../src/model/form-fields';
import { type AssistantMessage, createPendingAssistantMessage } from '../../src/model/message';
import { finishAssistantMessage } from '../../src/stream/finish-assistant-message';
import { runChatStream } from '../../src/stream/open-chat-stream';
import { reduceAssistantMessage } from '../../src/stream/reduce-assistant-message';
import { createManualClock } from '../helpers/manual-clock';
import { responseFromChunks, splitBytes } from '../helpers/stream-response';

/** Streams recorded from the reference server's encoder (npm run fixtures). */
function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(resolve(__dirname, `../fixtures/sse/${name}.sse`)));
}

async function replay(name: string, chunkSizes: number[]) {
  let message: AssistantMessage = createPendingAssistantMessage('fixture', 0);
  const invalid: string[] = [];
  const relatedStatuses: string[] = [];
  const end = await runChatStream({
    connect: async () => responseFromChunks(splitBytes(fixture(name), chunkSizes)),
    clock: createManualClock(),
    firstEventTimeoutMs: 1000,
    idleTimeoutMs: 1000,
    signal: new AbortController().signal,
    onEvent: (event) => {
      message = reduceAssistantMessage(message, event);
      if (event.type === 'RELATED_QUESTIONS') relatedStatuses.push(message.relatedQuestion?.status ?? '');
    },
    onInvalid: (reason) => invalid.push(reason),
  });
  return { end, message: finishAssistantMessage(message, { kind: 'completed' }), invalid, relatedStatuses };
}

const CHUNKINGS = [[1], [3, 7, 2], [64], [100_000]];

describe('replaying recorded streams at any chunk boundary', () => {
  it.each(CHUNKINGS)('default answer with chunks of %j bytes', async (...sizes) => {
    const { end, message, invalid } = await replay('default', sizes);
    expect(end).toEqual({ kind: 'result' });
    expect(invalid).toEqual([]);
    expect(message.think?.status).toBe('SUCCEEDED');
    expect(message.skills.map((skill) => [skill.metaData.title, skill.status])).toEqual([
      ['联网搜索', 'SUCCEEDED'],
      ['资料整理流程', 'SUCCEEDED'],
    ]);
    expect(message.content).toContain('## 关于「你好，介绍一下流式回答」');
    expect(message.content).toContain('| 方案 A | 低 | 小团队 |');
    expect(message.relatedQuestion?.content).toHaveLength(3);
    expect(message.suggestPlugin).toEqual({ id: 'plugin-web-reader', name: '网页阅读器' });
    expect(message.recordId).toMatch(/^rec-/);
    expect(message.success).toBe(true);
  });

  it.each(CHUNKINGS)('tolerated SSE variants give the same answer (chunks %j)', async (...sizes) => {
    const plain = await replay('default', [100_000]);
    const { end, message, invalid } = await replay('variants', sizes);
    expect(end).toEqual({ kind: 'result' });
    expect(invalid).toHaveLength(2);
    expect(message.content.replace(/「[^」]*」/, '')).toBe(plain.message.content.replace(/「[^」]*」/, ''));
    expect(message.skills).toEqual(plain.message.skills);
  });

  it('marks a failed RESULT unsuccessful with its message', async () => {
    const { message } = await replay('error', [5]);
    expect(message).toMatchObject({ success: false, errorMessage: '模型服务暂时不可用' });
  });

  it('carries the form of a FUNCTION event', async () => {
    const { message } = await replay('form', [9]);
    expect(message.skills[0]?.form).toMatchObject({ flowId: 'flow-booking', isSubmit: false });
    const fields = normaliseFormConfig(message.skills[0]?.form?.formConfig);
    expect(new Set(fields.map((field) => field.type))).toEqual(
      new Set(['input', 'textarea', 'json', 'select', 'multiSelect', 'date', 'file', 'fileList']),
    );
  });

  it('collects knowledge hits', async () => {
    const { message } = await replay('knowledge', [11]);
    expect(message.knowledge.map((hit) => hit.fileName)).toEqual(['X1 使用说明.pdf', 'X1 保养指南.pdf']);
  });

  it('replaces the text on LLMSensitiveOutput', async () => {
    const { message } = await replay('sensitive', [2]);
    expect(message.content).toBe('该回答涉及敏感内容，已被屏蔽');
  });

  it('shows related questions loading before the late list arrives', async () => {
    const { message, relatedStatuses } = await replay('related-slow', [7]);
    expect(relatedStatuses).toEqual(['PENDING', 'SUCCEEDED']);
    expect(message.relatedQuestion?.content).toHaveLength(3);
  });

  it('keeps a FAILED task beside the failed result', async () => {
    const { message } = await replay('task-failed', [13]);
    expect(message.task).toMatchObject({ id: 'task-weekly', status: 'FAILED' });
    expect(message).toMatchObject({ success: false, errorMessage: '任务执行失败：数据源连接超时' });
  });
});
