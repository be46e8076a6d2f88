import { describe, expect, it } from 'vitest';
import type { CollaboratingAgent } from '../../src/model/collaborating-agents';
import { closeCollaboratorAtom, showCollaboratorAtom } from '../../src/state/actions/collaborator-detail';
import { configAtom, createChatStore, EMPTY_CHAT_CONFIG } from '../../src/state/chat-store';
import { collaboratorViewAtom } from '../../src/state/collaborator-view';
import type { ChatErrorReport } from '../../src/state/error-report';
import { createFakeFetch, json, ok } from '../helpers/fake-server';

const translator: CollaboratingAgent = {
  id: 'sub-translator',
  name: '翻译助手',
  description: '',
  icon: '',
  color: '',
  kind: 'agent',
  hasSubAgent: false,
};
const legal: CollaboratingAgent = { ...translator, id: 'a2a-legal', name: '外部法务', kind: 'a2a' };

function setup(answer: (flowId: string) => Response | Promise<Response>) {
  const errors: ChatErrorReport[] = [];
  const server = createFakeFetch({
    'agent/detail': (body) => answer(String((body as { flow_id: unknown }).flow_id)),
  });
  const store = createChatStore({ fetch: server.fetch, reportError: (report) => errors.push(report) });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'main', workspaceId: 'w', accessKey: 'k' });
  return { store, server, errors };
}

const detailOf = (flowId: string) =>
  ok({
    application: { flowId, name: `名字 ${flowId}` },
    developer: '开发者',
    utility: [{ display_name: '工具' }],
  });

describe('a collaborating agent’s details', () => {
  it('fetches the detail by the entry’s id, showing loading first, then its profile', async () => {
    const { store, server } = setup(detailOf);
    const shown = store.set(showCollaboratorAtom, translator);
    expect(store.get(collaboratorViewAtom)).toEqual({ status: 'loading', entry: translator });
    await shown;
    expect(server.calls.map((call) => [call.path, call.body])).toEqual([
      ['/v1/oapi/agent/agent/detail', { flow_id: 'sub-translator' }],
    ]);
    const view = store.get(collaboratorViewAtom);
    expect(view?.status).toBe('ready');
    if (view?.status !== 'ready') return;
    expect(view.profile).toMatchObject({
      id: 'sub-translator',
      name: '名字 sub-translator',
      developer: '开发者',
    });
    expect(view.profile.skills.map((skill) => skill.name)).toEqual(['工具']);
  });

  it('shows a failure that a retry can recover from, and reports it', async () => {
    let fail = true;
    const { store, errors } = setup((flowId) =>
      fail ? json({ code: 500, message: '服务异常' }, 500) : detailOf(flowId),
    );
    await store.set(showCollaboratorAtom, translator);
    expect(store.get(collaboratorViewAtom)).toEqual({ status: 'error', entry: translator });
    expect(errors).toEqual([expect.objectContaining({ module: 'agent', message: '服务异常' })]);
    fail = false;
    await store.set(showCollaboratorAtom, translator);
    expect(store.get(collaboratorViewAtom)?.status).toBe('ready');
  });

  it('goes back to the list, and drops an answer that arrives after going back', async () => {
    const releases: (() => void)[] = [];
    const { store } = setup(
      (flowId) => new Promise<Response>((resolve) => releases.push(() => resolve(detailOf(flowId)))),
    );
    const shown = store.set(showCollaboratorAtom, translator);
    store.set(closeCollaboratorAtom);
    await expect.poll(() => releases.length).toBe(1);
    releases[0]?.();
    await shown;
    expect(store.get(collaboratorViewAtom)).toBeNull();
  });

  it('keeps only the last choice when the visitor chooses another before the first answers', async () => {
    const releases: (() => void)[] = [];
    const { store } = setup(
      (flowId) => new Promise<Response>((resolve) => releases.push(() => resolve(detailOf(flowId)))),
    );
    const first = store.set(showCollaboratorAtom, translator);
    const second = store.set(showCollaboratorAtom, legal);
    await expect.poll(() => releases.length).toBe(2);
    releases[1]?.();
    await second;
    releases[0]?.();
    await first;
    const view = store.get(collaboratorViewAtom);
    expect(view?.status === 'ready' && view.profile.id).toBe('a2a-legal');
  });

  it('returns to the list when the agent changes', async () => {
    const { store } = setup(detailOf);
    await store.set(showCollaboratorAtom, translator);
    store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'other', workspaceId: 'w', accessKey: 'k' });
    expect(store.get(collaboratorViewAtom)).toBeNull();
  });
});
