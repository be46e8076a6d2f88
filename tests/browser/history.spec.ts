import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, openPage, part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();

const HEADERS = {
  'Content-Type': 'application/json',
  'Workspace-Id': 'ws-test',
  'Access-Key': 'demo-access-key',
};

async function seedConversation(questions: number): Promise<string> {
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
        content: `/scenario close 问题${index}`,
      }),
    }).then((response) => response.text());
  }
  return conversationId;
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
    // Scroll to the top and read where the oldest shown message sits, in the same task.
    const before = await list.evaluate((element) => {
      element.scrollTop = 0;
      const first = element.querySelector('[part~="user-message"]');
      first?.setAttribute('data-anchor', 'true');
      return (first?.getBoundingClientRect().top ?? 0) - element.getBoundingClientRect().top;
    });
    await expect.poll(() => part(chat, 'user-message').count()).toBe(25);
    expect(await part(chat, 'user-message').first().textContent()).toContain('问题1');
    const after = await list.evaluate((element) => {
      const anchor = element.querySelector('[data-anchor="true"]');
      return (anchor?.getBoundingClientRect().top ?? 0) - element.getBoundingClientRect().top;
    });
    // The message that was at the top stays where the visitor left it; older ones are above it.
    expect(Math.abs(after - before)).toBeLessThan(2);
    expect(await anchorTop()).toBeLessThan(before);
  });

  it('skips style, layout and paint of messages off screen, and renders them when scrolled to', async () => {
    await seedConversation(20);
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await expect.poll(() => part(chat, 'user-message').count()).toBe(20);
    const messages = part(chat, 'message');
    // checkVisibility with contentVisibilityAuto is false for content a skipped message holds.
    const shown = (message: typeof messages) =>
      message.evaluate((element) =>
        (element.firstElementChild as HTMLElement).checkVisibility({ contentVisibilityAuto: true }),
      );
    await expect.poll(() => shown(messages.first())).toBe(false);
    expect(await shown(messages.last())).toBe(true);
    expect(await messages.first().evaluate((element) => getComputedStyle(element).contentVisibility)).toBe(
      'auto',
    );
    await part(chat, 'message-list').evaluate((element) => {
      element.scrollTop = 0;
    });
    await expect.poll(() => shown(messages.first())).toBe(true);
  });

  it('renders the newest messages always, so a conversation opens settled in its first frame', async () => {
    await seedConversation(20);
    const { page } = await openPage(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await expect.poll(() => part(chat, 'user-message').count()).toBe(20);
    const skipping = await part(chat, 'message').evaluateAll((messages) =>
      messages.map((message) => getComputedStyle(message).contentVisibility === 'auto'),
    );
    expect(skipping.slice(-8)).toEqual(Array(8).fill(false));
    expect(skipping.slice(0, -8).every(Boolean)).toBe(true);

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
    await page.evaluate(async () => {
      for (let frame = 0; frame < 10; frame += 1) await new Promise(requestAnimationFrame);
    });
    const heights = await page.evaluate(
      () => (window as unknown as { contentHeights: number[] }).contentHeights,
    );
    const withMessages = heights.filter((height) => height > 200);
    expect(withMessages).toHaveLength(1);
    const list = part(chat, 'message-list');
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
