// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { agentFromDetail } from '../../../src/model/agent';
import { createChatStore } from '../../../src/state/chat-store';
import { Provider } from '../../../src/ui/hooks/atom-hooks';
import { ProfileView } from '../../../src/ui/panels/ProfileView';

let container: HTMLElement;
afterEach(() => {
  render(null, container);
  container.remove();
});

function show(detail: unknown): HTMLElement {
  container = document.createElement('div');
  document.body.append(container);
  // Icons read the chat's configuration (privacy mode, decision 037), so the view needs a store.
  act(() =>
    render(
      <Provider store={createChatStore()}>
        <ProfileView profile={agentFromDetail('main', detail)} />
      </Provider>,
      container,
    ),
  );
  return container;
}

const skills = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `f${index}`, name: `流程${index}`, color: '#123456' }));
const partsOf = (root: HTMLElement, name: string) => [...root.querySelectorAll(`[part~="${name}"]`)];

describe('the profile view', () => {
  it('shows developer, workspace, skills count, memory counts and Agent Go', () => {
    const root = show({
      application: { name: '小智助手', description: '演示' },
      developer: '演示团队',
      workspace_name: '演示空间',
      flows: skills(2),
      config: {
        dataset: [{ document_count: 40 }, { document_count: 2 }],
        database: { table_list: [{}, {}, {}] },
        agent_auth_app: {
          auth_app_source: 'weixin_kf',
          name: '微信客服',
          url: 'https://kf.test/a',
          qr_code: 'https://kf.test/qr.svg',
        },
      },
    });
    const text = root.textContent ?? '';
    for (const expected of [
      '小智助手',
      '演示',
      '开发者：演示团队',
      '空间：演示空间',
      '技能2',
      '42个专业文档',
      '3个数据库表',
    ])
      expect(text).toContain(expected);
    expect(partsOf(root, 'skill-item').map((item) => item.textContent)).toEqual(['流程0', '流程1']);
    const link = root.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://kf.test/a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.textContent).toBe('微信客服');
    const image = root.querySelector('img[alt="微信客服 二维码"]');
    expect(image?.getAttribute('src')).toBe('https://kf.test/qr.svg');
  });

  it('shows 10 skills, then all with 展开全部, then 10 again with 收起', () => {
    const root = show({ flows: skills(13) });
    expect(partsOf(root, 'skill-item')).toHaveLength(10);
    const toggle = root.querySelector<HTMLButtonElement>('[part~="skills-toggle"]');
    expect(toggle?.textContent).toBe('展开全部');
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    act(() => toggle?.click());
    expect(partsOf(root, 'skill-item')).toHaveLength(13);
    expect(toggle?.textContent).toBe('收起');
    act(() => toggle?.click());
    expect(partsOf(root, 'skill-item')).toHaveLength(10);
  });

  it('has no toggle at 10 skills or fewer, and an empty profile shows no workspace, 技能 0 and no Agent Go', () => {
    expect(partsOf(show({ flows: skills(10) }), 'skills-toggle')).toHaveLength(0);
    render(null, container);
    container.remove();
    const root = show({ developer: '某人', config: { agent_auth_app: { auth_app_source: 'feishu' } } });
    const text = root.textContent ?? '';
    expect(text).not.toContain('空间：');
    expect(text).toContain('技能0');
    expect(text).toContain('0个专业文档');
    expect(text).not.toContain('Agent Go');
  });

  it('uses only http(s) addresses for the Agent Go link and image', () => {
    const root = show({
      config: {
        agent_auth_app: [
          {
            auth_app_source: 'weixin_kf',
            name: '坏链接',
            url: 'javascript:alert(1)',
            qr_code: 'data:image/png;base64,AA',
          },
        ],
      },
    });
    expect(root.querySelector('a')).toBeNull();
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('坏链接');
  });
});
