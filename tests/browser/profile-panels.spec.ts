import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { openPage, part } from './support/widget';

/**
 * The agent profile and collaborating agents panels (data doc section 2; screens doc section 2,
 * items 4 and 5), opened with the header's real toggles, on the reference server's demo-agent.
 */
const session = browserSessionForThisFile();
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

async function openChat(agent = 'demo-agent', viewport = WIDE, hasTouch = false) {
  const opened = await openPage(session.browser, 'chat.html', { agent }, viewport, { hasTouch });
  const chat = opened.page.locator('agent-chat');
  await part(chat, 'composer-input').waitFor();
  return { ...opened, chat };
}

/** The header toggle on a wide chat; on a narrow one the three-dot menu's entry. */
async function openPanel(chat: Locator, which: 'profile' | 'agents', narrow = false) {
  if (narrow) {
    await part(chat, 'more-menu-button').click();
    await chat.getByRole('menuitem', { name: which === 'profile' ? '详情' : '协同Agent' }).click();
  } else {
    await part(chat, `${which}-toggle`).click();
  }
  const panel = part(chat, `${which}-panel`);
  await panel.waitFor();
  return panel;
}

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element);

/** The flow_id of every agent/detail call the page made after `since`. */
function watchDetailCalls(page: Page): string[] {
  const flowIds: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/agent/detail')) flowIds.push(String(request.postDataJSON()?.flow_id));
  });
  return flowIds;
}

async function requestLog(page: Page): Promise<{ path: string }[]> {
  return (await fetch(new URL('/__test/requests', page.url()))).json().then((body) => body.data ?? body);
}

describe('agent profile panel', () => {
  it('shows developer, workspace, 技能 with its count, 记忆 counts and Agent Go for demo-agent', async () => {
    const { chat } = await openChat();
    const panel = await openPanel(chat, 'profile');
    await expect.poll(() => panel.textContent()).toContain('开发者：演示团队');
    const text = (await panel.textContent()) ?? '';
    for (const expected of [
      '小智助手',
      '空间：演示空间',
      '技能13',
      '42个专业文档',
      '3个数据库表',
      'Agent Go',
    ])
      expect(text).toContain(expected);
    const link = panel.getByRole('link', { name: '小智微信客服' });
    expect(await link.getAttribute('href')).toMatch(/^http:\/\/[^/]+\/demo\/help\.html#agent-go$/);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');
    const qr = panel.getByRole('img', { name: '小智微信客服 二维码' });
    expect(await qr.getAttribute('src')).toMatch(/\/demo\/icons\/agent-go-qr\.svg$/);
    await expect
      .poll(() => qr.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  it('shows 10 skills, all 13 after 展开全部, and 10 again after 收起', async () => {
    const { chat } = await openChat();
    const panel = await openPanel(chat, 'profile');
    const skills = part(panel, 'skill-item');
    await expect.poll(() => skills.count()).toBe(10);
    const toggle = part(panel, 'skills-toggle');
    expect(await toggle.textContent()).toBe('展开全部');
    await toggle.click();
    await expect.poll(() => skills.count()).toBe(13);
    expect(await skills.last().textContent()).toBe('计算器');
    expect(await toggle.textContent()).toBe('收起');
    await toggle.click();
    await expect.poll(() => skills.count()).toBe(10);
  });

  it('keeps a skill row’s size when its icon fails to load', async () => {
    const { chat } = await openChat();
    const panel = await openPanel(chat, 'profile');
    const broken = part(panel, 'skill-item').filter({ hasText: '合同审查' });
    await expect.poll(() => broken.locator('img').count()).toBe(0);
    const heights = await part(panel, 'skill-item').evaluateAll((items) =>
      items.map((item) => item.getBoundingClientRect().height),
    );
    expect(new Set(heights).size).toBe(1);
  });

  it('shows the empty states of an agent without a profile', async () => {
    const { chat } = await openChat('quiet-agent');
    const panel = await openPanel(chat, 'profile');
    await expect.poll(() => panel.textContent()).toContain('安静助手');
    const text = (await panel.textContent()) ?? '';
    expect(text).toContain('开发者：');
    expect(text).not.toContain('空间：');
    expect(text).toContain('技能0');
    expect(text).toContain('0个专业文档');
    expect(text).toContain('0个数据库表');
    expect(text).not.toContain('Agent Go');
    expect(await part(panel, 'skills-toggle').count()).toBe(0);
  });
});

describe('collaborating agents panel', () => {
  it('lists sub-agents and A2A entries with the sub-agent badge and the A2A tag', async () => {
    const { chat } = await openChat();
    const panel = await openPanel(chat, 'agents');
    const entries = part(panel, 'agent-entry');
    await expect.poll(() => entries.count()).toBe(4);
    const ids = await entries.evaluateAll((items) => items.map((item) => item.getAttribute('data-agent-id')));
    expect(ids).toEqual(['sub-translator', 'sub-finance', 'sub-writer', 'a2a-legal']);
    expect(await entries.filter({ hasText: '含子Agent' }).count()).toBe(1);
    expect(await entries.filter({ hasText: '财务分析师' }).textContent()).toContain('含子Agent');
    expect(await entries.filter({ hasText: 'A2A' }).count()).toBe(1);
    expect(await entries.filter({ hasText: '外部法务' }).textContent()).toContain('A2A');
  });

  it('shows a chosen agent’s own details, fetched by its id, and back returns focus to it', async () => {
    const { page, chat } = await openChat();
    const calls = watchDetailCalls(page);
    const panel = await openPanel(chat, 'agents');
    const entry = part(panel, 'agent-entry').filter({ hasText: '财务分析师' });
    await entry.click();
    await expect.poll(() => panel.textContent()).toContain('开发者：财务中心');
    expect(calls).toContain('sub-finance');
    const log = await requestLog(page);
    expect(log.filter((call) => call.path.endsWith('/agent/detail')).length).toBeGreaterThanOrEqual(2);
    const text = (await panel.textContent()) ?? '';
    for (const expected of ['空间：财务空间', '技能3', '8个专业文档', '4个数据库表'])
      expect(text).toContain(expected);
    const back = part(panel, 'panel-back');
    await expect.poll(() => isFocused(back)).toBe(true);
    await back.click();
    await expect.poll(() => part(panel, 'agent-entry').count()).toBe(4);
    await expect.poll(() => isFocused(entry)).toBe(true);
  });

  it('works with the keyboard alone', async () => {
    const { page, chat } = await openChat();
    const toggle = part(chat, 'agents-toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = part(chat, 'agents-panel');
    const entries = part(panel, 'agent-entry');
    await entries.first().waitFor();
    const legal = entries.filter({ hasText: '外部法务' });
    // Tab from the toggle reaches the panel's entries (at most a few header and chat stops away).
    for (let step = 0; step < 30 && !(await isFocused(legal)); step += 1) await page.keyboard.press('Tab');
    expect(await isFocused(legal)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => panel.textContent()).toContain('开发者：外部律所');
    expect(await panel.textContent()).not.toContain('空间：');
    await expect.poll(() => isFocused(part(panel, 'panel-back'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(legal)).toBe(true);
    // A focused entry shows a focus ring.
    expect(await legal.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  });
});

describe('on a 375 px phone', () => {
  it('opens the profile and the collaborating agents as bottom sheets from the three-dot menu', async () => {
    const { page, chat } = await openChat('demo-agent', PHONE);
    const profile = await openPanel(chat, 'profile', true);
    await expect.poll(() => profile.textContent()).toContain('开发者：演示团队');
    // A bottom sheet: the chat's width, resting on its bottom edge.
    const sheet = await profile.boundingBox();
    const frame = await chat.boundingBox();
    expect(sheet?.width).toBe(frame?.width);
    expect(Math.round((sheet?.y ?? 0) + (sheet?.height ?? 0))).toBe(
      Math.round((frame?.y ?? 0) + (frame?.height ?? 0)),
    );
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await part(chat, 'panel-close').click();
    const agents = await openPanel(chat, 'agents', true);
    await part(agents, 'agent-entry').filter({ hasText: 'DocWriter' }).click();
    await expect.poll(() => agents.textContent()).toContain('开发者：内容团队');
    expect(await agents.getByRole('link', { name: 'DocWriter 客服' }).getAttribute('href')).toMatch(
      /\/demo\/help\.html$/,
    );
  });

  it('gives every control of the panels at least 44 px on a touch screen', async () => {
    const { chat } = await openChat('demo-agent', PHONE, true);
    const smallControls = (panel: Locator) =>
      panel.evaluate((root) =>
        [...root.querySelectorAll<HTMLElement>('button, a')]
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.width < 43.5 || box.height < 43.5))
          .map(
            ({ element, box }) => `${element.textContent} ${Math.round(box.width)}×${Math.round(box.height)}`,
          ),
      );
    const profile = await openPanel(chat, 'profile', true);
    await part(profile, 'skills-toggle').tap();
    await expect.poll(() => part(profile, 'skills-toggle').textContent()).toBe('收起');
    expect(await smallControls(profile)).toEqual([]);
    await part(chat, 'panel-close').tap();
    const agents = await openPanel(chat, 'agents', true);
    expect(await smallControls(agents)).toEqual([]);
    await part(agents, 'agent-entry').first().tap();
    await expect.poll(() => agents.textContent()).toContain('开发者：语言团队');
    expect(await smallControls(agents)).toEqual([]);
  });
});
