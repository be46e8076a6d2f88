import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { faults } from './support/faults';
import { ask, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

/** The input and the send button's boxes, and the composer's, in page pixels. */
async function composerBoxes(scope: Locator) {
  const box = async (name: string) => {
    const found = await part(scope, name).first().boundingBox();
    if (!found) throw new Error(`${name} has no box`);
    return found;
  };
  return {
    composer: await box('composer'),
    input: await box('composer-input'),
    send: await box('send-button'),
  };
}

/** Whether the empty input's placeholder runs past its box (a line of the hint cut off). */
function hintCut(input: Locator): Promise<boolean> {
  return input.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
}

function expectSendInside({ composer, send }: Awaited<ReturnType<typeof composerBoxes>>) {
  expect(send.x).toBeGreaterThanOrEqual(composer.x);
  expect(send.x + send.width).toBeLessThanOrEqual(composer.x + composer.width);
}

describe('the composer at narrow widths', () => {
  it('gives the input the whole first row at 375 px: the @ hint on one row, the buttons and send below it', async () => {
    const { page } = await openPage(session.browser, 'chat.html', {}, { width: 375, height: 700 });
    const chat = page.locator('agent-chat');
    const input = part(chat, 'composer-input');
    // The hint with @ comes once the agent names its collaborating agents.
    await expect
      .poll(() => input.getAttribute('placeholder'))
      .toBe('问我任何问题...（输入 @ 调用协同Agent）');
    await expect.poll(() => hintCut(input)).toBe(false);
    const boxes = await composerBoxes(chat);
    expectSendInside(boxes);
    // One row of 22 px, as wide as the composer less its padding (a single row beside the
    // buttons left the text a column of six characters, the hint on four rows in the launcher).
    expect(boxes.input.height).toBeLessThan(44);
    expect(boxes.input.width).toBeGreaterThan(boxes.composer.width - 60);
    // The send button sits below the input, at the right end of the buttons' row.
    expect(boxes.send.y).toBeGreaterThanOrEqual(boxes.input.y + boxes.input.height);
    const attach = await part(chat, 'attach-button').boundingBox();
    expect(attach?.y).toBeGreaterThanOrEqual(boxes.input.y + boxes.input.height);
    expect(boxes.send.x + boxes.send.width).toBeGreaterThan(boxes.composer.x + boxes.composer.width - 40);
  });

  it('keeps an empty input one row at 1280 px, where the hint fits', async () => {
    const { page } = await openPage(session.browser, 'chat.html', {}, { width: 1280, height: 700 });
    const chat = page.locator('agent-chat');
    const input = part(chat, 'composer-input');
    await expect
      .poll(() => input.getAttribute('placeholder'))
      .toBe('问我任何问题...（输入 @ 调用协同Agent）');
    expect(await hintCut(input)).toBe(false);
    expect((await composerBoxes(chat)).input.height).toBeLessThan(44);
  });

  it('opens the launcher panel with the whole hint in the empty input and the send button inside', async () => {
    const { page } = await openPage(session.browser, 'launcher.html');
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').click();
    await part(launcher, 'welcome-text').waitFor();
    // The panel lays out before its width is final: the height is measured again once it is.
    const input = part(launcher, 'composer-input');
    await expect.poll(() => hintCut(input)).toBe(false);
    await expect.poll(async () => (await composerBoxes(launcher)).input.height).toBeLessThan(44);
    expectSendInside(await composerBoxes(launcher));
  });

  it('shows a toast above the composer at 375 px, clear of the input and the shortcuts', async () => {
    const { page } = await openPage(session.browser, 'chat.html', {}, { width: 375, height: 700 });
    const chat = page.locator('agent-chat');
    await part(chat, 'shortcut').first().waitFor();
    // A first question whose conversation the server refuses: the words stay, a toast says why.
    await faults({ http: { status: 503, times: 1, method: 'POST', path: 'conversation/create' } });
    await ask(chat, '第一个问题');
    const toast = part(chat, 'toast');
    await expect.poll(() => toast.textContent()).toBe('fetch fail: 503');
    const toastBox = await toast.boundingBox();
    const composerBox = await part(chat, 'composer').boundingBox();
    if (!toastBox || !composerBox) throw new Error('no box');
    // The composer's part holds the shortcut row and the input's box: the toast ends above both.
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(composerBox.y + 1);
    expect(toastBox.y).toBeGreaterThan(0);
  });
});
