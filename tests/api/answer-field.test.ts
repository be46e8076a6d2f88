import { describe, expect, it } from 'vitest';
import { answerField } from '../../src/api/answer-field';
import type { ConnectionConfig } from '../../src/api/connection-config';
import {
  createConversation,
  fetchCurrentSession,
  generateTitle,
  refreshSessionWithVariables,
} from '../../src/api/conversation-api';
import { sendDislike } from '../../src/api/feedback-api';
import { createHttpClient } from '../../src/api/http-client';
import { asArray, asNumber, asString } from '../../src/model/wire-values';

const config: ConnectionConfig = {
  baseUrl: 'https://platform.example',
  workspaceId: 'w',
  agentId: 'a',
  token: 't',
  env: 'production',
  requestTimeoutMs: 1000,
};

function client(answer: unknown) {
  const stub: typeof fetch = async () => new Response(JSON.stringify({ code: 0, data: answer }));
  return createHttpClient({ getConfig: () => config, fetch: stub });
}

describe('one-value answers, wrapped or bare (wire-format.md)', () => {
  it('reads the field of an object answer, or the answer itself', () => {
    expect(answerField({ id: 7 }, 'id', asString)).toBe('7');
    expect(answerField('x', 'id', asString)).toBe('x');
    expect(answerField({ other: 1 }, 'id', asString)).toBeUndefined();
    expect(answerField(['a'], 'list', asArray)).toEqual(['a']);
    expect(answerField({ list: 'no' }, 'list', asArray)).toEqual([]);
    expect(answerField(undefined, 'count', asNumber)).toBeUndefined();
  });

  it('takes session, title, feedback and conversation ids in either shape', async () => {
    for (const [wrapped, bare] of [[{ session_id: 's1' }, 's1']] as const) {
      expect(await fetchCurrentSession(client(wrapped), 'c')).toBe('s1');
      expect(await fetchCurrentSession(client(bare), 'c')).toBe('s1');
      expect(await refreshSessionWithVariables(client(wrapped), 'c', {})).toBe('s1');
      expect(await refreshSessionWithVariables(client(bare), 'c', {})).toBe('s1');
    }
    const question = { conversationId: 'c', question: 'q', answer: 'a' };
    expect(await generateTitle(client({ title: '标题' }), question)).toBe('标题');
    expect(await generateTitle(client('标题'), question)).toBe('标题');
    expect(await generateTitle(client({}), question)).toBeUndefined();
    expect(await sendDislike(client({ feedback_id: 9 }), 'r', 'bad')).toBe('9');
    expect(await sendDislike(client('f1'), 'r', 'bad')).toBe('f1');
    const input = { agentId: 'a', title: 't', runType: 'CHAT_CLIENT' };
    expect(await createConversation(client({ conversation_id: 'c2' }), config, input)).toBe('c2');
    expect(await createConversation(client('c3'), config, input)).toBe('c3');
    await expect(createConversation(client({}), config, input)).rejects.toMatchObject({
      kind: 'envelope',
      message: 'conversation id missing in answer',
    });
  });
});
