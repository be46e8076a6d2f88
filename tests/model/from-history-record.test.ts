import { describe, expect, it } from 'vitest';
import { messagesFromHistoryRecord } from '../../src/model/from-history-record';

const base = {
  id: 'r1',
  session_id: 's1',
  user_content: '问题',
  response: '回答',
  record_status: 'SUCCEEDED',
  create_time: '2026-01-01T10:00:00Z',
};

describe('messagesFromHistoryRecord', () => {
  it('maps a successful record to a user and an assistant message with role-prefixed ids', () => {
    const [user, answer] = messagesFromHistoryRecord(base);
    expect(user).toMatchObject({ role: 'USER', id: 'USER-r1', content: '问题', sessionId: 's1' });
    expect(answer).toMatchObject({ role: 'ASSISTANT', id: 'ASSISTANT-r1', content: '回答', success: true });
  });

  it('counts a record as successful only when record_status is SUCCEEDED', () => {
    const answer = messagesFromHistoryRecord({ ...base, record_status: 'RUNNING' })[1];
    expect(answer).toMatchObject({ success: false, errorMessage: '未知错误' });
  });

  it("shows a failed record's stored message, or '未知错误'", () => {
    const stored = messagesFromHistoryRecord({
      ...base,
      record_status: 'FAILED',
      response_ext: { message: '超时' },
    });
    expect(stored[1]).toMatchObject({ success: false, errorMessage: '超时' });
  });

  it('hides a user message without content, quote or file', () => {
    const messages = messagesFromHistoryRecord({ ...base, user_content: '' });
    expect(messages.map((message) => message.role)).toEqual(['ASSISTANT']);
    const withFile = messagesFromHistoryRecord({
      ...base,
      user_content: '',
      files: [{ file_name: 'a.pdf', file_type: 'pdf', file_url: 'https://x/a.pdf' }],
    });
    expect(withFile[0]).toMatchObject({ role: 'USER', file: { name: 'a.pdf' } });
  });

  it('keeps quotes, files, tasks, group progress, duration and model', () => {
    const [user, answer] = messagesFromHistoryRecord({
      ...base,
      quotes: [
        { quote_type: 'URL', quote_id: 'q', content: 'https://a.example', chat_client_tool_id: 'tool' },
      ],
      files: [
        {
          file_name: 'a.pdf',
          file_type: 'pdf',
          file_url: 'https://x/a.pdf',
          byte_size: 10,
          upload_file_id: 'u',
        },
      ],
      response_ext: {
        tasks: [{ id: 't1', title: '日报', status: 'STARTED' }],
        group_progress_list: [{ status: 'SUCCEEDED', title: '步骤一', description: '完成' }],
        duration_time: 1234,
        llm_model: 'demo-pro',
      },
    });
    expect(user).toMatchObject({
      quote: { quoteType: 'URL', quoteId: 'q', content: 'https://a.example', chatClientToolId: 'tool' },
      file: { byteSize: 10, uploadFileId: 'u' },
    });
    expect(answer).toMatchObject({
      task: { id: 't1', status: 'STARTED' },
      groupProcessList: [{ status: 'SUCCEEDED', title: '步骤一', description: '完成' }],
      durationTime: 1234,
      llmModel: 'demo-pro',
    });
  });

  it("times a task by its own timestamp, else by the record's irl_time", () => {
    const task = { id: 't1', title: '日报', status: 'STARTED' };
    const [, ownTime] = messagesFromHistoryRecord({
      ...base,
      response_ext: { tasks: [{ ...task, timestamp: 1_700_000_000_000 }], irl_time: '2024-01-01T08:00:00Z' },
    });
    expect(ownTime).toMatchObject({ task: { timestamp: 1_700_000_000_000 } });
    const [, fromRecord] = messagesFromHistoryRecord({
      ...base,
      response_ext: { tasks: [task], irl_time: '2024-01-01T08:00:00Z' },
    });
    expect(fromRecord).toMatchObject({ task: { timestamp: Date.parse('2024-01-01T08:00:00Z') } });
    const [, untimed] = messagesFromHistoryRecord({ ...base, response_ext: { tasks: [task] } });
    expect(untimed?.role === 'ASSISTANT' && untimed.task?.timestamp).toBeUndefined();
  });

  it("reads a skill's flow messages and raw record from the stored extension", () => {
    const [, answer] = messagesFromHistoryRecord({
      ...base,
      response_ext: {
        skills: [
          {
            id: 'f',
            status: 'FAILED',
            tool_type: 'flow',
            flowMsg: [{ message: '第一步', type: 'info' }, '第二步'],
            raw: '{"execution_status":{"message":"超时"}}',
          },
        ],
      },
    });
    expect(answer).toMatchObject({
      skills: [
        {
          flowMsg: [{ message: '第一步', type: 'info' }, { message: '第二步' }],
          raw: { execution_status: { message: '超时' } },
        },
      ],
    });
  });

  it('turns parts still PENDING into FAILED and drops a pending related-question part', () => {
    const [, answer] = messagesFromHistoryRecord({
      ...base,
      response_ext: {
        think: { content: '想', status: 'PENDING' },
        skills: [{ id: 'f', status: 'PENDING', tool_type: 'flow' }],
      },
    });
    expect(answer).toMatchObject({ think: { status: 'FAILED' }, skills: [{ status: 'FAILED' }] });
    expect(answer && 'relatedQuestion' in answer ? answer.relatedQuestion : undefined).toBeUndefined();
  });

  it('keeps a skill form with its submitted state and data', () => {
    const [, answer] = messagesFromHistoryRecord({
      ...base,
      response_ext: {
        skills: [
          {
            id: 'fn-form',
            status: 'SUCCEEDED',
            form: {
              flowId: 'f1',
              recordId: 'r1',
              isSubmit: true,
              formData: { name: '张三' },
              formConfig: { fields: [{ type: 'input', variableName: 'name' }] },
            },
          },
        ],
      },
    });
    expect(answer?.role === 'ASSISTANT' && answer.skills[0]?.form).toEqual({
      flowId: 'f1',
      recordId: 'r1',
      formWelcome: undefined,
      isSubmit: true,
      formData: { name: '张三' },
      formConfig: [{ type: 'input', variableName: 'name' }],
    });
  });
  it('reads follow-up tips from the record', () => {
    const [, answer] = messagesFromHistoryRecord({ ...base, tips: ['总结一下', '', 3] });
    expect(answer && answer.role === 'ASSISTANT' ? answer.tips : undefined).toEqual(['总结一下', '3']);
  });

  it("keeps a URL quote's url and icon, and names a file without a name after its URL", () => {
    const [user] = messagesFromHistoryRecord({
      ...base,
      quotes: [
        { quote_type: 'URL', content: '产品页', url: 'https://a.example/p', icon: 'https://a.example/i.png' },
      ],
      files: [
        { file_type: 'application/pdf', file_url: 'https://x.example/docs/%E6%8A%A5%E5%91%8A.pdf?v=1' },
      ],
    });
    expect(user).toMatchObject({
      quote: {
        quoteType: 'URL',
        content: '产品页',
        url: 'https://a.example/p',
        icon: 'https://a.example/i.png',
      },
      file: { name: '报告.pdf', type: 'application/pdf' },
    });
  });

  it('ignores empty file and quote entries, so a record with only those shows no user message', () => {
    const messages = messagesFromHistoryRecord({
      ...base,
      user_content: '  ',
      files: [{ file_type: 'image' }],
      quotes: [{ quote_type: 'TEXT', content: '' }],
    });
    expect(messages.map((message) => message.role)).toEqual(['ASSISTANT']);
  });
});
