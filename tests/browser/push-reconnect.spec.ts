import { afterEach, describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { authenticatedPushSockets, faults } from './support/faults';
import {
  ask,
  closeAllPages,
  DESKTOP,
  expectAnswerFinished,
  lastAnswer,
  openPage,
  openWithTwoConversations,
  part,
  pushTo,
} from './support/widget';

const session = browserSessionForThisFile();
// A page left open keeps its push socket, which a later test's restart or count would see.
afterEach(() => closeAllPages(session.browser));

describe('the push socket past the spec’s three reconnects (decision 065)', () => {
  it('connects again when the network comes back, and shows the counts and answers pushed meanwhile', async () => {
    const { page, chat, first } = await openWithTwoConversations(session.browser, [
      '第一个会话',
      '第二个会话',
    ]);
    const shown =
      (await chat
        .locator(`[part~="conversation-item"]:not([data-conversation-id="${first}"])`)
        .getAttribute('data-conversation-id')) ?? '';
    await expect.poll(authenticatedPushSockets).toBe(1);

    // Down longer than the spec's three reconnects, 3 s apart: the first socket and three more.
    await faults({ push: 'down' });
    await expect
      .poll(async () => (await faults()).pushUpgrades, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(4);
    // Offline, the widget stops trying; what is pushed now reaches no socket.
    await page.context().setOffline(true);
    await pushTo(first, '离线时推送给第一个会话');
    await pushTo(shown, '离线时推送给当前会话');
    await faults({ push: 'up' });
    await page.context().setOffline(false);

    await expect.poll(authenticatedPushSockets, { timeout: 15_000 }).toBe(1);
    // Read without waiting: a locator's textContent() waits for its element up to the default 20 s,
    // twice in a poll (its last try), and a badge that never came then showed as the test's timeout.
    const badge = chat.locator(`[data-conversation-id="${first}"] [part~="conversation-unread"]`);
    await expect.poll(() => badge.allTextContents(), { timeout: 10_000 }).toEqual(['1']);
    await expect
      .poll(() => lastAnswer(chat).textContent(), { timeout: 10_000 })
      .toContain('离线时推送给当前会话');
  }, 90_000);

  it('stays quiet while the page is hidden, and connects again when it becomes visible', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '隐藏之前');
    await expectAnswerFinished(chat);
    const shown = (await part(chat, 'conversation-item').first().getAttribute('data-conversation-id')) ?? '';
    await expect.poll(authenticatedPushSockets).toBe(1);

    // Headless Chromium keeps every page visible (a background tab, a minimised window, CDP: all
    // tried), so the page's visibility is set where the widget reads it, and the browser's event is
    // sent as a browser sends it.
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await setVisibility('hidden');
    await faults({ push: 'down' });
    // The spec's three reconnects go ahead hidden or not: the first socket and three more.
    await expect
      .poll(async () => (await faults()).pushUpgrades, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(4);
    const upgrades = (await faults()).pushUpgrades;
    await faults({ push: 'up' });
    await pushTo(shown, '隐藏时推送的结果');
    // Past them, a hidden page does not try, though the service is back: longer than the first
    // backoff window (6 s) would allow a visible one to wait.
    await page.waitForTimeout(7_000);
    expect((await faults()).pushUpgrades).toBe(upgrades);
    expect(await authenticatedPushSockets()).toBe(0);

    // Visible again: an attempt within 5 s, and what was pushed meanwhile shows.
    await setVisibility('visible');
    await expect.poll(authenticatedPushSockets, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => lastAnswer(chat).textContent(), { timeout: 10_000 })
      .toContain('隐藏时推送的结果');
  }, 60_000);

  it('tries again within 5 s when the device wakes from sleep, not after its backoff of minutes', async () => {
    // The page's clock is Playwright's: it flows as usual, and fastForward is a laptop lid closed and
    // opened (due timers fire once, late). The jitter is pinned near its top, so a backoff attempt
    // comes late in its window and cannot pass for the wake's.
    const { page } = await openPage(session.browser, 'chat.html', {}, DESKTOP, {
      beforeLoad: async (page) => {
        await page.clock.install();
        await page.addInitScript(() => {
          Math.random = () => 0.99;
        });
      },
    });
    const chat = page.locator('agent-chat');
    await ask(chat, '睡眠之前');
    await expectAnswerFinished(chat);
    await expect.poll(authenticatedPushSockets).toBe(1);

    await faults({ push: 'down' });
    const upgrades = async () => (await faults()).pushUpgrades as number;
    await expect.poll(upgrades, { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
    // Down for half an hour of the page's time: each attempt fails, and the window doubles to 5 min.
    for (let round = 0; round < 6; round += 1) {
      const before = await upgrades();
      await page.clock.runFor(300_000);
      await expect.poll(upgrades).toBeGreaterThan(before);
    }
    await faults({ push: 'up' });
    // Two minutes asleep: the next backoff attempt is still about five minutes away.
    await page.clock.fastForward(120_000);
    await page.clock.runFor(6_000);
    await expect.poll(authenticatedPushSockets, { timeout: 10_000 }).toBe(1);
    await page.context().close();
  }, 90_000);

  it('after a server restart, shows the answer pushed to the shown conversation while it was down', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '重启之前');
    await expectAnswerFinished(chat);
    const shown = (await part(chat, 'conversation-item').first().getAttribute('data-conversation-id')) ?? '';
    await expect.poll(authenticatedPushSockets).toBe(1);

    // The restart cuts the socket; its push reaches nobody. The spec's reconnects (3 s apart) get
    // through once it is over, and the reconnect fetches the conversation the platform did not replay.
    await faults({ restartMs: 5000 });
    await expect.poll(authenticatedPushSockets).toBe(0);
    await pushTo(shown, '重启时推送的结果');
    await expect.poll(authenticatedPushSockets, { timeout: 15_000 }).toBe(1);
    await expect
      .poll(() => lastAnswer(chat).textContent(), { timeout: 10_000 })
      .toContain('重启时推送的结果');
  });
});
