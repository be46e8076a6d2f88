import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { contrast } from './support/contrast';
import {
  focusedPart,
  focusIndicatorProblem,
  focusPlace,
  modalDialogParts,
  pressAndTrack,
} from './support/focus';
import { seedConversations } from './support/seed';
import { ask, expectAnswerFinished, lastAnswer, openPage, part, watchFileChoosers } from './support/widget';

const session = browserSessionForThisFile();

/** Enough presses to go round every dialog here at least twice. */
const TAB_ROUNDS = 8;

async function openChat(query: Record<string, string> = {}, viewport = { width: 1280, height: 800 }) {
  const opened = await openPage(session.browser, 'chat.html', query, viewport);
  const chat = opened.page.locator('agent-chat');
  await part(chat, 'composer-input').waitFor();
  return { ...opened, chat };
}

/** Focuses `control` and presses `key` on it, the way a keyboard user opens something. */
async function pressOn(page: Page, control: Locator, key = 'Enter'): Promise<void> {
  await control.focus();
  await page.keyboard.press(key);
}

/** Tab and Shift+Tab go round inside the dialog with `dialogPart`, never out of it. */
async function expectTabStaysInside(
  page: Page,
  dialogPart: string,
  host = 'agent-chat',
  presses = TAB_ROUNDS,
): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    const places = await pressAndTrack(page, key, presses, host, dialogPart);
    expect(places.filter((place) => !place.within || !place.inWidget)).toEqual([]);
  }
}

const partsOf = async (page: Page) => (await focusedPart(page)).split(/\s+/);

describe('modal dialogs: native, focus inside, Escape closes, focus returns', () => {
  it('the tool log is a modal <dialog>: Tab stays inside, Escape returns focus to 查看日志', async () => {
    const { page, chat } = await openChat({ 'show-tool-logs': '' });
    await ask(chat, '/scenario tools 1');
    await expectAnswerFinished(chat);
    const viewLog = part(part(lastAnswer(chat), 'flow-card'), 'view-log');
    await pressOn(page, viewLog);
    await expect.poll(() => modalDialogParts(page)).toEqual(['tool-log dialog']);
    expect((await focusPlace(page, 'agent-chat', 'tool-log')).within).toBe(true);
    await expectTabStaysInside(page, 'tool-log');
    await page.keyboard.press('Escape');
    await expect.poll(() => part(chat, 'tool-log').count()).toBe(0);
    expect(await partsOf(page)).toContain('view-log');
  });

  it('the variables dialog is a modal <dialog>: it takes focus, keeps it, and Escape closes it', async () => {
    const { page, chat } = await openChat({ agent: 'variables-agent' });
    await expect.poll(() => modalDialogParts(page)).toEqual(['variables-dialog dialog']);
    await expect
      .poll(async () => (await focusPlace(page, 'agent-chat', 'variables-dialog')).within)
      .toBe(true);
    await expectTabStaysInside(page, 'variables-dialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => part(chat, 'variables-dialog').count()).toBe(0);
    // Opened by itself, there is no opener: the input takes focus rather than the page body.
    expect(await partsOf(page)).toContain('composer-input');
    await pressOn(page, part(chat, 'open-variables'));
    await expect.poll(() => modalDialogParts(page)).toEqual(['variables-dialog dialog']);
    await page.keyboard.press('Escape');
    await expect.poll(() => part(chat, 'variables-dialog').count()).toBe(0);
    expect(await partsOf(page)).toContain('open-variables');
  });

  it('the delete confirmation keeps focus, returns it on cancel, and moves it to a neighbour on delete', async () => {
    // Two conversations made through the API: this test is about the dialog, not the stream.
    await seedConversations(2);
    const { page, chat } = await openChat();
    await expect.poll(() => part(chat, 'conversation-item').count()).toBe(2);
    const remove = part(chat, 'delete-button').first();
    await pressOn(page, remove);
    await expect.poll(() => modalDialogParts(page)).toEqual(['confirm-dialog dialog']);
    expect(await partsOf(page)).toContain('confirm-cancel');
    await expectTabStaysInside(page, 'confirm-dialog');
    await page.keyboard.press('Escape');
    await expect.poll(() => part(chat, 'confirm-dialog').count()).toBe(0);
    expect(await partsOf(page)).toContain('delete-button');
    await page.keyboard.press('Enter');
    await part(chat, 'confirm-button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => part(chat, 'conversation-item').count()).toBe(1);
    await expect.poll(() => partsOf(page)).toContain('conversation-item');
  });

  it('the shortcut form keeps focus inside and gives it back to the input when closed', async () => {
    const { page, chat } = await openChat();
    const chip = part(part(chat, 'shortcut-bar'), 'shortcut').filter({ hasText: '预约流程' });
    await pressOn(page, chip);
    await expect.poll(() => modalDialogParts(page)).toEqual(['shortcut-form dialog']);
    expect((await focusPlace(page, 'agent-chat', 'shortcut-form')).within).toBe(true);
    // The form has about a dozen Tab stops: go round it twice.
    await expectTabStaysInside(page, 'shortcut-form', 'agent-chat', 26);
    await page.keyboard.press('Escape');
    await expect.poll(() => part(chat, 'shortcut-form').count()).toBe(0);
    await expect.poll(() => partsOf(page)).toContain('composer-input');
  });

  // One set-up for both: the reload and the answer cost CI seconds that a second page pinned nothing for.
  it('the file preview keeps focus inside and returns it to the file card; Tab out of its PDF frame goes round', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario attachments');
    await expectAnswerFinished(chat);
    // The PDF is in an earlier record, which the history shows after a reload.
    await page.reload();
    const card = part(chat, 'file-card').first();
    await card.waitFor();
    await pressOn(page, card);
    await expect.poll(() => modalDialogParts(page)).toEqual(['file-preview dialog']);
    await expectTabStaysInside(page, 'file-preview');
    // A PDF frame keeps the keys pressed inside it (Escape included): press it on the dialog's own controls.
    await part(chat, 'file-preview-close').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => part(chat, 'file-preview').count()).toBe(0);
    expect(await partsOf(page)).toContain('file-card');

    const pdfCard = part(chat, 'file-card').filter({ hasText: 'quarterly-report' });
    await pressOn(page, pdfCard);
    await expect.poll(() => modalDialogParts(page)).toEqual(['file-preview dialog']);
    await part(chat, 'file-preview-frame').focus();
    // However many stops the browser's PDF viewer has, Tab leaves it for the dialog, never the page.
    const places = await pressAndTrack(page, 'Tab', 30, 'agent-chat', 'file-preview');
    expect(places.filter((place) => !place.within || !place.inWidget)).toEqual([]);
    expect(places.some((place) => place.part.includes('file-preview-open'))).toBe(true);
  });

  it('the narrow 历史会话 sheet closes with Escape and after a choice, focus back on its toggle', async () => {
    const { page, chat } = await openChat({}, { width: 375, height: 700 });
    await ask(chat, '/scenario tips');
    await expectAnswerFinished(chat);
    const toggle = part(chat, 'conversation-list-toggle');
    await pressOn(page, toggle);
    await expect.poll(() => modalDialogParts(page)).toEqual(['conversation-list-sheet dialog bottom-sheet']);
    await expectTabStaysInside(page, 'conversation-list-sheet');
    await page.keyboard.press('Escape');
    await expect.poll(() => part(chat, 'conversation-list-sheet').count()).toBe(0);
    expect(await partsOf(page)).toContain('conversation-list-toggle');
    await page.keyboard.press('Enter');
    await part(part(chat, 'conversation-list-sheet'), 'conversation-item').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => part(chat, 'conversation-list-sheet').count()).toBe(0);
    expect(await partsOf(page)).toContain('conversation-list-toggle');
  });

  it('a sheet reopened before the next frame stays open: the closed one’s late close event does not reach it', async () => {
    const { page, chat } = await openChat({}, { width: 375, height: 700 });
    await ask(chat, '/scenario tips');
    await expectAnswerFinished(chat);
    await pressOn(page, part(chat, 'conversation-list-toggle'));
    await part(part(chat, 'conversation-list-sheet'), 'conversation-item').first().waitFor();
    // Chromium fires a dialog's `close` at its next animation frame. Choosing a conversation and
    // opening the list again inside one task (each render lands in a microtask) puts the second
    // sheet on screen before the first sheet's close event is fired: a quick keyboard user's
    // Enter, Enter (this failed 1 in 30 keyboard walks).
    const shownAfterTwoFrames = await page.evaluate(async () => {
      const root = document.querySelector('agent-chat')?.shadowRoot;
      const press = async (partName: string) => {
        root?.querySelector<HTMLElement>(`[part~="${partName}"]`)?.click();
        for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      };
      await press('conversation-item');
      const closedByTheChoice = !root?.querySelector('[part~="conversation-list-sheet"]');
      await press('conversation-list-toggle');
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return {
        closedByTheChoice,
        open: root?.querySelector<HTMLDialogElement>('dialog[part~="conversation-list-sheet"]')?.open,
      };
    });
    expect(shownAfterTwoFrames).toEqual({ closedByTheChoice: true, open: true });
    await expect.poll(() => modalDialogParts(page)).toEqual(['conversation-list-sheet dialog bottom-sheet']);
  });
});

describe('focus never falls to the page body', () => {
  it('after stop, focus is on the input', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario slow');
    // Sending asks the input to take focus: let that land before moving to the stop button.
    await expect.poll(() => partsOf(page)).toContain('composer-input');
    await pressOn(page, part(chat, 'stop-button'));
    await expectAnswerFinished(chat);
    await expect.poll(() => partsOf(page)).toContain('composer-input');
  });

  it('when the answer ends while the stop button has focus, focus moves to the input', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario related-slow 2000');
    await expect.poll(() => partsOf(page)).toContain('composer-input');
    await part(chat, 'stop-button').focus();
    await expectAnswerFinished(chat);
    await expect.poll(() => partsOf(page)).toContain('composer-input');
  });

  it('after choosing a related question, focus is on the input', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    await pressOn(page, part(lastAnswer(chat), 'related-question').first());
    await expect.poll(() => part(chat, 'user-message').count()).toBe(2);
    await expect.poll(() => partsOf(page)).toContain('composer-input');
  });

  it('after renaming (saved or cancelled), focus is on the conversation', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario tips');
    await expectAnswerFinished(chat);
    await pressOn(page, part(chat, 'rename-button').first());
    expect(await partsOf(page)).toContain('rename-input');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('新的名字');
    await page.keyboard.press('Enter');
    await expect.poll(() => partsOf(page)).toContain('conversation-item');
    await expect.poll(() => part(chat, 'conversation-item').first().textContent()).toBe('新的名字');
    await pressOn(page, part(chat, 'rename-button').first());
    await page.keyboard.press('Escape');
    await expect.poll(() => partsOf(page)).toContain('conversation-item');
  });

  it('after feedback (sent or cancelled), focus is on the feedback button', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '给个反馈');
    await expectAnswerFinished(chat);
    const feedback = part(lastAnswer(chat), 'feedback-button');
    await pressOn(page, feedback);
    await expect.poll(async () => (await focusPlace(page)).tag).toBe('textarea');
    expect((await focusPlace(page, 'agent-chat', 'dislike-form')).within).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => part(chat, 'dislike-form').count()).toBe(0);
    expect(await partsOf(page)).toContain('feedback-button');
    await page.keyboard.press('Enter');
    await page.keyboard.type('不够详细');
    await part(chat, 'dislike-submit').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => feedback.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => partsOf(page)).toContain('feedback-button');
  });

  it('after Escape in a multi-select list, focus is on its button', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario form');
    await expectAnswerFinished(chat);
    const topics = part(lastAnswer(chat), 'form-field').and(chat.locator('[data-name="topics"]'));
    await pressOn(page, topics.locator('button'));
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() =>
        document.querySelector('agent-chat')?.shadowRoot?.activeElement?.getAttribute('type'),
      ),
    ).toBe('checkbox');
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await expect.poll(() => part(topics, 'form-dropdown').count()).toBe(0);
    const place = await focusPlace(page, 'agent-chat', 'form-field');
    expect(place).toMatchObject({ tag: 'button', within: true });
  });

  it('after choosing and removing a file, focus stays in the composer', async () => {
    const { page, chat } = await openChat();
    const choosers = watchFileChoosers(page);
    const attach = part(chat, 'attach-button');
    await expect.poll(() => attach.isEnabled()).toBe(true);
    await pressOn(page, attach);
    await expect.poll(() => choosers.length).toBe(1);
    await choosers[0]?.setFiles({ name: '说明.txt', mimeType: 'text/plain', buffer: Buffer.from('你好') });
    await expect.poll(() => part(chat, 'attachment').getAttribute('data-status')).toBe('uploaded');
    const afterChoice = (await partsOf(page)).filter((name) =>
      ['attach-button', 'composer-input'].includes(name),
    );
    expect(afterChoice).toHaveLength(1);
    await pressOn(page, part(chat, 'attachment-remove'));
    await expect.poll(() => part(chat, 'attachment').count()).toBe(0);
    await expect.poll(() => partsOf(page)).toContain('composer-input');
  });
});

const LAUNCHER = 'agent-chat-launcher';

async function openLauncherByKeyboard(viewport: { width: number; height: number }) {
  const { page } = await openPage(session.browser, 'launcher.html', {}, viewport);
  const launcher = page.locator(LAUNCHER);
  await part(launcher, 'launcher-button').waitFor();
  await page.locator('#host-button').focus();
  await page.keyboard.press('Tab');
  expect((await focusedPart(page, LAUNCHER)).split(' ')).toContain('launcher-button');
  await page.keyboard.press('Enter');
  await expect.poll(() => focusedPart(page, LAUNCHER)).toContain('composer-input');
  return { page, launcher };
}

describe('the launcher panel', () => {
  it('full screen, it is modal: Tab never reaches the host page, Escape returns focus to the bubble', async () => {
    const { page, launcher } = await openLauncherByKeyboard({ width: 375, height: 700 });
    expect(await modalDialogParts(page, LAUNCHER)).toEqual(['launcher-panel']);
    for (const key of ['Tab', 'Shift+Tab']) {
      // More presses than the panel has Tab stops: round it at least once each way.
      const places = await pressAndTrack(page, key, 30, LAUNCHER, 'launcher-panel');
      expect(places.filter((place) => !place.inWidget || !place.within)).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => part(launcher, 'launcher-panel').isVisible()).toBe(false);
    expect(await focusedPart(page, LAUNCHER)).toContain('launcher-button');
  });

  it('floating on a desktop, it is not modal, and Escape closes it with focus back on the bubble', async () => {
    const { page, launcher } = await openLauncherByKeyboard({ width: 1280, height: 800 });
    expect(await modalDialogParts(page, LAUNCHER)).toEqual([]);
    // The page stays usable beside it.
    await page.locator('#host-button').focus();
    expect((await focusPlace(page, LAUNCHER)).hostId).toBe('host-button');
    await part(launcher, 'composer-input').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => part(launcher, 'launcher-panel').isVisible()).toBe(false);
    expect(await focusedPart(page, LAUNCHER)).toContain('launcher-button');
  });

  it("the bubble's focus ring is two-tone: 3:1 or more against the page and against the bubble", async () => {
    const { page } = await openPage(session.browser, 'launcher.html');
    const bubble = part(page.locator(LAUNCHER), 'launcher-button');
    await bubble.waitFor();
    await page.locator('#host-button').focus();
    await page.keyboard.press('Tab');
    const ring = await bubble.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        focusVisible: element.matches(':focus-visible'),
        outlineStyle: style.outlineStyle,
        outlineWidth: Number.parseFloat(style.outlineWidth),
        outlineOffset: Number.parseFloat(style.outlineOffset),
        outlineColour: style.outlineColor,
        ringColour: style.boxShadow.match(/rgba?\([^)]*\)(?= 0px 0px 0px [1-9])/)?.[0] ?? '',
        bubbleColour: style.backgroundColor,
      };
    });
    expect(ring).toMatchObject({ focusVisible: true, outlineStyle: 'solid' });
    expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);
    // A transparent outline (the old `focus:outline-none`) shows nothing.
    expect(ring.outlineColour).toMatch(/^rgb\(/);
    // The inner ring fills the offset, so the two tones touch the bubble and each other.
    expect(ring.outlineOffset).toBeGreaterThan(0);
    const pageColour = 'rgb(255, 255, 255)';
    expect(contrast(ring.outlineColour, pageColour)).toBeGreaterThanOrEqual(3);
    expect(contrast(ring.ringColour, ring.bubbleColour)).toBeGreaterThanOrEqual(3);
    // On a dark page the white ring is the tone that stands out.
    expect(contrast(ring.ringColour, 'rgb(17, 24, 39)')).toBeGreaterThanOrEqual(3);
  });
});

describe('focus rings', () => {
  it('every control reached by Tab in a finished answer shows a focus ring', async () => {
    const { page, chat } = await openChat({ 'show-tool-logs': '' });
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    await part(chat, 'conversation-list').locator('button').first().focus();
    const problems: string[] = [];
    const seen = new Set<string>();
    for (let press = 0; press < 120; press += 1) {
      const place = await focusPlace(page);
      if (!place.inWidget) break;
      const problem = await focusIndicatorProblem(page);
      if (problem && !seen.has(problem)) problems.push(problem);
      if (problem) seen.add(problem);
      await page.keyboard.press('Tab');
    }
    expect(problems).toEqual([]);
  });

  it('the three-dot menu items and the model selector show a ring, not only a colour change', async () => {
    const { page, chat } = await openChat({ agent: 'model-agent' }, { width: 375, height: 700 });
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    await pressOn(page, part(chat, 'model-selector'), 'Escape');
    expect(await focusIndicatorProblem(page)).toBeNull();
    await pressOn(page, part(chat, 'more-menu-button'));
    await expect.poll(() => focusPlace(page).then((place) => place.tag)).toBe('button');
    expect((await focusPlace(page, 'agent-chat', 'more-menu')).within).toBe(true);
    expect(await focusIndicatorProblem(page)).toBeNull();
    await page.keyboard.press('ArrowDown');
    expect((await focusPlace(page, 'agent-chat', 'more-menu')).within).toBe(true);
    expect(await focusIndicatorProblem(page)).toBeNull();
  });
});
