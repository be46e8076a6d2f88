import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

/** How far the message list is from its bottom, in px. */
function distanceFromBottom(list: import('playwright-core').Locator) {
  return list.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight);
}

describe('message list scrolling', () => {
  it('follows a streaming answer, stays where the visitor scrolled up to, and 回到底部 returns', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    const list = part(chat, 'message-list');
    await ask(chat, '/scenario long 6000');
    // Pinned to the bottom while the answer grows past the viewport.
    await expect
      .poll(() => list.evaluate((element) => element.scrollHeight > element.clientHeight * 2), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await distanceFromBottom(list)).toBeLessThanOrEqual(48);
    expect(await part(chat, 'back-to-bottom').count()).toBe(0);

    // The visitor scrolls up: the view stays put while text keeps arriving.
    const box = await list.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 200, (box?.y ?? 0) + 200);
    // The wheel scrolls smoothly: read the position once that scroll has ended, not during it (a
    // loaded machine read it 8 px before the end of the animation).
    await list.evaluate((element) => {
      const ended = new Promise<void>((resolve) =>
        element.addEventListener('scrollend', () => resolve(), { once: true }),
      );
      Object.assign(element, { __wheelEnded: ended });
    });
    await page.mouse.wheel(0, -600);
    await list.evaluate((element) => (element as unknown as { __wheelEnded: Promise<void> }).__wheelEnded);
    await part(chat, 'back-to-bottom').waitFor();
    await expect.poll(() => lastAnswer(chat).getAttribute('data-streaming')).toBe('true');
    // And once the position has settled: on a machine at load 10 it still moved 8 px after
    // scrollend (run L of stop 37), the wheel's animation ending in more than one step.
    const scrollTop = () => list.evaluate((element) => element.scrollTop);
    let top = await scrollTop();
    for (let settled = false; !settled; ) {
      await page.waitForTimeout(150);
      const now = await scrollTop();
      settled = now === top;
      top = now;
    }
    await page.waitForTimeout(400);
    expect(Math.abs((await list.evaluate((element) => element.scrollTop)) - top)).toBeLessThan(2);
    expect(await distanceFromBottom(list)).toBeGreaterThan(48);
    expect(await part(chat, 'back-to-bottom').getAttribute('aria-label')).toBe('回到底部');

    // 回到底部 pins it again, through the end of the answer.
    await part(chat, 'back-to-bottom').click();
    await expectAnswerFinished(chat);
    await expect.poll(() => distanceFromBottom(list)).toBeLessThanOrEqual(48);
    await expect.poll(() => part(chat, 'back-to-bottom').count()).toBe(0);
    await page.context().close();
  });

  it('brings the view down to a question the visitor sends from far up the conversation', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    const list = part(chat, 'message-list');
    await ask(chat, '/scenario long 6000');
    await expectAnswerFinished(chat);
    await list.evaluate((element) => {
      element.scrollTop = 0;
    });
    await part(chat, 'back-to-bottom').waitFor();
    await ask(chat, '/scenario long 3000');
    await expect.poll(() => part(chat, 'user-message').count()).toBe(2);
    // The render that shows the question also brought the view down (no frame later).
    expect(await distanceFromBottom(list)).toBeLessThanOrEqual(48);
    await expect.poll(() => part(chat, 'back-to-bottom').count()).toBe(0);
    // And it follows the answer from there.
    await expectAnswerFinished(chat);
    expect(await distanceFromBottom(list)).toBeLessThanOrEqual(48);
    await page.context().close();
  });

  it('pins each streamed update in the task that rendered it, so its scroll event needs no frame of its own (decision 077)', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    const list = part(chat, 'message-list');
    // Where the list stands when each update's DOM changes reach an observer (a microtask after the
    // render), once it has overflowed: pinned in a later frame, it would still be short of the end.
    await chat.evaluate((host) => {
      const short: number[] = [];
      new MutationObserver(() => {
        const element = host.shadowRoot?.querySelector('[part~="message-list"]');
        if (!element || element.scrollHeight <= element.clientHeight * 2) return;
        const distance = element.scrollHeight - element.scrollTop - element.clientHeight;
        if (distance > 1) short.push(distance);
      }).observe(host.shadowRoot as ShadowRoot, { subtree: true, childList: true, characterData: true });
      Object.assign(window, { __short: short });
    });
    await ask(chat, '/scenario long 3000');
    await expectAnswerFinished(chat);
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight * 2)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __short: number[] }).__short)).toEqual([]);
    await page.context().close();
  });

  it('keeps the list within 864 px on a wide page', async () => {
    const { page } = await openPage(session.browser, 'chat.html', {}, { width: 1600, height: 800 });
    const chat = page.locator('agent-chat');
    await ask(chat, '宽屏');
    await expectAnswerFinished(chat);
    const width = await lastAnswer(chat).evaluate(
      (element) => (element.parentElement as HTMLElement).getBoundingClientRect().width,
    );
    expect(width).toBeLessThanOrEqual(864);
    expect(width).toBeGreaterThan(700);
    await page.context().close();
  });
});
