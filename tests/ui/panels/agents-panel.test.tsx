// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { agentFromDetail } from '../../../src/model/agent';
import { agentAtom, configAtom, createChatStore, EMPTY_CHAT_CONFIG } from '../../../src/state/chat-store';
import { Provider } from '../../../src/ui/hooks/atom-hooks';
import { AgentsPanel } from '../../../src/ui/panels/AgentsPanel';
import { createFakeFetch, json, ok } from '../../helpers/fake-server';

let container: HTMLElement;
afterEach(() => {
  render(null, container);
  container.remove();
});

function setup(failFirst = false) {
  let failures = failFirst ? 1 : 0;
  const server = createFakeFetch({
    'agent/detail': (body) => {
      const flowId = String((body as { flow_id: unknown }).flow_id);
      if (failures-- > 0) return json({ code: 500, message: '服务异常' }, 500);
      return ok({ application: { flowId, name: `详情 ${flowId}` }, developer: `开发者 ${flowId}` });
    },
  });
  const store = createChatStore({ fetch: server.fetch });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'main', workspaceId: 'w', accessKey: 'k' });
  store.set(
    agentAtom,
    agentFromDetail('main', {
      agents: [
        { id: 'sub-1', name: '翻译助手' },
        { id: 'sub-2', name: '财务分析师', has_sub_agent: true },
      ],
      a2a: [{ app_id: 'a2a-1', name: '外部法务' }],
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
  act(() =>
    render(
      <Provider store={store}>
        <AgentsPanel narrow={false} />
      </Provider>,
      container,
    ),
  );
  return { server };
}

const entries = () => [...container.querySelectorAll<HTMLButtonElement>('[part~="agent-entry"]')];
const back = () => container.querySelector<HTMLButtonElement>('[part~="panel-back"]');

describe('the collaborating agents panel', () => {
  it('lists sub-agents and A2A entries as buttons, with the sub-agent badge and the A2A tag', () => {
    setup();
    expect(entries().map((entry) => entry.tagName)).toEqual(['BUTTON', 'BUTTON', 'BUTTON']);
    expect(entries()[1]?.textContent).toContain('含子Agent');
    expect(entries()[0]?.textContent).not.toContain('含子Agent');
    expect(entries()[2]?.textContent).toContain('A2A');
    expect(entries()[0]?.textContent).not.toContain('A2A');
  });

  it('shows the chosen entry’s details fetched by its id, and back returns focus to the entry', async () => {
    const { server } = setup();
    await act(() => entries()[2]?.click());
    await expect.poll(() => container.textContent).toContain('开发者：开发者 a2a-1');
    expect(server.calls.at(-1)?.body).toEqual({ flow_id: 'a2a-1' });
    expect(document.activeElement).toBe(back());
    await act(() => back()?.click());
    expect(entries()).toHaveLength(3);
    expect(document.activeElement).toBe(entries()[2]);
  });

  it('shows a failure with a retry that loads the details', async () => {
    setup(true);
    await act(() => entries()[0]?.click());
    await expect.poll(() => container.querySelector('[role="alert"]')?.textContent).toContain('加载失败');
    const retry = [...container.querySelectorAll('button')].find((button) => button.textContent === '重试');
    await act(() => retry?.click());
    await expect.poll(() => container.textContent).toContain('开发者：开发者 sub-1');
  });
});
