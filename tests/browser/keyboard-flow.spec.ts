import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { type FocusPlace, focusPlace, modalDialogParts, pressUntil, tabTo } from './support/focus';
import { expectAnswerFinished, lastAnswer, openPage, part, watchFileChoosers } from './support/widget';

const session = browserSessionForThisFile();

const HOST = 'agent-chat-launcher';
/** The whole walk: several answers, an upload and a dozen dialogs on a shared machine. */
const FLOW_TIMEOUT_MS = 180_000;

const has = (place: FocusPlace, partName: string) =>
  place.inWidget && place.part.split(/\s+/).includes(partName);

/** Focus is on the widget control with `partName` (asserted, never the page body). */
async function expectFocusOn(page: Page, partName: string): Promise<void> {
  await expect.poll(async () => (await focusPlace(page, HOST)).part.split(/\s+/)).toContain(partName);
}

const shiftTabTo = (page: Page, partName: string) => tabTo(page, partName, HOST, 'Shift+Tab');

/** Tabs to the control with `partName` unless focus is there already. */
async function focusOn(page: Page, partName: string): Promise<void> {
  if (!has(await focusPlace(page, HOST), partName)) await tabTo(page, partName, HOST);
}

/** Fills 称呼 and 城市 from the first field and saves with Enter. */
async function fillVariables(page: Page): Promise<void> {
  for (const [index, value] of ['小王', '上海'].entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
}

async function typeAndSend(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

/**
 * A keyboard-only walk through the launcher (issue 11): every step is a key press, and after
 * each one focus is asserted to be on a sensible control, never the page body. Waiting for an
 * answer to finish is the only step that is not a key.
 */
describe('the whole chat by keyboard alone', () => {
  it(
    'opens, fills the variables, asks, stops, copies, gives feedback, uses every dialog, renames, deletes, switches and leaves',
    async () => {
      const { page } = await openPage(session.browser, 'launcher.html', {
        agent: 'variables-agent',
        'show-tool-logs': '',
      });
      const launcher = page.locator(HOST);
      const choosers = watchFileChoosers(page);
      await part(launcher, 'launcher-button').waitFor();

      // Open: from the top of the host page, Tab reaches the bubble; Enter opens the panel and
      // the variables dialog (required variables) takes focus on its first field.
      await pressUntil(page, (place) => has(place, 'launcher-button'), { host: HOST, what: 'the bubble' });
      await page.keyboard.press('Enter');
      await expect.poll(() => modalDialogParts(page, HOST)).toEqual(['variables-dialog dialog']);
      await expectFocusOn(page, 'variable-input');
      await fillVariables(page);
      await expect.poll(() => part(launcher, 'variables-dialog').count()).toBe(0);
      await expectFocusOn(page, 'composer-input');

      // Ask and stop: after stopping, focus is back in the input (no Tab needed).
      await typeAndSend(page, '/scenario slow');
      await tabTo(page, 'stop-button', HOST);
      await page.keyboard.press('Enter');
      await expectAnswerFinished(launcher);
      await expectFocusOn(page, 'composer-input');

      // Ask for a full answer (tool cards, related questions, feedback).
      await typeAndSend(page, '你好');
      await expectAnswerFinished(launcher);
      await expectFocusOn(page, 'composer-input');

      // Copy: focus stays on the copy button.
      await shiftTabTo(page, 'copy-button');
      await page.keyboard.press('Enter');
      await expectFocusOn(page, 'copy-button');

      // Feedback: its form takes focus; sending returns focus to the feedback button.
      await tabTo(page, 'feedback-button', HOST);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focusPlace(page, HOST, 'dislike-form')).within).toBe(true);
      await page.keyboard.type('不够详细');
      await tabTo(page, 'dislike-submit', HOST);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => part(lastAnswer(launcher), 'feedback-button').getAttribute('aria-pressed'))
        .toBe('true');
      await expectFocusOn(page, 'feedback-button');

      // Tool log: a modal dialog; Escape returns focus to 查看日志.
      await shiftTabTo(page, 'view-log');
      await page.keyboard.press('Enter');
      await expect.poll(() => modalDialogParts(page, HOST)).toEqual(['tool-log dialog']);
      await page.keyboard.press('Escape');
      await expectFocusOn(page, 'view-log');

      // Variables again, from the header: Escape returns focus to its button.
      await shiftTabTo(page, 'open-variables');
      await page.keyboard.press('Enter');
      await expect.poll(() => modalDialogParts(page, HOST)).toEqual(['variables-dialog dialog']);
      await page.keyboard.press('Escape');
      await expectFocusOn(page, 'open-variables');

      // An agent-sent form: fill a text field and a multi-select by keyboard (submitting is
      // covered by the forms' own tests).
      await tabTo(page, 'composer-input', HOST);
      await typeAndSend(page, '/scenario form');
      await expectAnswerFinished(launcher);
      await pressUntil(page, (place) => place.field === 'name' && place.tag === 'input', {
        key: 'Shift+Tab',
        host: HOST,
        what: '姓名',
      });
      await page.keyboard.type('张三');
      await pressUntil(page, (place) => place.field === 'topics' && place.tag === 'button', {
        host: HOST,
        what: 'the multi-select',
      });
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await focusPlace(page, HOST)).field).toBe('topics');
      const form = part(lastAnswer(launcher), 'message-form');
      expect(await form.getByLabel('姓名', { exact: true }).inputValue()).toBe('张三');
      expect(await form.locator('[data-name="topics"] button').textContent()).not.toBe('');

      // Upload a file and send it; its card opens the file preview; Escape returns to the card.
      await tabTo(page, 'attach-button', HOST);
      await expect.poll(() => part(launcher, 'attach-button').isEnabled()).toBe(true);
      await expectFocusOn(page, 'attach-button');
      await page.keyboard.press('Enter');
      await expect.poll(() => choosers.length).toBe(1);
      await choosers[0]?.setFiles({
        name: '说明.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('你好'),
      });
      const attachmentStatus = () =>
        page.evaluate(() => {
          const root = document.querySelector('agent-chat-launcher')?.shadowRoot;
          const toast = root?.querySelector('[part~="toast"]')?.textContent ?? '';
          return root?.querySelector('[part~="attachment"]')?.getAttribute('data-status') ?? `none ${toast}`;
        });
      await expect.poll(attachmentStatus, { timeout: 10_000 }).toBe('uploaded');
      await focusOn(page, 'composer-input');
      await typeAndSend(page, '看看这个文件');
      await expectAnswerFinished(launcher);
      await shiftTabTo(page, 'file-card');
      await page.keyboard.press('Enter');
      await expect.poll(() => modalDialogParts(page, HOST)).toEqual(['file-preview dialog']);
      await page.keyboard.press('Escape');
      await expectFocusOn(page, 'file-card');

      // A second conversation, with the new-conversation key (Ctrl+K / Cmd+K).
      await page.keyboard.press('ControlOrMeta+k');
      // A new conversation of this agent asks for its required variables again.
      await expectFocusOn(page, 'variable-input');
      await fillVariables(page);
      await expectFocusOn(page, 'composer-input');
      await typeAndSend(page, '/scenario tips');
      await expectAnswerFinished(launcher);

      // 历史会话 (the panel is narrow, so the list is a sheet): rename, cancel a rename.
      await shiftTabTo(page, 'conversation-list-toggle');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => modalDialogParts(page, HOST))
        .toEqual(['conversation-list-sheet dialog bottom-sheet']);
      await tabTo(page, 'rename-button', HOST);
      await page.keyboard.press('Enter');
      await expectFocusOn(page, 'rename-input');
      await page.keyboard.press('ControlOrMeta+a');
      await typeAndSend(page, '键盘会话');
      await expectFocusOn(page, 'conversation-item');
      await tabTo(page, 'rename-button', HOST);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await expectFocusOn(page, 'conversation-item');

      // Switch to the other conversation: the sheet closes, focus goes back to its toggle.
      const items = part(launcher, 'conversation-item');
      await expect.poll(() => items.count()).toBe(2);
      const otherId = await items.nth(1).getAttribute('data-conversation-id');
      await pressUntil(page, (place) => has(place, 'conversation-item') && place.name !== '键盘会话', {
        host: HOST,
        what: 'the other conversation',
      });
      await page.keyboard.press('Enter');
      await expect.poll(() => part(launcher, 'conversation-list-sheet').count()).toBe(0);
      await expectFocusOn(page, 'conversation-list-toggle');

      // Delete: the confirmation starts on 取消; 删除 moves focus to the remaining conversation.
      await page.keyboard.press('Enter');
      expect(
        await items.and(launcher.locator('[aria-current="true"]')).getAttribute('data-conversation-id'),
      ).toBe(otherId);
      await tabTo(page, 'delete-button', HOST);
      await page.keyboard.press('Enter');
      await expect.poll(() => modalDialogParts(page, HOST)).toContain('confirm-dialog dialog');
      await expectFocusOn(page, 'confirm-cancel');
      await page.keyboard.press('Tab');
      await expectFocusOn(page, 'confirm-button');
      await page.keyboard.press('Enter');
      await expect.poll(() => items.count()).toBe(1);
      await expectFocusOn(page, 'conversation-item');

      // Back to the host page: Escape closes the sheet, Escape closes the panel (focus on the
      // bubble), Shift+Tab reaches the host page's own button.
      await page.keyboard.press('Escape');
      await expectFocusOn(page, 'conversation-list-toggle');
      await page.keyboard.press('Escape');
      await expect.poll(() => part(launcher, 'launcher-panel').isVisible()).toBe(false);
      await expectFocusOn(page, 'launcher-button');
      await page.keyboard.press('Shift+Tab');
      expect((await focusPlace(page, HOST)).hostId).toBe('host-button');
    },
    FLOW_TIMEOUT_MS,
  );
});
