import { describe, expect, it } from 'vitest';
import { conversationFromWire, defaultConversationTitle, listedRunTypes } from '../../src/model/conversation';

describe('conversations', () => {
  it("titles a new conversation '新会话' plus the count of existing ones, without a number when none", () => {
    expect(defaultConversationTitle(0)).toBe('新会话');
    expect(defaultConversationTitle(3)).toBe('新会话3');
  });

  it('lists the run types of section 9 for CHAT_CLIENT and CHATBOT clients', () => {
    expect(listedRunTypes('CHAT_CLIENT')).toEqual(['CHATBOT', 'CLIENT_SMART_TOOLS', 'CHAT_CLIENT']);
    expect(listedRunTypes('CHATBOT')).toEqual([
      'CHAT_CLIENT',
      'CLIENT_SMART_TOOLS',
      'AI_RESEARCH',
      'CHATBOT',
    ]);
  });

  it('reads numeric ids as strings and times in seconds, milliseconds or ISO', () => {
    expect(conversationFromWire({ conversation_id: 12, latest_create_time: 1_700_000_000 })).toMatchObject({
      id: '12',
      latestCreateTime: 1_700_000_000_000,
    });
    expect(
      conversationFromWire({ conversation_id: 'a', latest_create_time: 1_700_000_000_000 })?.latestCreateTime,
    ).toBe(1_700_000_000_000);
    expect(
      conversationFromWire({ conversation_id: 'a', latest_create_time: '2024-01-01T00:00:00Z' })
        ?.latestCreateTime,
    ).toBe(Date.parse('2024-01-01T00:00:00Z'));
    expect(conversationFromWire({ title: 'no id' })).toBeUndefined();
  });
});
