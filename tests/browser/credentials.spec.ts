import { afterEach, describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { authenticatedPushSockets, faults } from './support/faults';
import { ask, closeAllPages, expectAnswerFinished, lastAnswer, openPage } from './support/widget';

const session = browserSessionForThisFile();
// A page left open keeps its push socket, which a later test's restart or count would see.
afterEach(() => closeAllPages(session.browser));

/** The spec's reconnect delay and a margin: a retry that was going to happen has happened by then. */
const LONGER_THAN_A_RECONNECT_MS = 4000;

describe('credentials refused by the platform (decision 065)', () => {
  it('inner mode: a call after the token expired asks getToken for a new one and succeeds', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { mode: 'inner', 'token-endpoint': '' });
    const chat = page.locator('agent-chat');
    await ask(chat, '过期之前');
    await expectAnswerFinished(chat);
    const tokenRequests = () =>
      page.evaluate(() => (window as unknown as { __tokenRequests: number }).__tokenRequests);
    expect(await tokenRequests()).toBe(1);

    await faults({ expireToken: true });
    await ask(chat, '过期之后');
    await expectAnswerFinished(chat);
    expect(await lastAnswer(chat).textContent()).toContain('过期之后');
    // The page's cached token was refused once and replaced once: calls made at the same time may
    // each have asked, so at least one more request, and no failure reported.
    expect(await tokenRequests()).toBeGreaterThanOrEqual(2);
    expect(
      await page.evaluate(() => (window as unknown as { __chatErrors: unknown[] }).__chatErrors),
    ).toEqual([]);
  });

  it('Open API mode: a 401 reports chat-error with its status, and the push socket stops until the key changes', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { key: 'wrong-key' });
    const chatErrors = () =>
      page.evaluate(() => (window as unknown as { __chatErrors: { status?: number }[] }).__chatErrors);
    await expect.poll(async () => (await chatErrors()).some((error) => error.status === 401)).toBe(true);
    await expect.poll(async () => (await faults()).pushUpgrades).toBe(1);
    // Nothing comes for a while: absence can only be seen over a time longer than a reconnect's delay.
    await page.waitForTimeout(LONGER_THAN_A_RECONNECT_MS);
    expect((await faults()).pushUpgrades).toBe(1);

    await page.locator('agent-chat').evaluate((chat) => chat.setAttribute('access-key', 'demo-access-key'));
    await expect.poll(authenticatedPushSockets).toBe(1);
    expect((await faults()).pushUpgrades).toBe(2);
  });
});
