import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { ask, expectAnswerFinished, lastAnswer, openPage, part } from './support/widget';

/**
 * Screen readers (decision 030): one polite status region per chat says each finished answer once,
 * as plain text, and a failure or 已停止生成; the message list is not a live region.
 */
const session = browserSessionForThisFile();
/** The speech scenario's answer (demo/server/scripted-extras.mjs) without its markdown. */
const SPEECH_WORDS =
  '你好，这是朗读测试。这段回答会被读出来，每个字六十毫秒，句子之间有短暂的停顿。最后一句到此结束。';

interface Heard {
  text: string;
  /** The last answer's data-streaming when the words were added. */
  streaming: string | null;
}

/** Records every text added to the chat's status region from now on. */
async function listen(chat: Locator): Promise<void> {
  await part(chat, 'announcer').waitFor({ state: 'attached' });
  await chat.evaluate((host) => {
    const root = host.shadowRoot as ShadowRoot;
    const region = root.querySelector('[part~="announcer"]') as HTMLElement;
    const heard: Heard[] = [];
    (window as unknown as { __heard: Heard[] }).__heard = heard;
    new MutationObserver((mutations) => {
      const answers = root.querySelectorAll('[part~="assistant-message"]');
      const streaming = answers[answers.length - 1]?.getAttribute('data-streaming') ?? null;
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) heard.push({ text: node.textContent ?? '', streaming });
        if (mutation.type === 'characterData')
          heard.push({ text: mutation.target.textContent ?? '', streaming });
      }
    }).observe(region, { childList: true, subtree: true, characterData: true });
  });
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { __heard: Heard[] }).__heard);
const heardTexts = async (page: Page) => (await heard(page)).map((entry) => entry.text);

async function openChat() {
  const { page } = await openPage(session.browser, 'chat.html');
  const chat = page.locator('agent-chat');
  await part(chat, 'composer-input').waitFor();
  await listen(chat);
  return { page, chat };
}

describe('the status region', () => {
  it('announces a streamed answer exactly once, after it finished, as plain text', async () => {
    const { page, chat } = await openChat();
    expect(
      await chat.evaluate((host) => host.shadowRoot?.querySelectorAll('[aria-live], [role="log"]').length),
    ).toBe(0);
    await ask(chat, '/scenario speech');
    await expectAnswerFinished(chat);
    await expect.poll(() => heard(page)).toEqual([{ text: SPEECH_WORDS, streaming: 'false' }]);

    // The next answer (with reasoning, a table and code) is announced once too, without its
    // reasoning and without markdown syntax; the first is not repeated.
    await ask(chat, '如何提升团队效率？');
    await expectAnswerFinished(chat);
    await expect.poll(async () => (await heard(page)).length).toBe(2);
    const [, second] = await heard(page);
    expect(second?.streaming).toBe('false');
    const reasoning = await part(lastAnswer(chat), 'think-content').textContent();
    expect(reasoning?.trim()).not.toBe('');
    expect(second?.text).not.toContain(reasoning?.trim().slice(0, 12));
    expect(second?.text).not.toMatch(/\*\*|```|\|\s*---/);
  });

  it('announces 已停止生成 once when the visitor stops an answer', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario slow 停下');
    await expect.poll(() => part(lastAnswer(chat), 'answer-content').count(), { timeout: 15_000 }).toBe(1);
    await part(chat, 'stop-button').click();
    await expectAnswerFinished(chat);
    await expect.poll(() => heardTexts(page)).toEqual(['已停止生成']);
  });

  it('announces a failed answer once with its error, and nothing from a reloaded history', async () => {
    const { page, chat } = await openChat();
    await ask(chat, '/scenario error');
    await expectAnswerFinished(chat);
    await expect.poll(() => heardTexts(page)).toEqual(['回答失败：模型服务暂时不可用']);

    await page.reload();
    const reloaded = page.locator('agent-chat');
    await listen(reloaded);
    await expect.poll(() => part(reloaded, 'assistant-message').count(), { timeout: 10_000 }).toBe(1);
    expect(await heardTexts(page)).toEqual([]);
  });

  it('says who speaks in each message and sets the language on the widget root', async () => {
    const { chat } = await openChat();
    await ask(chat, '你好');
    await expectAnswerFinished(chat);
    expect(await part(chat, 'chat').getAttribute('lang')).toBe('zh-CN');
    // A visually hidden name at the start of each message (1 px, clipped).
    const hiddenName = (message: Locator, name: string) =>
      message.evaluate((element, text) => {
        const label = [...element.querySelectorAll('span')].find((span) => span.textContent === text);
        return label ? Math.round(label.getBoundingClientRect().width) : null;
      }, name);
    expect(await hiddenName(part(chat, 'user-message').first(), '我')).toBe(1);
    expect(await hiddenName(part(chat, 'assistant-message').first(), '小智助手')).toBe(1);
  });
});
