import { describe, expect, it } from 'vitest';
import { selectConversationAtom } from '../../src/state/actions/conversations';
import { cleanMessagesAtom } from '../../src/state/actions/sessions';
import {
  configAtom,
  createChatStore,
  currentSessionIdAtom,
  EMPTY_CHAT_CONFIG,
} from '../../src/state/chat-store';
import { createFakeFetch, ok } from '../helpers/fake-server';

describe('sessions', () => {
  it('loads the current session with the conversation and starts a new one on 清空会话', async () => {
    let session = 's1';
    const server = createFakeFetch({
      'chat/records': () => ok({ data_list: [], total_pages: 1 }),
      'chat/session/current': () => ok(session),
      'chat/conversation/clean_messages': () => {
        session = 's2';
        return ok(null);
      },
    });
    const store = createChatStore({ fetch: server.fetch });
    store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
    await store.set(selectConversationAtom, 'c1');
    expect(store.get(currentSessionIdAtom)).toBe('s1');
    expect(await store.set(cleanMessagesAtom)).toBe(true);
    expect(store.get(currentSessionIdAtom)).toBe('s2');
    const clean = server.calls.find((call) => call.path.endsWith('clean_messages'));
    expect(clean?.body).toEqual({ conversation_id: 'c1', clean_before_session_id: 's1' });
  });
});
