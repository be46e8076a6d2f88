import { describe, expect, it } from 'vitest';
import { draftKey } from '../../src/model/draft-key';
import { createMemoryStorage, type KeyValueStorage } from '../../src/platform/namespaced-storage';
import { deleteConversationAtom } from '../../src/state/actions/manage-conversations';
import {
  type ChatStore,
  configAtom,
  conversationsAtom,
  createChatStore,
  currentConversationIdAtom,
  draftAtom,
  EMPTY_CHAT_CONFIG,
} from '../../src/state/chat-store';
import { persistDrafts } from '../../src/state/drafts';
import { createFakeFetch, ok } from '../helpers/fake-server';

const CONFIG = { ...EMPTY_CHAT_CONFIG, agentId: 'agent-1', workspaceId: 'ws', accessKey: 'key' };

function setup(storage: KeyValueStorage = createMemoryStorage(), before?: (store: ChatStore) => void) {
  const server = createFakeFetch({
    'chat/conversation/list': () => ok({ data_list: [] }),
    'chat/conversation': () => ok(true),
    'chat/records': () => ok({ data_list: [], total_pages: 1 }),
  });
  const store = createChatStore({ fetch: server.fetch, storage });
  store.set(configAtom, CONFIG);
  before?.(store);
  const stop = persistDrafts(store);
  return { store, storage, stop };
}

describe('drafts per conversation', () => {
  it('stores the text of the conversation on screen and shows it again in a new store', () => {
    const { store, storage } = setup();
    store.set(currentConversationIdAtom, 'c1');
    store.set(draftAtom, '还没写完');
    expect(storage.get(draftKey('ws', 'agent-1', 'c1'))).toBe('还没写完');
    const reloaded = setup(storage).store;
    reloaded.set(currentConversationIdAtom, 'c1');
    expect(reloaded.get(draftAtom)).toBe('还没写完');
  });

  it('shows each conversation its own draft when switching', () => {
    const { store } = setup();
    store.set(currentConversationIdAtom, 'c1');
    store.set(draftAtom, 'one');
    store.set(currentConversationIdAtom, 'c2');
    expect(store.get(draftAtom)).toBe('');
    store.set(draftAtom, 'two');
    store.set(currentConversationIdAtom, 'c1');
    expect(store.get(draftAtom)).toBe('one');
    store.set(currentConversationIdAtom, 'c2');
    expect(store.get(draftAtom)).toBe('two');
  });

  it('forgets a draft once the text is cleared (sent)', () => {
    const { store, storage } = setup();
    store.set(currentConversationIdAtom, 'c1');
    store.set(draftAtom, 'sending');
    store.set(draftAtom, '');
    expect(storage.get(draftKey('ws', 'agent-1', 'c1'))).toBeUndefined();
  });

  it('moves text typed before any conversation into the one created for it', () => {
    const { store, storage } = setup();
    store.set(draftAtom, 'first words');
    expect(storage.get(draftKey('ws', 'agent-1', null))).toBe('first words');
    store.set(currentConversationIdAtom, 'c-new');
    expect(store.get(draftAtom)).toBe('first words');
    expect(storage.get(draftKey('ws', 'agent-1', null))).toBeUndefined();
    expect(storage.get(draftKey('ws', 'agent-1', 'c-new'))).toBe('first words');
  });

  it('keeps drafts of different agents apart', () => {
    const { store, storage } = setup();
    store.set(currentConversationIdAtom, 'c1');
    store.set(draftAtom, 'agent one');
    store.set(configAtom, { ...CONFIG, agentId: 'agent-2' });
    expect(store.get(draftAtom)).toBe('');
    expect(storage.get(draftKey('ws', 'agent-1', 'c1'))).toBe('agent one');
  });

  it('removes the stored draft of a deleted conversation', async () => {
    const { store, storage } = setup();
    storage.set(draftKey('ws', 'agent-1', 'c9'), 'orphan');
    store.set(conversationsAtom, []);
    expect(await store.set(deleteConversationAtom, 'c9')).toBe(true);
    expect(storage.get(draftKey('ws', 'agent-1', 'c9'))).toBeUndefined();
  });

  it('keeps text set before persisting started (the host’s setInput before the chat showed) over the stored draft', () => {
    const storage = createMemoryStorage();
    storage.set(draftKey('ws', 'agent-1', null), 'stored earlier');
    const { store } = setup(storage, (early) => early.set(draftAtom, 'from the host'));
    expect(store.get(draftAtom)).toBe('from the host');
    expect(storage.get(draftKey('ws', 'agent-1', null))).toBe('from the host');
  });

  it('reads the stored draft when nothing was set before persisting started', () => {
    const storage = createMemoryStorage();
    storage.set(draftKey('ws', 'agent-1', null), 'stored earlier');
    expect(setup(storage).store.get(draftAtom)).toBe('stored earlier');
  });

  it('stops persisting once stopped', () => {
    const { store, storage, stop } = setup();
    stop();
    store.set(draftAtom, 'not kept');
    expect(storage.get(draftKey('ws', 'agent-1', null))).toBeUndefined();
  });
});
