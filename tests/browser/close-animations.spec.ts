import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { focusedPart } from './support/focus';
import { seedConversations } from './support/seed';
import { openPage, part } from './support/widget';

/**
 * Screens doc section 9: popups close with a 200 ms animation (decision 063). The closing copy is
 * recorded the moment it joins the widget's shadow root, with the duration of its animation, so the
 * test never races its 200 ms.
 */
const session = browserSessionForThisFile();

interface ClosingCopy {
  tag: string;
  durations: number[];
  inert: boolean;
  hidden: boolean;
  parts: number;
}

async function recordClosingCopies(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector('agent-chat')?.shadowRoot;
    if (!root) throw new Error('no shadow root');
    const copies: unknown[] = [];
    Object.assign(window, { __copies: copies });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement) || !node.inert) continue;
          copies.push({
            tag: node.localName,
            durations: node
              .getAnimations()
              .map((animation) => Number(animation.effect?.getTiming().duration)),
            inert: node.inert,
            hidden: node.getAttribute('aria-hidden') === 'true',
            parts: node.querySelectorAll('[part]').length + (node.hasAttribute('part') ? 1 : 0),
          });
        }
    }).observe(root, { childList: true, subtree: true });
  });
}

const copies = (page: Page) =>
  page.evaluate(() => (window as unknown as { __copies: ClosingCopy[] }).__copies);
const copiesLeft = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector('agent-chat')?.shadowRoot?.querySelectorAll('[inert][aria-hidden="true"]')
        .length,
  );
const A_CLOSING = { durations: [200], inert: true, hidden: true, parts: 0 };

/** Opens a conversation's delete confirmation, records closing copies, and cancels it. */
async function cancelDeleteConfirmation(reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
  await seedConversations(1);
  const { page } = await openPage(session.browser, 'chat.html');
  await page.emulateMedia({ reducedMotion });
  const chat = page.locator('agent-chat');
  await part(chat, 'delete-button').first().click();
  await part(chat, 'confirm-dialog').waitFor();
  await recordClosingCopies(page);
  await part(chat, 'confirm-cancel').click();
  // Final in the same render as the close: no dialog, focus on its opener.
  expect(await part(chat, 'confirm-dialog').count()).toBe(0);
  expect(await focusedPart(page)).toContain('delete-button');
  return page;
}

describe('popups close with a 200 ms animation', () => {
  it('a dialog: it is gone and focus is back at once, while an inert copy fades for 200 ms', async () => {
    const page = await cancelDeleteConfirmation('no-preference');
    expect(await copies(page)).toEqual([{ tag: 'dialog', ...A_CLOSING }]);
    await expect.poll(() => copiesLeft(page)).toBe(0);
  });

  it('a menu and a bottom sheet on a phone', async () => {
    const { page } = await openPage(
      session.browser,
      'chat.html',
      { agent: 'demo-agent' },
      { width: 375, height: 740 },
    );
    const chat = page.locator('agent-chat');
    await part(chat, 'more-menu-button').click();
    await part(chat, 'more-menu').waitFor();
    await recordClosingCopies(page);
    await page.keyboard.press('Escape');
    expect(await part(chat, 'more-menu').count()).toBe(0);
    expect(await copies(page)).toEqual([{ tag: 'div', ...A_CLOSING }]);

    await part(chat, 'more-menu-button').click();
    await part(chat, 'tasks-toggle').first().click();
    const sheet = part(chat, 'task-panel');
    await part(sheet, 'task-new').waitFor();
    await part(sheet, 'panel-close').click();
    expect(await sheet.count()).toBe(0);
    expect((await copies(page)).map((copy) => copy.tag)).toEqual(['div', 'div', 'dialog']);
    expect((await copies(page)).every((copy) => copy.durations[0] === 200 && copy.parts === 0)).toBe(true);
    await expect.poll(() => copiesLeft(page)).toBe(0);
  });

  it('closes without any animation under reduced motion', async () => {
    const page = await cancelDeleteConfirmation('reduce');
    expect(await copies(page)).toEqual([]);
  });
});
