import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { DESKTOP, openPage, part } from './support/widget';

const session = browserSessionForThisFile();

interface Heard {
  name: string;
  tag: string;
  detail: unknown;
}

const NAMES = [
  'chat-ready',
  'chat-open',
  'chat-close',
  'message-sent',
  'answer-finished',
  'conversation-change',
  'unread-change',
  'chat-error',
];

/**
 * Opens a test page that records, from before any script runs, every host event reaching the
 * document (so they bubble out of the element) and every WebSocket the page opens.
 */
async function openLogged(browser: Browser, name: string, query: Record<string, string> = {}): Promise<Page> {
  const { page } = await openPage(browser, name, query, DESKTOP, {
    beforeLoad: (page) => page.addInitScript(logHostEvents, NAMES),
  });
  return page;
}

/** The init script of openLogged. */
function logHostEvents(names: string[]) {
  const log: unknown[] = [];
  const sockets: WebSocket[] = [];
  Object.assign(window, { __heard: log, __sockets: sockets });
  for (const eventName of names) {
    document.addEventListener(eventName, (event) =>
      log.push({
        name: eventName,
        tag: (event.target as Element).localName,
        detail: (event as CustomEvent).detail ?? null,
      }),
    );
  }
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      sockets.push(this);
    }
  };
}

const heard = (page: Page, name?: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { __heard: Heard[] }).__heard.filter((e) => !wanted || e.name === wanted),
    name,
  );

/** WebSocket readyState values. */
const OPEN = 1;
const CLOSED = 3;

const countOf = async (page: Page, name: string) => (await heard(page, name)).length;

describe('host events', () => {
  it('fires chat-ready once per connect, from markup and after moving the element', async () => {
    const page = await openLogged(session.browser, 'chat.html');
    await expect.poll(() => countOf(page, 'chat-ready')).toBe(1);
    expect((await heard(page, 'chat-ready'))[0]).toEqual({
      name: 'chat-ready',
      tag: 'agent-chat',
      detail: null,
    });
    await page.evaluate(() => {
      const chat = document.querySelector('agent-chat')!;
      chat.remove();
      document.body.append(chat);
    });
    await expect.poll(() => countOf(page, 'chat-ready')).toBe(2);
  });

  it('tells the page once that a message left and once that its answer finished, without credentials', async () => {
    const page = await openLogged(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await expect.poll(() => countOf(page, 'chat-ready')).toBe(1);
    expect(await page.evaluate(() => document.querySelector('agent-chat')!.sendMessage('你好，宿主'))).toBe(
      true,
    );
    await expect.poll(() => countOf(page, 'answer-finished'), { timeout: 30_000 }).toBe(1);
    const [sent] = await heard(page, 'message-sent');
    const detail = sent!.detail as { text: string; fileNames: string[]; conversationId: string };
    expect(detail).toEqual({ text: '你好，宿主', fileNames: [], conversationId: expect.any(String) });
    const [finished] = await heard(page, 'answer-finished');
    expect(finished?.detail).toMatchObject({ recordId: expect.any(String), status: 'completed' });
    expect((finished!.detail as { duration: number }).duration).toBeGreaterThan(0);
    const changes = (await heard(page, 'conversation-change')).map((event) => event.detail);
    expect(changes.at(-1)).toEqual({ conversationId: detail.conversationId });
    expect(changes.filter((change) => JSON.stringify(change).includes(detail.conversationId))).toHaveLength(
      1,
    );
    expect(await part(chat, 'user-message').last().textContent()).toContain('你好，宿主');
    expect(await countOf(page, 'message-sent')).toBe(1);
    const everything = JSON.stringify(await heard(page));
    expect(everything).not.toContain('demo-access-key');
    expect(everything).not.toContain('demo-token');
  });

  it('reports a failed send as a failed answer and gives its text back to the composer', async () => {
    const page = await openLogged(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await page.evaluate(() => document.querySelector('agent-chat')!.sendMessage('/scenario http-error 失败'));
    await expect.poll(() => countOf(page, 'answer-finished')).toBe(1);
    expect((await heard(page, 'answer-finished'))[0]?.detail).toMatchObject({ status: 'failed' });
    await expect.poll(() => part(chat, 'composer-input').inputValue()).toBe('/scenario http-error 失败');
    expect((await heard(page, 'chat-error')).map((event) => event.detail)).toContainEqual(
      expect.objectContaining({ module: 'message' }),
    );
  });
});

describe('host methods', () => {
  it('fills the input, quotes text and pages, and sends with the quote', async () => {
    const page = await openLogged(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await expect.poll(() => countOf(page, 'chat-ready')).toBe(1);
    await page.evaluate(() => document.querySelector('agent-chat')!.setInput('一段草稿'));
    await expect.poll(() => part(chat, 'composer-input').inputValue()).toBe('一段草稿');
    const chip = part(chat, 'quote-chip');
    expect(await page.evaluate(() => document.querySelector('agent-chat')!.quote('被引用的一句话'))).toBe(
      true,
    );
    await expect.poll(() => chip.getAttribute('data-quote-type')).toBe('TEXT');
    expect(await chip.textContent()).toContain('被引用的一句话');
    const refused = await page.evaluate(() =>
      document.querySelector('agent-chat')!.quote({ url: 'javascript:alert(1)' }),
    );
    expect(refused).toBe(false);
    await page.evaluate(() =>
      document
        .querySelector('agent-chat')!
        .quote({ url: 'https://shop.example/item/7', title: '商品详情页' }),
    );
    await expect.poll(() => chip.getAttribute('data-quote-type')).toBe('URL');
    expect(await chip.textContent()).toContain('商品详情页');
    await page.evaluate(() => document.querySelector('agent-chat')!.sendMessage('这一页讲什么？'));
    await expect.poll(() => countOf(page, 'answer-finished'), { timeout: 30_000 }).toBe(1);
    const sentQuote = part(part(chat, 'user-message').last(), 'user-quote');
    expect(await sentQuote.getAttribute('data-quote-type')).toBe('URL');
    expect(await sentQuote.textContent()).toContain('商品详情页');
    expect(await chip.count()).toBe(0);
    // The host's text went instead of the draft, which the send cleared.
    expect(await part(chat, 'composer-input').inputValue()).toBe('');
  });

  it('creates and selects conversations, firing conversation-change for each', async () => {
    const page = await openLogged(session.browser, 'chat.html');
    const chat = page.locator('agent-chat');
    await page.evaluate(() => document.querySelector('agent-chat')!.sendMessage('第一个会话'));
    await expect.poll(() => countOf(page, 'answer-finished'), { timeout: 30_000 }).toBe(1);
    const [sent] = await heard(page, 'message-sent');
    const first = (sent!.detail as { conversationId: string }).conversationId;
    const before = await countOf(page, 'conversation-change');
    const created = await page.evaluate(() => document.querySelector('agent-chat')!.newConversation());
    expect(created).toEqual(expect.any(String));
    expect(created).not.toBe(first);
    await expect.poll(() => countOf(page, 'conversation-change')).toBe(before + 1);
    expect((await heard(page, 'conversation-change')).at(-1)?.detail).toEqual({ conversationId: created });
    expect(await part(chat, 'user-message').count()).toBe(0);
    await page.evaluate((id) => document.querySelector('agent-chat')!.selectConversation(id), first);
    await expect.poll(() => part(chat, 'user-message').count()).toBe(1);
    expect((await heard(page, 'conversation-change')).at(-1)?.detail).toEqual({ conversationId: first });
    expect(await countOf(page, 'conversation-change')).toBe(before + 2);
    const current = chat.locator('[part~="conversation-item"][aria-current="true"]');
    await expect.poll(() => current.getAttribute('data-conversation-id')).toBe(first);
  });

  it('saves agent variables, closing the dialog the required ones opened', async () => {
    const page = await openLogged(session.browser, 'chat.html', { agent: 'variables-agent' });
    const chat = page.locator('agent-chat');
    await part(chat, 'variables-dialog').waitFor();
    const saved = await page.evaluate(() =>
      document.querySelector('agent-chat')!.setVariables({ nickname: '小王', city: '上海' }),
    );
    expect(saved).toBe(true);
    await expect.poll(() => part(chat, 'variables-dialog').count()).toBe(0);
    await part(chat, 'open-variables').click();
    expect(await part(part(chat, 'variables-dialog'), 'variable-input').nth(1).inputValue()).toBe('上海');
  });

  it('opens, closes and toggles the launcher, and unread-change follows its badge', async () => {
    const page = await openLogged(session.browser, 'launcher.html');
    const launcher = page.locator('agent-chat-launcher');
    const call = (method: 'open' | 'close' | 'toggle') =>
      page.evaluate((name) => document.querySelector('agent-chat-launcher')![name](), method);
    const isOpen = () => page.evaluate(() => document.querySelector('agent-chat-launcher')!.isOpen);
    await call('open');
    await expect.poll(() => part(launcher, 'launcher-panel').isVisible()).toBe(true);
    expect(await isOpen()).toBe(true);
    await page.evaluate(() =>
      document.querySelector('agent-chat-launcher')!.sendMessage('/scenario push 1500 完成后通知我'),
    );
    await expect.poll(() => countOf(page, 'answer-finished'), { timeout: 30_000 }).toBe(1);
    await call('toggle');
    await expect.poll(() => part(launcher, 'launcher-panel').isVisible()).toBe(false);
    expect(await isOpen()).toBe(false);
    await expect.poll(() => part(launcher, 'launcher-badge').textContent(), { timeout: 10_000 }).toBe('1');
    expect((await heard(page, 'unread-change')).map((event) => event.detail)).toEqual([{ total: 1 }]);
    await call('toggle');
    await expect.poll(() => countOf(page, 'unread-change')).toBe(2);
    expect((await heard(page, 'unread-change')).at(-1)?.detail).toEqual({ total: 0 });
    await call('close');
    await expect.poll(() => countOf(page, 'chat-close')).toBe(2);
    const opens = (await heard(page)).filter(
      (event) => event.name === 'chat-open' || event.name === 'chat-close',
    );
    expect(opens.map((event) => event.name)).toEqual(['chat-open', 'chat-close', 'chat-open', 'chat-close']);
  });

  it('destroy() closes the push socket and a running answer, unmounts, leaves the page and stays silent', async () => {
    const page = await openLogged(session.browser, 'launcher.html');
    const socketStates = () =>
      page.evaluate(() =>
        (window as unknown as { __sockets: WebSocket[] }).__sockets.map((socket) => socket.readyState),
      );
    // The realtime socket of the reference server is open.
    await expect.poll(socketStates).toContain(OPEN);
    await page.evaluate(() => {
      const launcher = document.querySelector('agent-chat-launcher')!;
      launcher.open();
      void launcher.sendMessage('/scenario timeout 不会结束的回答');
    });
    await expect.poll(() => countOf(page, 'message-sent')).toBe(1);
    await page.evaluate(() => {
      const launcher = document.querySelector('agent-chat-launcher')!;
      Object.assign(window, { __destroyed: launcher });
      launcher.destroy();
    });
    await expect.poll(async () => (await socketStates()).every((state) => state === CLOSED)).toBe(true);
    // Gone from the page, nothing rendered is left, and putting it back renders nothing.
    expect(await page.evaluate(() => document.querySelector('agent-chat-launcher'))).toBeNull();
    const destroyed = () =>
      page.evaluate(
        () => (window as unknown as { __destroyed: HTMLElement }).__destroyed.shadowRoot?.childElementCount,
      );
    expect(await destroyed()).toBe(0);
    await page.evaluate(async () => {
      const launcher = (window as unknown as { __destroyed: HTMLElement & { open(): void } }).__destroyed;
      document.body.append(launcher);
      launcher.open();
      await new Promise((done) => requestAnimationFrame(done));
    });
    expect(await destroyed()).toBe(0);
    // The aborted answer and the calls after destroy() tell the page nothing.
    expect(await countOf(page, 'answer-finished')).toBe(0);
    expect(await countOf(page, 'chat-ready')).toBe(1);
    expect(await countOf(page, 'chat-open')).toBe(1);
  });
});

describe('window.AgentChat.init', () => {
  it('creates a launcher from script, appended to the body, configured by properties and attributes', async () => {
    const page = await openLogged(session.browser, 'blank.html');
    await page.addScriptTag({ url: '/dist/agent-chat.js' });
    const where = await page.evaluate(() => {
      const launcher = window.AgentChat!.init({
        agentId: 'demo-agent',
        workspaceId: 'ws-test',
        accessKey: 'demo-access-key',
        'chat-title': '脚本里的助手',
      });
      return {
        parent: launcher.parentElement?.localName,
        tag: launcher.localName,
        title: launcher.chatTitle,
      };
    });
    expect(where).toEqual({ parent: 'body', tag: 'agent-chat-launcher', title: '脚本里的助手' });
    await expect.poll(() => countOf(page, 'chat-ready')).toBe(1);
    await page.evaluate(() => document.querySelector('agent-chat-launcher')!.open());
    const launcher = page.locator('agent-chat-launcher');
    await expect.poll(() => part(launcher, 'title').first().textContent()).toContain('脚本里的助手');
  });
});
