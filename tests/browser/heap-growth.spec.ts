import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { heapObjectCount } from './support/heap-snapshot';
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
