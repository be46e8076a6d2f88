import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, openPage, part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();

const HEADERS = {
  'Content-Type': 'application/json',
  'Workspace-Id': 'ws-test',
  'Access-Key': 'demo-access-key',
};

/** `contentOf` gives each question (1-based); by default a short answer without a RESULT event. */
async function seedConversation(
  questions: number,
  contentOf = (index: number) => `/scenario close 问题${index}`,
): Promise<string> {
  const api = (path: string) => new URL(`/v1/oapi/agent/${path}`, serverUrl());
  const created = await fetch(api('chat/conversation/create'), {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ robot_id: 'demo-agent', title: '历史', run_type: 'CHAT_CLIENT' }),
  }).then((response) => response.json());
  const conversationId = created.data.conversation_id as string;
  for (let index = 1; index <= questions; index += 1) {
    await fetch(api('chat_messages'), {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({
        robot_id: 'demo-agent',
        conversation_id: conversationId,
        content: contentOf(index),
      }),
    }).then((response) => response.text());
  }
  return conversationId;
}

/** Waits ten rendering updates of the page: time for a change that lands frames later to show. */
function tenFrames(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (let frame = 0; frame < 10; frame += 1) await new Promise(requestAnimationFrame);
  });
}

describe('history', () => {
  it('shows the newest 20 records, loads older ones at the top and keeps the reading position', async () => {
    await seedConversation(25);
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await expect.poll(() => part(chat, 'user-message').count()).toBe(20);
    expect(await part(chat, 'user-message').last().textContent()).toContain('问题25');
    const list = part(chat, 'message-list');
    const anchorTop = () =>
      list.evaluate((element) => {
        const first = element.querySelector('[part~="user-message"]');
        return (first?.getBoundingClientRect().top ?? 0) - element.getBoundingClientRect().top;
      });
    // Scroll to the top and read where the oldest shown message sits, in the same task. The message is
    // found by its id: it may be its stand-in then and rendered later (decision 072).
    const { before, anchorId } = await list.evaluate((element) => {
      element.scrollTop = 0;
      const first = element.querySelector<HTMLElement>('[part~="user-message"]');
      return {
        before: (first?.getBoundingClientRect().top ?? 0) - element.getBoundingClientRect().top,
        anchorId: first?.dataset.messageId ?? '',
      };
    });
    await expect.poll(() => part(chat, 'user-message').count()).toBe(25);
    expect(await part(chat, 'user-message').first().textContent()).toContain('问题1');
    const after = await list.evaluate((element, id) => {
      const anchor = element.querySelector(`[data-message-id="${id}"]`);
      return (anchor?.getBoundingClientRect().top ?? 0) - element.getBoundingClientRect().top;
    }, anchorId);
    // The message that was at the top stays where the visitor left it; older ones are above it.
    expect(Math.abs(after - before)).toBeLessThan(2);
    expect(await anchorTop()).toBeLessThan(before);
  });

  it('renders messages far from the view as their words, and in full as they come near', async () => {
    // The oldest question gets the default answer: thinking, tools and markdown.
    await seedConversation(20, (index) => (index === 1 ? '问题1' : `/scenario close 问题${index}`));
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await expect.poll(() => part(chat, 'user-message').count()).toBe(20);
    const messages = part(chat, 'message');
    const standsIn = (message: typeof messages) =>
      message.evaluate((element) => (element as HTMLElement).dataset.standIn !== undefined);
    await expect.poll(() => standsIn(messages.first())).toBe(true);
    expect(await standsIn(messages.last())).toBe(false);
    // Its words, for find-in-page and screen readers: who speaks, then the text, without markdown.
    // They come in a task after the stand-in (decision 083).
    const oldestAnswer = part(chat, 'assistant-message').first();
    await expect
      .poll(() => oldestAnswer.textContent())
      .toMatch(/^小智助手\s+关于「问题1」\s+我检索了 5 个来源，/);
    // One text node, not the answer's tree.
    expect(await oldestAnswer.evaluate((element) => element.childNodes.length)).toBe(1);
    // Who speaks follows the language: the words are set again (decision 074).
    const oldestQuestion = part(chat, 'user-message').first();
    await expect.poll(() => oldestQuestion.textContent()).toMatch(/^我\s+问题1$/);
    await chat.evaluate((element) => element.setAttribute('lang', 'en'));
    await expect.poll(() => oldestQuestion.textContent()).toMatch(/^Me\s+问题1$/);
    expect(await standsIn(oldestQuestion)).toBe(true);
    await chat.evaluate((element) => element.removeAttribute('lang'));
    await expect.poll(() => oldestQuestion.textContent()).toMatch(/^我\s+问题1$/);
    await part(chat, 'message-list').evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect.poll(() => standsIn(messages.first())).toBe(false);
    expect(await part(part(chat, 'assistant-message').first(), 'answer-content').count()).toBe(1);
  });

  it('boxes far messages with paint containment, in order, and never a message rendered in full', async () => {
    await seedConversation(20);
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await expect.poll(() => part(chat, 'user-message').count()).toBe(20);
    const list = part(chat, 'message-list');
    // For stand-ins and rendered messages: whether their parent contains paint (decision 084).
    const placement = () =>
      list.evaluate((element) => {
        const messages = [...element.querySelectorAll<HTMLElement>('[part~="message"]')];
        const boxed = (message: Element) =>
          getComputedStyle(message.parentElement as Element).contain.includes('paint');
        return {
          standIns: messages.filter((message) => message.dataset.standIn !== undefined).map(boxed),
          rendered: messages.filter((message) => message.dataset.standIn === undefined).map(boxed),
          order: messages.map((message) => message.dataset.messageId),
        };
      });
    const atTheEnd = await placement();
    expect(atTheEnd.standIns.length).toBeGreaterThan(10);
    expect(atTheEnd.standIns.every(Boolean)).toBe(true);
    expect(atTheEnd.rendered).not.toContain(true);
    // Read back to the oldest: the newest stand in below the view, boxed as well.
    await list.evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect.poll(() => part(chat, 'message').first().getAttribute('data-stand-in')).toBeNull();
    await tenFrames(page);
    const atTheTop = await placement();
    expect(atTheTop.standIns.length).toBeGreaterThan(10);
    expect(atTheTop.standIns.every(Boolean)).toBe(true);
    expect(atTheTop.rendered).not.toContain(true);
    expect(atTheTop.order).toEqual(atTheEnd.order);
    expect(await part(chat, 'message').last().getAttribute('data-stand-in')).toBeNull();
  });

  it('renders messages a jump brought near two a frame, the first first, until all are rendered', async () => {
    await seedConversation(20);
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await expect.poll(() => part(chat, 'user-message').count()).toBe(20);
    // The jump to the top, as a visitor dragging the scroll bar makes it, then in each frame how
    // many of the ten oldest messages are rendered, until that has held for ten frames.
    const counts = await part(chat, 'message-list').evaluate(
      (element) =>
        new Promise<number[]>((resolve) => {
          const rendered = () =>
            [...element.querySelectorAll('[part~="message"]')]
              .slice(0, 10)
              .filter((message) => !message.hasAttribute('data-stand-in')).length;
          const seen = [rendered()];
          element.scrollTop = 0;
          const frame = () => {
            seen.push(rendered());
            const [first = 0, ...rest] = seen.slice(-10);
            if (seen.length > 10 && first > 0 && rest.every((count) => count === first)) resolve(seen);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
    );
    expect(counts[0]).toBe(0);
    const added = counts.slice(1).map((count, index) => count - (counts[index] ?? 0));
    expect(Math.max(...added)).toBeLessThanOrEqual(2);
    expect(counts.at(-1)).toBeGreaterThan(2);
    expect(await part(chat, 'message').first().getAttribute('data-stand-in')).toBeNull();
  });

  it('keeps a message the visitor used rendered, with what they opened and their focus, when it goes far', async () => {
    await seedConversation(20, (index) => (index === 1 ? '问题1' : `/scenario close 问题${index}`));
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await expect.poll(() => part(chat, 'user-message').count()).toBe(20);
    const list = part(chat, 'message-list');
    const scrollTo = async (end: 'top' | 'bottom') => {
      await list.evaluate((element, to) => {
        element.scrollTop = to === 'top' ? 0 : element.scrollHeight;
      }, end);
      // Ten frames: time for the list to render again what came near or went far.
      await tenFrames(page);
    };
    const standsIn = (message: ReturnType<typeof part>) =>
      message.evaluate((element) => element.hasAttribute('data-stand-in'));
    await scrollTo('top');
    const oldest = part(chat, 'assistant-message').first();
    // Opened, then left: focus goes back to the input.
    await part(oldest, 'think-toggle').click();
    expect(await part(oldest, 'think-toggle').getAttribute('aria-expanded')).toBe('true');
    await part(chat, 'composer-input').focus();
    await scrollTo('bottom');
    expect(await standsIn(part(chat, 'message').first())).toBe(true);
    expect(await standsIn(oldest)).toBe(false);
    await scrollTo('top');
    expect(await part(oldest, 'think-toggle').getAttribute('aria-expanded')).toBe('true');

    // Focus held in a message keeps it rendered while it is far: the focused control stays. The
    // question is brought into view first: below the opened reasoning it may be beyond the near
    // margin of a short list (one list height), where it stands in.
    const secondQuestion = part(chat, 'user-message').nth(1);
    await secondQuestion.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await tenFrames(page);
    const copy = part(secondQuestion, 'copy-message');
    await copy.focus();
    await scrollTo('bottom');
    expect(await standsIn(secondQuestion)).toBe(false);
    expect(await copy.evaluate((button) => button.matches(':focus'))).toBe(true);
  });

  it('renders the newest messages while the list sits at its end, so a conversation opens settled in its first frame', async () => {
    await seedConversation(20);
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await expect.poll(() => part(chat, 'user-message').count()).toBe(20);
    // The newest eight are rendered in full from the first render, whatever the observer says later.
    const standingIn = () =>
      part(chat, 'message').evaluateAll((messages) =>
        messages.map((message) => message.hasAttribute('data-stand-in')),
      );
    expect((await standingIn()).slice(-8)).toEqual(Array(8).fill(false));

    // Scrolled away to the oldest, they stand in like any far message, in the room they took
    // (decision 078), but the last, and render again at the end.
    const list = part(chat, 'message-list');
    const newestHeights = () =>
      part(chat, 'message').evaluateAll((messages) =>
        messages.slice(-8).map((message) => message.getBoundingClientRect().height),
      );
    const before = await newestHeights();
    await list.evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect.poll(async () => (await standingIn()).slice(-8)).toEqual([...Array(7).fill(true), false]);
    expect(await newestHeights()).toEqual(before);
    await list.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await expect.poll(async () => (await standingIn()).slice(-8)).toEqual(Array(8).fill(false));

    // A short conversation (four questions, eight messages: all of them the newest) reloaded, with a
    // ResizeObserver on the list's content from before the widget's own: its height, each time it
    // changes. Stand-in heights giving way to real ones would change it again in later frames.
    await seedConversation(4);
    await page.addInitScript(() => {
      const heights: number[] = [];
      Object.assign(window, { contentHeights: heights });
      const find = () => {
        const list = document
          .querySelector('agent-chat')
          ?.shadowRoot?.querySelector('[part~="message-list"]');
        const content = list?.firstElementChild;
        if (!content) return requestAnimationFrame(find);
        new ResizeObserver(() => heights.push((content as HTMLElement).offsetHeight)).observe(content);
      };
      requestAnimationFrame(find);
    });
    await page.reload();
    await expect.poll(() => part(chat, 'user-message').count()).toBe(4);
    // Ten frames after the messages came: time for any later change to show.
    await tenFrames(page);
    const heights = await page.evaluate(
      () => (window as unknown as { contentHeights: number[] }).contentHeights,
    );
    const withMessages = heights.filter((height) => height > 200);
    expect(withMessages).toHaveLength(1);
    expect(
      await list.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight),
    ).toBeLessThan(2);
  });

  it('clears the conversation with 清空会话 and shows the 重新开始新会话 separator', async () => {
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await ask(chat, '第一轮');
    await expectAnswerFinished(chat);
    await part(chat, 'clean-conversation').click();
    await expect.poll(() => part(chat, 'session-separator').count()).toBe(1);
    expect(await part(chat, 'session-separator').textContent()).toBe('重新开始新会话');
    await ask(chat, '第二轮');
    await expectAnswerFinished(chat);
    await page.reload();
    await expect.poll(() => part(chat, 'user-message').count()).toBe(2);
    expect(await part(chat, 'session-separator').count()).toBe(1);
  });
});
