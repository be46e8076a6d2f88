import { describe, expect, it } from 'vitest';
import { agentFromDetail } from '../../src/model/agent';
import { refreshConversationsAtom, selectConversationAtom } from '../../src/state/actions/conversations';
import { applyDefaultModelAtom, loadModelsAtom } from '../../src/state/actions/models';
import {
  agentAtom,
  configAtom,
  createChatStore,
  EMPTY_CHAT_CONFIG,
  modelsAtom,
} from '../../src/state/chat-store';
import type { ChatErrorReport } from '../../src/state/error-report';
import { createFakeFetch, json, ok } from '../helpers/fake-server';

function setup(options: { modelConfig: unknown; channelsFail?: boolean }) {
  const errors: ChatErrorReport[] = [];
  const server = createFakeFetch({
    'llm/active_channels': () =>
      options.channelsFail
        ? json({ code: 500, message: '模型服务异常' }, 500)
        : ok([
            { model: 'Lite', code: 'lite', channel: 'c', methodSupport: ['normal'], trial_available: true },
          ]),
    'workspace/model_limited': () => ok([]),
    'product_service/w': () => ok({ status: 3 }),
    'chat/conversation/list': () =>
      ok([{ conversation_id: 'c1', title: 't', config: { model_config: options.modelConfig } }]),
    'chat/conversation': () => ok(null),
    'chat/records': () => ok([]),
    'chat/session/current': () => ok('s'),
  });
  const store = createChatStore({ fetch: server.fetch, reportError: (report) => errors.push(report) });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
  store.set(
    agentAtom,
    agentFromDetail('a', { config: { rule: { free_model: true, model: 'pro', channel: 'official' } } }),
  );
  return { store, server, errors };
}

describe('models', () => {
  it('loads the selectable models for a free-plan workspace', async () => {
    const { store } = setup({ modelConfig: null });
    await store.set(loadModelsAtom);
    expect(store.get(modelsAtom).map((entry) => entry.code)).toEqual(['lite']);
  });

  it("rethrows after reporting under 'model'", async () => {
    const { store, errors } = setup({ modelConfig: null, channelsFail: true });
    await expect(store.set(loadModelsAtom)).rejects.toThrow('模型服务异常');
    expect(errors).toContainEqual(expect.objectContaining({ module: 'model', message: '模型服务异常' }));
  });

  it("writes the agent's default model to a conversation without a model config", async () => {
    const { store, server } = setup({ modelConfig: null });
    await store.set(refreshConversationsAtom);
    await store.set(selectConversationAtom, 'c1');
    await store.set(applyDefaultModelAtom);
    const put = server.calls.find((call) => call.path.endsWith('chat/conversation') && call.body);
    expect(put?.body).toEqual({
      conversation_id: 'c1',
      config: { model_config: { model: 'pro', channel: 'official' } },
    });
  });

  it('leaves a conversation that already has a model alone', async () => {
    const { store, server } = setup({ modelConfig: { model: 'lite', channel: 'c' } });
    await store.set(refreshConversationsAtom);
    await store.set(selectConversationAtom, 'c1');
    await store.set(applyDefaultModelAtom);
    expect(server.calls.some((call) => call.path.endsWith('chat/conversation') && call.body)).toBe(false);
  });
});
