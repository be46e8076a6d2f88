import { describe, expect, it } from 'vitest';
import { toSendPayload } from '../../src/model/to-send-payload';

const base = { content: '你好', conversationId: 'c1', agentId: 'a1' };

describe('toSendPayload', () => {
  it('sends a plain message with no files, no quote and the text as userMessage', () => {
    expect(toSendPayload({ ...base, variables: { city: '杭州' } })).toEqual({
      content: '你好',
      file_ids: [],
      file_action: undefined,
      enforce_tool_call_params: undefined,
      conversation_id: 'c1',
      robot_id: 'a1',
      stream: true,
      inputs: { userMessage: '你好', city: '杭州' },
      action: undefined,
      response_mode: 'streaming',
    });
  });

  it('resends an image by its upload id as IMAGE_URL, other files as FILE_URL', () => {
    const image = { name: 'a.png', type: 'image/png', url: 'https://x/a.png', uploadFileId: 'up-1' };
    const pdf = { name: 'r.pdf', type: 'application/pdf', url: 'https://x/r.pdf', uploadFileId: 'up-2' };
    expect(toSendPayload({ ...base, file: image })).toMatchObject({
      file_ids: ['up-1'],
      file_action: 'IMAGE_URL',
    });
    expect(toSendPayload({ ...base, file: pdf })).toMatchObject({
      file_ids: ['up-2'],
      file_action: 'FILE_URL',
    });
  });

  it('sends nothing for a file the server never gave an upload id', () => {
    const file = { name: 'a.png', type: 'image/png', url: 'https://x/a.png' };
    expect(toSendPayload({ ...base, file })).toMatchObject({ file_ids: [], file_action: undefined });
  });

  it('resends a quote by its id and client tool, never by its text', () => {
    const quote = { quoteType: 'TEXT' as const, quoteId: 'q1', content: '引用', chatClientToolId: 't1' };
    expect(toSendPayload({ ...base, quote, action: 'regenerate' })).toMatchObject({
      enforce_tool_call_params: { chat_quote_id: 'q1', chat_client_tool_id: 't1' },
      action: 'regenerate',
    });
    const withoutTool = { quoteType: 'URL' as const, quoteId: 'q2', content: '页面' };
    expect(toSendPayload({ ...base, quote: withoutTool }).enforce_tool_call_params).toEqual({
      chat_quote_id: 'q2',
    });
    const withoutId = { quoteType: 'TEXT' as const, content: '无编号' };
    expect(toSendPayload({ ...base, quote: withoutId }).enforce_tool_call_params).toBeUndefined();
  });

  it('sends a new quote whole as quote, with its url only for a URL quote', () => {
    const text = { quoteType: 'TEXT' as const, content: '选中的一段话' };
    expect(toSendPayload({ ...base, quote: text }).quote).toEqual({
      quote_type: 'TEXT',
      content: '选中的一段话',
    });
    const url = { quoteType: 'URL' as const, content: 'https://example.com/a', url: 'https://example.com/a' };
    expect(toSendPayload({ ...base, quote: url }).quote).toEqual({
      quote_type: 'URL',
      content: 'https://example.com/a',
      url: 'https://example.com/a',
    });
    const recorded = { quoteType: 'TEXT' as const, quoteId: 'q1', content: '旧引用' };
    expect(toSendPayload({ ...base, quote: recorded })).not.toHaveProperty('quote');
  });

  it('forces the mentioned agent as tool_type and tool_id', () => {
    const mention = { toolType: 'SUB_AGENT' as const, toolId: 'agent-7' };
    expect(toSendPayload({ ...base, mention }).enforce_tool_call_params).toEqual({
      tool_type: 'SUB_AGENT',
      tool_id: 'agent-7',
    });
  });

  it('sends a shortcut as shortcut_function_id with its tool_arguments', () => {
    const shortcut = { functionId: 'fn-1', toolArguments: { city: '杭州', hidden: 'x' } };
    expect(toSendPayload({ ...base, shortcut }).enforce_tool_call_params).toEqual({
      shortcut_function_id: 'fn-1',
      tool_arguments: { city: '杭州', hidden: 'x' },
    });
  });

  it('combines a recorded quote, a mention and a shortcut in one enforce_tool_call_params', () => {
    const quote = { quoteType: 'TEXT' as const, quoteId: 'q1', content: '引用' };
    const mention = { toolType: 'A2A' as const, toolId: 'a2a-1' };
    const shortcut = { functionId: 'fn-1', toolArguments: {} };
    expect(toSendPayload({ ...base, quote, mention, shortcut }).enforce_tool_call_params).toEqual({
      chat_quote_id: 'q1',
      tool_type: 'A2A',
      tool_id: 'a2a-1',
      shortcut_function_id: 'fn-1',
      tool_arguments: {},
    });
  });
});
