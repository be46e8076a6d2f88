import { describe, expect, it } from 'vitest';
import { initializeChatAtom } from '../../src/state/actions/initialize-chat';
import { loadAgentAtom } from '../../src/state/actions/load-agent';
import {
  agentAtom,
  agentStatusAtom,
  configAtom,
  createChatStore,
  EMPTY_CHAT_CONFIG,
} from '../../src/state/chat-store';
import { createFakeFetch, ok } from '../helpers/fake-server';

function setup() {
  const server = createFakeFetch({
    'agent/detail': () => ok({ application: { name: '小智助手' } }),
    'chat/conversation/list': () => ok({ data_list: [] }),
  });
  const store = createChatStore({ fetch: server.fetch });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
  const detailCalls = () => server.calls.filter((call) => call.path.endsWith('agent/detail')).length;
  return { store, detailCalls };
}

describe('loading the agent', () => {
  it("shares one request between the launcher's preload and the chat's start", async () => {
    const { store, detailCalls } = setup();
    const preload = store.set(loadAgentAtom);
    await Promise.all([preload, store.set(initializeChatAtom)]);
    expect(detailCalls()).toBe(1);
    expect(store.get(agentAtom)?.name).toBe('小智助手');
    expect(store.get(agentStatusAtom)).toBe('ready');
  });

  it('asks again once the earlier load has settled', async () => {
    const { store, detailCalls } = setup();
    await store.set(loadAgentAtom);
    await store.set(loadAgentAtom);
    expect(detailCalls()).toBe(2);
  });

  it('asks again for other connection settings while a load is under way', async () => {
    const { store, detailCalls } = setup();
    const first = store.set(loadAgentAtom);
    store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'b', workspaceId: 'w', accessKey: 'k' });
    await Promise.all([first, store.set(loadAgentAtom)]);
    expect(detailCalls()).toBe(2);
    expect(store.get(agentAtom)?.id).toBe('b');
  });
});
