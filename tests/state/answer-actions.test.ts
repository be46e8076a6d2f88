import { describe, expect, it } from 'vitest';
import { dislikeAtom, regenerateAtom } from '../../src/state/actions/answer-actions';
import { sendMessageAtom } from '../../src/state/actions/send-message';
import { configAtom, createChatStore, EMPTY_CHAT_CONFIG, messagesAtom } from '../../src/state/chat-store';
import { createFakeFetch, ok } from '../helpers/fake-server';
import { sse } from '../helpers/stream-response';

function setup() {
  let answer = 0;
  const server = createFakeFetch({
    'chat/conversation/create': () => ok({ conversation_id: 'c1' }),
    'chat/conversation/list': () => ok([]),
    'chat/records': () => ok([]),
    'chat/session/current': () => ok('s1'),
    'chat/get_title': () => ok({ title: 't' }),
    'chat/feedback/dislike': () => ok({ feedback_id: 'fb-1' }),
    chat_messages: () => {
      answer += 1;
      return new Response(
        sse({ type: 'CHAT_RECORD', record_id: `r${answer}` }) +
          sse({ type: 'TEXT', content: `回答${answer}` }),
      );
    },
  });
  const store = createChatStore({ fetch: server.fetch });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
  return { store, server };
}

describe('regenerate', () => {
  it('replaces the last answer and resends the previous question with action regenerate', async () => {
    const { store, server } = setup();
    await store.set(sendMessageAtom, { content: '问题' });
    expect(await store.set(regenerateAtom)).toBe(true);
    expect(store.get(messagesAtom).map((message) => message.content)).toEqual(['问题', '回答2']);
    const sends = server.calls.filter((call) => call.path.endsWith('chat_messages'));
    expect(sends[1]?.body).toMatchObject({ content: '问题', action: 'regenerate' });
  });

  it('does nothing when the last message is not an answer', async () => {
    const { store } = setup();
    expect(await store.set(regenerateAtom)).toBe(false);
  });
});

describe('negative feedback', () => {
  it('posts the record id and opinion and remembers the feedback id', async () => {
    const { store, server } = setup();
    await store.set(sendMessageAtom, { content: '问题' });
    const answer = store.get(messagesAtom)[1]!;
    expect(await store.set(dislikeAtom, { messageId: answer.id, opinion: ' 不准确 ' })).toBe(true);
    expect(server.calls.find((call) => call.path.endsWith('dislike'))?.body).toEqual({
      record_id: 'r1',
      user_opinion: '不准确',
    });
    expect(store.get(messagesAtom)[1]).toMatchObject({ feedbackId: 'fb-1' });
  });
});
