import { describe, expect, it } from 'vitest';
import { type AssistantMessage, createPendingAssistantMessage } from '../../src/model/message';
import { finishAssistantMessage } from '../../src/stream/finish-assistant-message';
import { reduceAssistantMessage } from '../../src/stream/reduce-assistant-message';
import type { ChatStreamEvent } from '../../src/stream/stream-events';

const fold = (events: ChatStreamEvent[], start: AssistantMessage = createPendingAssistantMessage('1', 0)) =>
  events.reduce(reduceAssistantMessage, start);

const started = (
  id: string,
  extra: Partial<Extract<ChatStreamEvent, { type: 'FUNCTION' }>> = {},
): ChatStreamEvent => ({
  type: 'FUNCTION',
  id,
  status: 'STARTED',
  toolType: 'flow',
  ...extra,
});

describe('text', () => {
  it('appends TEXT pieces in order and leaves the fetching state at the first event', () => {
    const message = fold([
      { type: 'TEXT', content: '你好' },
      { type: 'TEXT', content: '，世界' },
    ]);
    expect(message.content).toBe('你好，世界');
    expect(message.isFetching).toBe(false);
    expect(message.isStreaming).toBe(true);
  });

  it('replaces the answer so far with LLMSensitiveOutput', () => {
    const message = fold([
      { type: 'TEXT', content: '不该出现的内容' },
      { type: 'LLMSensitiveOutput', content: '内容已屏蔽' },
    ]);
    expect(message.content).toBe('内容已屏蔽');
  });

  it('does not mutate the message it was given', () => {
    const before = createPendingAssistantMessage('1', 0);
    const after = reduceAssistantMessage(before, { type: 'TEXT', content: 'x' });
    expect(before.content).toBe('');
    expect(after).not.toBe(before);
  });
});

describe('thinking', () => {
  it('accumulates reasoning while PENDING', () => {
    const message = fold([
      { type: 'THINKING', content: '先想' },
      { type: 'THINKING', content: '再想' },
    ]);
    expect(message.think).toEqual({ content: '先想再想', status: 'PENDING' });
  });

  it('turns SUCCEEDED as soon as an event of another kind arrives', () => {
    const message = fold([
      { type: 'THINKING', content: '想' },
      { type: 'TEXT', content: '答' },
    ]);
    expect(message.think?.status).toBe('SUCCEEDED');
  });

  it('follows an explicit status on the THINKING event', () => {
    const message = fold([{ type: 'THINKING', content: '想完了', status: 'SUCCEEDED' }]);
    expect(message.think?.status).toBe('SUCCEEDED');
  });
});

describe('function events', () => {
  it('adds a pending skill on STARTED, updates on RUNNING and finishes on SUCCEEDED', () => {
    const running = fold([
      started('f1', { metaData: { title: '流程' } }),
      { type: 'FUNCTION', id: 'f1', status: 'RUNNING', toolType: 'flow', flowMsg: [{ message: '第一步' }] },
    ]);
    expect(running.skills).toHaveLength(1);
    expect(running.skills[0]?.status).toBe('PENDING');
    expect(running.skills[0]?.flowMsg).toEqual([{ message: '第一步' }]);
    const done = fold([{ type: 'FUNCTION', id: 'f1', status: 'SUCCEEDED', toolType: 'flow' }], running);
    expect(done.skills[0]?.status).toBe('SUCCEEDED');
    expect(done.skills[0]?.metaData.title).toBe('流程');
    expect(done.skills[0]?.flowMsg).toEqual([{ message: '第一步' }]);
  });

  it('keeps cumulative flow messages without duplicating them', () => {
    const message = fold([
      started('f1'),
      { type: 'FUNCTION', id: 'f1', status: 'RUNNING', toolType: 'flow', flowMsg: [{ message: 'a' }] },
      {
        type: 'FUNCTION',
        id: 'f1',
        status: 'RUNNING',
        toolType: 'flow',
        flowMsg: [{ message: 'a' }, { message: 'b' }],
      },
      { type: 'FUNCTION', id: 'f1', status: 'RUNNING', toolType: 'flow', flowMsg: [{ message: 'c' }] },
    ]);
    expect(message.skills[0]?.flowMsg.map((item) => item.message)).toEqual(['a', 'b', 'c']);
  });

  it('marks a skill FAILED on a FAILED event and keeps other skills untouched', () => {
    const message = fold([
      started('f1'),
      started('f2'),
      { type: 'FUNCTION', id: 'f2', status: 'FAILED', toolType: 'flow' },
    ]);
    expect(message.skills.map((skill) => skill.status)).toEqual(['PENDING', 'FAILED']);
  });

  it('keeps the raw record of a failure and the output across later events', () => {
    const raw = { execution_status: { message: '超时' } };
    const message = fold([
      started('f1', { output: { step: 1 } }),
      { type: 'FUNCTION', id: 'f1', status: 'FAILED', toolType: '', raw },
      { type: 'FUNCTION', id: 'f1', status: 'FAILED', toolType: '' },
    ]);
    expect(message.skills[0]).toMatchObject({ status: 'FAILED', toolType: 'flow', output: { step: 1 }, raw });
  });

  it('collects knowledge hits from dataset tools', () => {
    const hit = {
      datastoreId: 'd',
      datastoreName: '知识库',
      fileName: 'a.pdf',
      fileId: 'f',
      chunkId: 'c',
      content: '片段',
    };
    const message = fold([
      { type: 'FUNCTION', id: 'k', status: 'SUCCEEDED', toolType: 'dataset', knowledge: [hit] },
    ]);
    expect(message.knowledge).toEqual([hit]);
  });
});

describe('record, related questions, task and result', () => {
  it('stores the record ids from CHAT_RECORD', () => {
    const message = fold([{ type: 'CHAT_RECORD', recordId: 'r1', userRecordId: 'u1' }]);
    expect(message.recordId).toBe('r1');
    expect(message.userMessageId).toBe('u1');
  });

  it('stores related questions and tasks', () => {
    const message = fold([
      { type: 'RELATED_QUESTIONS', content: ['再问一个'] },
      { type: 'TASK', task: { id: 't', title: '日报', status: 'STARTED' } },
    ]);
    expect(message.relatedQuestion).toEqual({ status: 'SUCCEEDED', content: ['再问一个'] });
    expect(message.task?.status).toBe('STARTED');
  });

  it('shows related questions as loading on a PENDING event, then replaces them with the list', () => {
    const loading = fold([
      { type: 'TEXT', content: '回答' },
      { type: 'RELATED_QUESTIONS', content: [], status: 'PENDING' },
    ]);
    expect(loading.relatedQuestion).toEqual({ status: 'PENDING', content: [] });
    const arrived = reduceAssistantMessage(loading, { type: 'RELATED_QUESTIONS', content: ['下一问'] });
    expect(arrived.relatedQuestion).toEqual({ status: 'SUCCEEDED', content: ['下一问'] });
  });

  it('keeps a FAILED related-question part so the view can hide it', () => {
    const message = fold([{ type: 'RELATED_QUESTIONS', content: [], status: 'FAILED' }]);
    expect(message.relatedQuestion?.status).toBe('FAILED');
  });

  it('stores a FAILED task next to the failed result', () => {
    const message = fold([
      { type: 'TASK', task: { id: 't9', title: '周报', status: 'FAILED' } },
      { type: 'RESULT', status: 'FAILED', message: '任务执行失败' },
    ]);
    expect(message.task).toEqual({ id: 't9', title: '周报', status: 'FAILED' });
    expect(message.success).toBe(false);
  });

  it('makes the answer unsuccessful with its message on RESULT FAILED', () => {
    const message = fold([
      { type: 'TEXT', content: '部分' },
      { type: 'RESULT', status: 'FAILED', message: '模型服务暂时不可用' },
    ]);
    expect(message.success).toBe(false);
    expect(message.errorMessage).toBe('模型服务暂时不可用');
    expect(message.content).toBe('部分');
  });

  it('keeps the answer successful on RESULT SUCCEEDED with a finish reason', () => {
    const message = fold([{ type: 'RESULT', status: 'SUCCEEDED', finishReason: 'stop' }]);
    expect(message.success).toBe(true);
    expect(message.finishReason).toBe('stop');
  });
});

describe('finishing', () => {
  it('keeps streamed text when the stream closes without RESULT', () => {
    const message = finishAssistantMessage(fold([{ type: 'TEXT', content: '说到一半' }]), {
      kind: 'completed',
    });
    expect(message.content).toBe('说到一半');
    expect(message.isStreaming).toBe(false);
    expect(message.success).toBe(true);
  });

  it('drops related questions still loading when the stream ends without them', () => {
    const loading = fold([{ type: 'RELATED_QUESTIONS', content: [], status: 'PENDING' }]);
    expect(finishAssistantMessage(loading, { kind: 'completed' }).relatedQuestion).toBeUndefined();
  });

  it('fails pending parts and drops a pending related-question part', () => {
    const pending: AssistantMessage = {
      ...fold([{ type: 'THINKING', content: '想' }, started('f1')]),
      relatedQuestion: { status: 'PENDING', content: [] },
    };
    // The FUNCTION event already settled thinking; force it back to check finishing too.
    const withThinking: AssistantMessage = { ...pending, think: { content: '想', status: 'PENDING' } };
    const message = finishAssistantMessage(withThinking, { kind: 'aborted' });
    expect(message.think?.status).toBe('FAILED');
    expect(message.skills[0]?.status).toBe('FAILED');
    expect(message.relatedQuestion).toBeUndefined();
    expect(message.finishReason).toBe('abort');
  });

  it('marks the message failed with the time-out text and keeps its content', () => {
    const message = finishAssistantMessage(fold([{ type: 'TEXT', content: '半句' }]), {
      kind: 'failed',
      errorMessage: '回答超时，请重试',
    });
    expect(message.success).toBe(false);
    expect(message.errorMessage).toBe('回答超时，请重试');
    expect(message.content).toBe('半句');
  });
});
