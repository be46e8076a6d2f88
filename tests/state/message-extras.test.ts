import { describe, expect, it } from 'vitest';
import type { AssistantMessage } from '../../src/model/message';
import { createPendingAssistantMessage } from '../../src/model/message';
import { reEditAtom } from '../../src/state/actions/clipboard';
import {
  closeFilePreviewAtom,
  openFilePreviewAtom,
  openTaskAtom,
} from '../../src/state/actions/message-extras';
import { switchOffRelatedQuestionsAtom } from '../../src/state/actions/related-questions';
import {
  configAtom,
  createChatStore,
  currentConversationIdAtom,
  currentSessionIdAtom,
  draftAtom,
  EMPTY_CHAT_CONFIG,
  filePreviewAtom,
  focusRequestAtom,
  messagesAtom,
  relatedQuestionsOffAtom,
  type TaskOpenRequest,
} from '../../src/state/chat-store';
import { createFakeFetch, ok } from '../helpers/fake-server';

function setup() {
  const opened: TaskOpenRequest[] = [];
  const server = createFakeFetch({ 'agent/session_related_questions': () => ok(null) });
  const store = createChatStore({ fetch: server.fetch, openTask: (request) => opened.push(request) });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
  return { store, server, opened };
}

const answerWithRelated = (): AssistantMessage => ({
  ...createPendingAssistantMessage('1', 0),
  isFetching: false,
  isStreaming: false,
  relatedQuestion: { status: 'SUCCEEDED', content: ['下一问'] },
});

describe('详情 on a failed task', () => {
  it('hands the task id and the current conversation to the element', () => {
    const { store, opened } = setup();
    store.set(currentConversationIdAtom, 'c1');
    expect(store.set(openTaskAtom, 'task-9')).toBe(true);
    expect(opened).toEqual([{ taskId: 'task-9', conversationId: 'c1' }]);
  });

  it('does nothing without a task id or a conversation', () => {
    const { store, opened } = setup();
    expect(store.set(openTaskAtom, 'task-9')).toBe(false);
    store.set(currentConversationIdAtom, 'c1');
    expect(store.set(openTaskAtom, '')).toBe(false);
    expect(opened).toEqual([]);
  });
});

describe('file preview', () => {
  it('opens and closes the preview of one file', () => {
    const { store } = setup();
    const file = { name: 'a.png', type: 'image/png', url: 'https://x.example/a.png' };
    store.set(openFilePreviewAtom, file);
    expect(store.get(filePreviewAtom)).toBe(file);
    store.set(closeFilePreviewAtom);
    expect(store.get(filePreviewAtom)).toBeNull();
  });
});

describe('再次输入', () => {
  it('puts the text into the input and asks it to take focus', () => {
    const { store } = setup();
    const before = store.get(focusRequestAtom);
    store.set(reEditAtom, '再问一次');
    expect(store.get(draftAtom)).toBe('再问一次');
    expect(store.get(focusRequestAtom)).toBe(before + 1);
  });
});

describe('本次会话不再推荐', () => {
  it('tells the server, remembers the conversation and clears the questions shown', async () => {
    const { store, server } = setup();
    store.set(currentConversationIdAtom, 'c1');
    store.set(currentSessionIdAtom, 's1');
    store.set(messagesAtom, [answerWithRelated()]);
    expect(await store.set(switchOffRelatedQuestionsAtom)).toBe(true);
    const call = server.calls.find((item) => item.path.endsWith('agent/session_related_questions'));
    expect(call?.body).toMatchObject({
      conversation_id: 'c1',
      session_id: 's1',
      session_related_questions_enabled: false,
    });
    expect(store.get(relatedQuestionsOffAtom).has('c1')).toBe(true);
    const [message] = store.get(messagesAtom);
    expect(message?.role === 'ASSISTANT' ? message.relatedQuestion : 'missing').toBeUndefined();
  });
});
