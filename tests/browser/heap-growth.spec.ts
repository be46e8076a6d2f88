import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { heapObjectCount, heapObjectsWithProperty } from './support/heap-snapshot';
import { seedAnsweredConversation } from './support/seed';
import { openPage, part } from './support/widget';

const session = browserSessionForThisFile();
/** Two heap snapshots of the page: about 10 s each on this machine at load 15. */
const SNAPSHOTS_TIMEOUT_MS = 150_000;

describe('heap growth over time', () => {
  it(
    'keeps one copy of each string a page of records repeats',
    async () => {
      // Six records of the default scripted answer: each names the same search results and thinking.
      const id = await seedAnsweredConversation('重复', ['问1', '问2', '问3', '问4', '问5', '问6']);
      const { page } = await openPage(session.browser, 'chat.html');
      const chat = page.locator('agent-chat');
      await chat.locator(`[part~="conversation-item"][data-conversation-id="${id}"]`).click();
      await expect.poll(() => part(chat, 'user-message').count()).toBe(6);
      const cdp = await page.context().newCDPSession(page);
      // A string's heap node is named by its text: JSON.parse made six of each (decision 074).
      expect(await heapObjectCount(cdp, '搜索结果 3：相关资料')).toBe(1);
    },
    SNAPSHOTS_TIMEOUT_MS,
  );

  it(
    'keeps one copy of the far messages after the layout renders again, not also the list as it was then',
    async () => {
      const id = await seedAnsweredConversation(
        '长',
        Array.from({ length: 20 }, (_, index) => `问${index + 1}`),
      );
      const { page } = await openPage(session.browser, 'chat.html');
      const chat = page.locator('agent-chat');
      await chat.locator(`[part~="conversation-item"][data-conversation-id="${id}"]`).click();
      await expect.poll(() => part(chat, 'user-message').count()).toBe(20);
      const standIns = part(chat, 'message').and(chat.locator('[data-stand-in]'));
      await expect.poll(() => standIns.count()).toBeGreaterThan(10);
      // The layout renders again (the conversation list folds), then the list alone (it scrolls
      // to the oldest, which come near). The layout's render held the list as it was then (decision 078).
      await part(chat, 'toggle-conversations').click();
      const list = part(chat, 'message-list');
      await list.evaluate((element) => {
        element.scrollTop = 0;
      });
      await expect.poll(() => part(chat, 'message').first().getAttribute('data-stand-in')).toBeNull();
      // Messages come near two a frame: the count settles when ten frames change nothing.
      const settled = () =>
        page.evaluate(async () => {
          const count = () =>
            document.querySelector('agent-chat')?.shadowRoot?.querySelectorAll('[data-stand-in]').length;
          const before = count();
          for (let frame = 0; frame < 10; frame += 1) await new Promise(requestAnimationFrame);
          return count() === before;
        });
      await expect.poll(settled).toBe(true);
      const cdp = await page.context().newCDPSession(page);
      // One props object per stand-in in the list's vnodes (and one more, a stand-in the last
      // renders replaced, which was seen and not traced), not a second list: 68 for 35 without
      // the change.
      expect(await heapObjectsWithProperty(cdp, 'data-stand-in')).toBeLessThanOrEqual(
        (await standIns.count()) + 1,
      );
    },
    SNAPSHOTS_TIMEOUT_MS,
  );

  it(
    'switching between conversations whose answers hold tables leaves nothing behind in the style engine',
    async () => {
      // The default scripted answer holds a markdown table with a header row.
      const [first, second] = await Promise.all([
        seedAnsweredConversation('甲', ['甲的问题']),
        seedAnsweredConversation('乙', ['乙的问题']),
      ]);
      const { page } = await openPage(session.browser, 'chat.html');
      const chat = page.locator('agent-chat');
      const switchTo = async (id: string, question: string) => {
        await chat.locator(`[part~="conversation-item"][data-conversation-id="${id}"]`).click();
        await expect.poll(() => part(chat, 'user-message').first().textContent()).toContain(question);
        await part(chat, 'answer').locator('table thead').waitFor();
      };
      await switchTo(first, '甲的问题');
      const cdp = await page.context().newCDPSession(page);
      // Chromium 156 kept one media query set per rendered <thead> for the page's life (decision 071).
      const before = await heapObjectCount(cdp, 'blink::MediaQuerySet');
      for (let round = 0; round < 3; round += 1) {
        await switchTo(second, '乙的问题');
        await switchTo(first, '甲的问题');
      }
      expect(await heapObjectCount(cdp, 'blink::MediaQuerySet')).toBe(before);
    },
    SNAPSHOTS_TIMEOUT_MS,
  );
});
