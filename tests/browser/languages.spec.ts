import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { texts } from '../../src/i18n/texts';
import { browserSessionForThisFile } from './support/browser-session';
import { agentApi, DEMO_HEADERS } from './support/seed';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

/**
 * Decision 040: `lang`, `strings` and the formats of the element's language, against the
 * reference server. english-agent's own texts (name, welcome, questions) are English.
 */
const session = browserSessionForThisFile();

const DAY_MS = 86_400_000;
/**
 * Where text comes from the server or the agent (answers, stored quotes, file names, the server's
 * error message), not the widget; the announcer reads answers aloud (its own words are checked
 * apart). The attachments scenario also stores a question of its own.
 */
const SERVER_CONTENT = [
  'answer-content',
  'file-name',
  'file-preview-name',
  'error-box',
  'announcer',
  'user-quote',
];
const SERVER_QUESTIONS = ['请整理这份会议纪要'];

/**
 * CJK characters in what the element shows or names: text nodes and the aria labels, titles,
 * placeholders and alt texts of its shadow root, outside server content; and any of these that is
 * a catalogue key instead of its text.
 */
async function chineseIn(element: Locator): Promise<string[]> {
  const found = await element.evaluate(
    (host, [skip, keys]) => {
      const keyNames = new Set(keys);
      const cjk = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
      const wrong = (text: string) => cjk.test(text) || keyNames.has(text.trim());
      const root = host.shadowRoot as ShadowRoot;
      const fromServer = (node: Element | null) => skip.some((name) => node?.closest(`[part~="${name}"]`));
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) {
          const parent = node.parentElement;
          // A far message's stand-in holds who speaks (the widget's word), then the server's words.
          const own = parent?.hasAttribute('data-stand-in') ? (node.data.split('\n')[0] ?? '') : node.data;
          if (parent?.localName !== 'style' && !fromServer(parent) && wrong(own))
            found.push(`${own} (in ${parent?.closest('[part]')?.getAttribute('part')})`);
          continue;
        }
        const element = node as Element;
        if (fromServer(element)) continue;
        for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-description']) {
          const value = element.getAttribute(name);
          if (value && wrong(value)) found.push(`${element.localName}[${name}=${value}]`);
        }
      }
      return found;
    },
    [SERVER_CONTENT, Object.keys(texts)] as const,
  );
  return found.filter((text) => !SERVER_QUESTIONS.some((question) => text.startsWith(`${question} (`)));
}

async function seedConversation(content: string): Promise<void> {
  const created = await fetch(agentApi('chat/conversation/create'), {
    method: 'POST',
    headers: DEMO_HEADERS,
    body: JSON.stringify({ robot_id: 'english-agent', title: 'Trip plans', run_type: 'CHAT_CLIENT' }),
  }).then((response) => response.json());
  await fetch(agentApi('chat_messages'), {
    method: 'POST',
    headers: DEMO_HEADERS,
    body: JSON.stringify({
      robot_id: 'english-agent',
      conversation_id: created.data.conversation_id,
      content,
    }),
  }).then((response) => response.text());
}

async function openEnglishChat(query: Record<string, string> = {}, width = 1280) {
  const opened = await openPage(
    session.browser,
    'chat.html',
    { agent: 'english-agent', lang: 'en', ...query },
    { width, height: 800 },
  );
  const chat = opened.page.locator('agent-chat');
  await expect.poll(() => part(chat, 'chat-title').textContent()).toBe('Atlas Assistant');
  return { ...opened, chat };
}

async function expectEnglish(chat: Locator): Promise<void> {
  expect(await chineseIn(chat)).toEqual([]);
}

describe('lang="en"', () => {
  it('shows English everywhere: empty state, a streamed answer, file cards, a dialog and errors', async () => {
    const { page, chat } = await openEnglishChat();
    expect(await part(chat, 'chat').getAttribute('lang')).toBe('en');
    await part(chat, 'quick-questions').waitFor();
    expect(await part(chat, 'composer-input').getAttribute('placeholder')).toBe('Ask me anything...');
    await expectEnglish(chat);

    await ask(chat, '/scenario close Hello');
    await expectAnswerFinished(chat);
    await expect.poll(() => part(chat, 'conversation-item').count()).toBe(1);
    await expectEnglish(chat);

    // The scenario stores messages with files; they show as file cards when the history loads.
    await ask(chat, '/scenario attachments Files');
    await expectAnswerFinished(chat);
    await page.reload();
    await expect.poll(() => part(chat, 'file-card').count()).toBeGreaterThan(0);
    const sizes = await part(chat, 'file-size').allTextContents();
    expect(sizes.length).toBeGreaterThan(0);
    for (const size of sizes) expect(size).toMatch(/^\d+(\.\d)? (bytes?|kB|MB|GB)$/);
    await expectEnglish(chat);

    await part(chat, 'file-card').first().click();
    const preview = part(chat, 'file-preview');
    await preview.waitFor();
    expect(await part(preview, 'file-preview-close').getAttribute('aria-label')).toBe('Close preview');
    await expectEnglish(chat);
    await part(preview, 'file-preview-close').click();

    // A failed answer: the error box holds the server's message; the announcement is the widget's.
    await ask(chat, '/scenario error Oops');
    await expectAnswerFinished(chat);
    await expect.poll(() => part(chat, 'announcer').textContent()).toContain('Answer failed: ');
    await expectEnglish(chat);

    // A chat without its settings reports the missing configuration in English (chat-error).
    await page.evaluate(() => {
      const element = document.createElement('agent-chat');
      element.id = 'bare';
      element.lang = 'en';
      element.style.height = '400px';
      const messages: string[] = [];
      element.addEventListener('chat-error', (event) => messages.push((event as CustomEvent).detail.message));
      (window as unknown as { bareErrors: string[] }).bareErrors = messages;
      document.body.append(element);
    });
    const bareChat = page.locator('#bare');
    await ask(bareChat, 'Hello');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { bareErrors: string[] }).bareErrors))
      .toContain('Missing configuration: set agent-id, workspace-id and access-key or token');
    await expectEnglish(bareChat);
    await page.context().close();
  });

  it('writes dates in English: the age groups of the list and the time of an older message', async () => {
    await seedConversation('/scenario close Where should we go in spring?');
    const { page, chat } = await openEnglishChat();
    await expect.poll(() => part(chat, 'conversation-item').count()).toBe(1);
    // Nine days later the conversation is in the week-old group and its message shows month and day.
    await page.clock.setFixedTime(Date.now() + 9 * DAY_MS);
    await page.reload();
    const reloaded = page.locator('agent-chat');
    await expect.poll(() => part(reloaded, 'conversation-list').textContent()).toContain('1 week ago');
    await part(reloaded, 'conversation-item').first().click();
    const time = part(part(reloaded, 'user-message').first(), 'user-time');
    await expect.poll(() => time.textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2}\s?[AP]M$/);
    await expectEnglish(reloaded);
    await page.context().close();
  });

  it('names the launcher bubble and its panel in English', async () => {
    const { page } = await openPage(session.browser, 'launcher.html', { agent: 'english-agent', lang: 'en' });
    const launcher = page.locator('agent-chat-launcher');
    const bubble = part(launcher, 'launcher-button');
    expect(await bubble.getAttribute('aria-label')).toBe('Open chat');
    await bubble.click();
    await part(launcher, 'launcher-panel').waitFor();
    await expect.poll(() => bubble.getAttribute('aria-label')).toBe('Close chat');
    await expectEnglish(launcher);
    await page.context().close();
  });

  it('mirrors the layout with dir="rtl" and keeps the texts English', async () => {
    const { page, chat } = await openEnglishChat({ dir: 'rtl' });
    await ask(chat, '/scenario close Hello');
    await expectAnswerFinished(chat);
    const send = await part(chat, 'send-button').boundingBox();
    expect((send?.x ?? 0) < 640).toBe(true);
    expect(await part(chat, 'send-button').getAttribute('aria-label')).toBe('Send');
    await expectEnglish(chat);
    await page.context().close();
  });
});

describe('lang at run time and strings', () => {
  it('switches the language without loading the conversation again', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { agent: 'english-agent' });
    const chat = page.locator('agent-chat');
    await ask(chat, '/scenario close Hello there');
    await expectAnswerFinished(chat);
    expect(await part(chat, 'composer-input').getAttribute('placeholder')).toBe('问我任何问题...');
    const answer = await part(lastAnswer(chat), 'answer-content').textContent();
    const history: string[] = [];
    page.on('request', (request) => {
      if (/chat_messages|conversation\/(list|history)/.test(request.url())) history.push(request.url());
    });
    await chat.evaluate((element) => element.setAttribute('lang', 'en-GB'));
    await expect
      .poll(() => part(chat, 'composer-input').getAttribute('placeholder'))
      .toBe('Ask me anything...');
    expect(await part(chat, 'chat').getAttribute('lang')).toBe('en');
    expect(await part(chat, 'user-message').count()).toBe(1);
    expect(await part(lastAnswer(chat), 'answer-content').textContent()).toBe(answer);
    expect(history).toEqual([]);
    await expectEnglish(chat);
    await chat.evaluate((element) => {
      (element as HTMLElement).lang = 'zh-TW';
    });
    await expect.poll(() => part(chat, 'composer-input').getAttribute('placeholder')).toBe('问我任何问题...');
    expect(await part(chat, 'chat').getAttribute('lang')).toBe('zh-CN');
    await page.context().close();
  });

  it('takes the page’s own texts over the language’s, weekday names included', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { lang: 'en' });
    const chat = page.locator('agent-chat');
    await chat.evaluate((element) => {
      (element as HTMLElement & { strings: Record<string, string> }).strings = {
        send: 'Go',
        weekdayNames: 'Mo,Tu,We,Th,Fr,Sa,Su',
        notAKey: 'ignored',
      };
    });
    await expect.poll(() => part(chat, 'send-button').getAttribute('aria-label')).toBe('Go');
    await part(chat, 'tasks-toggle').click();
    const schedules = part(chat, 'task-schedule');
    await expect.poll(() => schedules.allTextContents()).toContain('Weekly on Mo 09:00');
    await page.context().close();
  });
});
