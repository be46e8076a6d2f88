import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { openPage, part } from './support/widget';

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

function expectSendInside({ composer, send }: Awaited<ReturnType<typeof composerBoxes>>) {
  expect(send.x).toBeGreaterThanOrEqual(composer.x);
  expect(send.x + send.width).toBeLessThanOrEqual(composer.x + composer.width);
}

describe('the composer at narrow widths', () => {
  it('keeps the send button inside a 375 px page, with a one-row empty input', async () => {
    const { page } = await openPage(session.browser, 'chat.html', {}, { width: 375, height: 700 });
    const chat = page.locator('agent-chat');
    await part(chat, 'welcome-text').waitFor();
    const boxes = await composerBoxes(chat);
    expectSendInside(boxes);
    expect(boxes.input.height).toBeLessThan(44);
  });

  it('opens the launcher panel with a one-row empty input and the send button inside', async () => {
    const { page } = await openPage(session.browser, 'launcher.html');
    const launcher = page.locator('agent-chat-launcher');
    await part(launcher, 'launcher-button').click();
    await part(launcher, 'welcome-text').waitFor();
    // The panel lays out before its width is final: the height is measured again once it is.
    await expect.poll(async () => (await composerBoxes(launcher)).input.height).toBeLessThan(44);
    expectSendInside(await composerBoxes(launcher));
  });
});
