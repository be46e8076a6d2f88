import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { DESKTOP, type OpenOptions, openPage, part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();
const SCREENSHOTS = resolve(__dirname, '../../test-results/screenshots');

const list = (page: Page) => page.locator('#bots');
const chat = (page: Page) => page.locator('#chat');
const row = (page: Page, name: string) => part(list(page), 'bot-item').filter({ hasText: name });
const group = (page: Page, key: 'pinned' | 'recent') =>
  list(page).locator(`[part~="bot-group"][data-group="${key}"]`);
const names = (scope: Locator) => part(scope, 'bot-name').allTextContents();

async function botListRequests(): Promise<number> {
  const answer = await (await fetch(new URL('/__test/requests', serverUrl()))).json();
  return (answer.data as { path: string }[]).filter((request) => request.path.endsWith('/bot/list')).length;
}

/** A conversation of second-agent (数据分析师), made through the API as another tab would. */
async function createSecondAgentConversation(title: string): Promise<string> {
  const created = await fetch(new URL('/v1/oapi/agent/chat/conversation/create', serverUrl()), {
    method: 'POST',
    headers: {
      'Workspace-Id': 'ws-test',
      'Access-Key': 'demo-access-key',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ robot_id: 'second-agent', title, run_type: 'CHAT_CLIENT' }),
  });
  return (await created.json()).data.conversation_id;
}

/** A pushed answer in that conversation (the reference server's /__test/push). */
async function pushTo(conversationId: string): Promise<void> {
  await fetch(new URL('/__test/push', serverUrl()), {
    method: 'POST',
    body: JSON.stringify({
      workspace_id: 'ws-test',
      agent_id: 'second-agent',
      conversation_id: conversationId,
    }),
  });
}

async function openList(query: Record<string, string> = {}, viewport = DESKTOP, options: OpenOptions = {}) {
  const opened = await openPage(session.browser, 'bot-list.html', query, viewport, options);
  await expect.poll(() => part(list(opened.page), 'bot-item').count(), { timeout: 10_000 }).toBe(6);
  return opened;
}

describe('<agent-bot-list>', () => {
  it('groups the bots under 置顶 and 最近使用, with the sub-bot indicator and the current bot', async () => {
    const { page, problems } = await openList();
    expect(await group(page, 'pinned').locator('h3').textContent()).toBe('置顶');
    expect(await names(group(page, 'pinned'))).toEqual(['小智助手', '数据分析师']);
    expect(await group(page, 'recent').locator('h3').textContent()).toBe('最近使用');
    expect(await names(group(page, 'recent'))).toHaveLength(4);
    expect(await part(list(page), 'bot-sub-indicator').count()).toBe(1);
    expect(await part(row(page, '小智助手'), 'bot-sub-indicator').getAttribute('aria-label')).toBe(
      '含协同Agent',
    );
    // The chat shows demo-agent, so its row is the current one.
    expect(await row(page, '小智助手').getAttribute('aria-current')).toBe('true');
    expect(await list(page).locator('[aria-current="true"]').count()).toBe(1);
    // Every class the list uses is in the stylesheet built from src/ (none is assembled at run time).
    const unstyled = await list(page).evaluate((element) => {
      const root = element.shadowRoot as ShadowRoot;
      const css = root.adoptedStyleSheets
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
        .join('\n');
      const tokens = new Set(
        [...root.querySelectorAll('[class]')].flatMap(
          (node) => node.getAttribute('class')?.split(/\s+/) ?? [],
        ),
      );
      return [...tokens].filter((token) => token && !css.includes(`.${CSS.escape(token)}`));
    });
    expect(unstyled).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  it('marks the current bot in forced colours, where its fill is dropped (decision 098)', async () => {
    const { page } = await openList();
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
    const looks = (name: string) =>
      part(row(page, name), 'bot-select').evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.color, style.borderTopColor];
      });
    const [current, other] = [await looks('小智助手'), await looks('数据分析师')];
    expect(current[0]).not.toBe(other[0]);
    expect(current[1]).not.toBe(other[1]);
  });

  it('filters on the name, ignoring case, and says when nothing matches', async () => {
    const { page } = await openList();
    const filter = part(list(page), 'bot-filter');
    await filter.fill('分析');
    await expect.poll(() => names(list(page))).toEqual(['数据分析师']);
    await filter.fill('zzz');
    await expect.poll(() => part(list(page), 'bot-item').count()).toBe(0);
    expect(await part(list(page), 'bot-list-empty').textContent()).toBe('没有匹配的 Agent');
    await filter.fill('');
    await expect.poll(() => part(list(page), 'bot-item').count(), { timeout: 10_000 }).toBe(6);
  });

  it('pins and unpins, fetching the list again after each', async () => {
    const { page } = await openList();
    const before = await botListRequests();
    const pin = part(row(page, '安静助手'), 'bot-pin');
    expect(await pin.getAttribute('aria-label')).toBe('置顶');
    await pin.click();
    await expect.poll(() => names(group(page, 'pinned'))).toEqual(['小智助手', '数据分析师', '安静助手']);
    expect(await botListRequests()).toBe(before + 1);
    const unpin = part(row(page, '小智助手'), 'bot-pin');
    expect(await unpin.getAttribute('aria-label')).toBe('取消置顶');
    await unpin.click();
    await expect.poll(() => names(group(page, 'pinned'))).toEqual(['数据分析师', '安静助手']);
    expect(await names(group(page, 'recent'))).toContain('小智助手');
    expect(await botListRequests()).toBe(before + 2);
  });

  it('removes a bot, and it stays removed after a reload', async () => {
    const { page } = await openList();
    await part(row(page, '模型可选助手'), 'bot-remove').click();
    await expect.poll(() => part(list(page), 'bot-item').count()).toBe(5);
    expect(await names(list(page))).not.toContain('模型可选助手');
    await page.reload();
    await expect.poll(() => part(list(page), 'bot-item').count()).toBe(5);
  });

  it('shows the unread count from the bot’s conversations as a badge', async () => {
    const conversationId = await createSecondAgentConversation('未读');
    for (let push = 0; push < 2; push += 1) await pushTo(conversationId);
    const { page } = await openList();
    await expect.poll(() => part(row(page, '数据分析师'), 'bot-unread').textContent()).toBe('2');
    expect(await part(list(page), 'bot-unread').count()).toBe(1);
    // The workspace's total (count_unread_msgs) heads the list.
    expect(await part(list(page), 'bot-unread-total').textContent()).toBe('共 2 条未读消息');
  });

  it("updates a bot's badge and the total when a message is pushed to any agent of the visitor", async () => {
    const conversationId = await createSecondAgentConversation('推送');
    const { page } = await openList();
    expect(await part(list(page), 'bot-unread').count()).toBe(0);
    // The list's socket is the visitor-wide one (count_unread_msgs/user): it hears every agent.
    await expect
      .poll(async () => {
        const sockets = await (await fetch(new URL('/__test/push-sockets', serverUrl()))).json();
        return (sockets.data as { agentId: string | null }[]).some((socket) => socket.agentId === null);
      })
      .toBe(true);
    await pushTo(conversationId);
    await expect.poll(() => part(row(page, '数据分析师'), 'bot-unread').textContent()).toBe('1');
    expect(await part(list(page), 'bot-unread-total').textContent()).toBe('共 1 条未读消息');
  });

  it('fires bot-select and points the for chat at the chosen bot, which reloads for it', async () => {
    const { page } = await openList();
    await expect.poll(() => part(chat(page), 'chat-title').textContent()).toBe('小智助手');
    await row(page, '数据分析师').click();
    expect(
      await page.evaluate(() => (window as unknown as { __botSelects: unknown[] }).__botSelects),
    ).toEqual([{ botId: 'second-agent' }]);
    expect(await chat(page).getAttribute('agent-id')).toBe('second-agent');
    await expect.poll(() => part(chat(page), 'chat-title').textContent()).toBe('数据分析师');
    await expect.poll(() => row(page, '数据分析师').getAttribute('aria-current')).toBe('true');
    expect(await row(page, '小智助手').getAttribute('aria-current')).toBeNull();
    // The chat talks to the new agent: its welcome questions are second-agent's six.
    await expect.poll(() => part(chat(page), 'quick-questions').locator('button').count()).toBe(6);
    // A host changing the chat's agent moves the current row too.
    await chat(page).evaluate((element) => element.setAttribute('agent-id', 'quiet-agent'));
    await expect.poll(() => row(page, '安静助手').getAttribute('aria-current')).toBe('true');
  });

  it('is usable by keyboard: Tab reaches each row and its actions, Enter chooses and pins', async () => {
    const { page } = await openList();
    await part(list(page), 'bot-filter').focus();
    await page.keyboard.press('Tab');
    const focused = () =>
      list(page).evaluate((element) => element.shadowRoot?.activeElement?.getAttribute('part'));
    expect(await focused()).toBe('bot-select');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('bot-pin');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('bot-remove');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => chat(page).getAttribute('agent-id')).toBe('second-agent');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => names(group(page, 'pinned'))).toEqual(['小智助手']);
  });

  it('shows an error with a retry that loads the list', async () => {
    let failures = 1;
    const { page } = await openPage(session.browser, 'bot-list.html', {}, DESKTOP, {
      beforeLoad: (page) =>
        page.route('**/bot/list*', async (route) => {
          if (failures-- > 0)
            return route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: '{"code":500,"message":"服务繁忙"}',
            });
          return route.continue();
        }),
    });
    await expect.poll(() => part(list(page), 'bot-list-error').textContent()).toContain('加载失败');
    expect(await page.evaluate(() => (window as unknown as { __botErrors: unknown[] }).__botErrors)).toEqual([
      expect.objectContaining({ module: 'chatUtil', message: '服务繁忙', status: 500 }),
    ]);
    await part(list(page), 'bot-list-retry').click();
    await expect.poll(() => part(list(page), 'bot-item').count(), { timeout: 10_000 }).toBe(6);
    await page.context().close();
  });

  it('fits a 375 px screen with the actions on screen, and is screenshotted at 1280 and 375 px', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const wide = await openList();
    await wide.page.screenshot({ path: resolve(SCREENSHOTS, 'bot-list-1280.png') });
    const { page } = await openList({}, { width: 375, height: 800 });
    const overflow = await list(page).evaluate((element) => {
      const nav = element.shadowRoot?.querySelector('[part~="bot-list"]');
      return {
        list: nav ? nav.scrollWidth - nav.clientWidth : -1,
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(overflow).toEqual({ list: 0, page: 0 });
    const remove = await part(row(page, '小智助手'), 'bot-remove').boundingBox();
    expect(remove && remove.x + remove.width).toBeLessThanOrEqual(375);
    await list(page).screenshot({ path: resolve(SCREENSHOTS, 'bot-list-375.png') });
  });

  it('gives 44 px targets and a 16 px filter on a touch screen', async () => {
    const { page } = await openList({}, { width: 375, height: 800 }, { hasTouch: true, isMobile: true });
    const pin = await part(row(page, '小智助手'), 'bot-pin').boundingBox();
    expect(pin?.height).toBeGreaterThanOrEqual(44);
    expect(pin?.width).toBeGreaterThanOrEqual(44);
    const fontSize = await part(list(page), 'bot-filter').evaluate(
      (element) => getComputedStyle(element).fontSize,
    );
    expect(fontSize).toBe('16px');
    await part(row(page, '数据分析师'), 'bot-select').tap();
    await expect.poll(() => chat(page).getAttribute('agent-id')).toBe('second-agent');
    await page.context().close();
  });
});
