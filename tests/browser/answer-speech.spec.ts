import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { cspViolations } from './support/csp';
import { ask, DESKTOP, expectAnswerFinished, lastAnswer, openPage, part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();

interface Scheduled {
  sampleRate: number;
  length: number;
  duration: number;
  when: number;
}

interface Recorded {
  buffers: Scheduled[];
  contexts: number;
  closed: number;
}

/**
 * Runs before the widget: records every buffer the real Web Audio path schedules and every context
 * it opens and closes. The widget's own code runs unchanged on top of the real Chromium audio stack.
 */
function recordAudio() {
  const record: Recorded = { buffers: [], contexts: 0, closed: 0 };
  (window as unknown as { __speech: Recorded }).__speech = record;
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: number[]) {
    const buffer = this.buffer;
    if (buffer) {
      const { sampleRate, length, duration } = buffer;
      record.buffers.push({ sampleRate, length, duration, when: args[0] ?? 0 });
    }
    return start.apply(this, args as []);
  };
  const close = AudioContext.prototype.close;
  AudioContext.prototype.close = function (this: AudioContext) {
    record.closed += 1;
    return close.call(this);
  };
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      record.contexts += 1;
    }
  };
}

async function openRecordedPage(name: string, query: Record<string, string> = {}) {
  const sockets: string[] = [];
  const { page, problems } = await openPage(session.browser, name, query, DESKTOP, {
    beforeLoad: async (page) => {
      await page.addInitScript(recordAudio);
      page.on('websocket', (socket) => sockets.push(socket.url()));
    },
  });
  return { page, problems, sockets, chat: page.locator('agent-chat') };
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __speech: Recorded }).__speech);
const pressed = (answer: Locator) => part(answer, 'speak-button').getAttribute('aria-pressed');

async function speechLog(): Promise<Array<{ url: string; text: string; samples: number }>> {
  return (await (await fetch(new URL('/__test/speech', serverUrl()))).json()).data;
}

describe('answer speech playback', () => {
  it('plays a finished answer as gap-free 24 kHz buffers of what the server synthesized, then ends', async () => {
    const { page, chat, problems, sockets } = await openRecordedPage('chat.csp.html');
    await ask(chat, '/scenario speech');
    await expectAnswerFinished(chat);
    const speak = part(lastAnswer(chat), 'speak-button');
    expect(await speak.getAttribute('aria-label')).toBe('朗读');
    await speak.click();
    await expect.poll(() => pressed(lastAnswer(chat))).toBe('true');
    expect(await speak.getAttribute('aria-label')).toBe('停止朗读');
    await expect.poll(() => pressed(lastAnswer(chat)), { timeout: 10_000 }).toBe('false');
    const { buffers, contexts, closed } = await recorded(page);
    const [log] = await speechLog();
    // The answer's markdown is read as plain text, without the link's address.
    expect(log?.text).toBe(
      '你好，这是朗读测试。这段回答会被读出来，每个字六十毫秒，句子之间有短暂的停顿。最后一句到此结束。',
    );
    expect(buffers.length).toBeGreaterThanOrEqual(2);
    expect(buffers.every((buffer) => buffer.sampleRate === 24000)).toBe(true);
    for (let index = 1; index < buffers.length; index += 1) {
      const previous = buffers[index - 1] as Scheduled;
      expect(Math.abs((buffers[index] as Scheduled).when - (previous.when + previous.duration))).toBeLessThan(
        0.001,
      );
    }
    expect(buffers.reduce((sum, buffer) => sum + buffer.length, 0)).toBe(log?.samples);
    expect([contexts, closed]).toEqual([1, 1]);
    // Credentials travel in the first frame, never in the address.
    expect(sockets.filter((url) => url.includes('to_speech'))).toEqual([
      `${serverUrl().replace('http', 'ws')}v1/audio/to_speech`,
    ]);
    expect(log?.url).toBe('/v1/audio/to_speech');
    expect(await cspViolations(page)).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });

  it('stops when pressed again, and when another answer starts', async () => {
    const { page, chat } = await openRecordedPage('chat.html');
    await ask(chat, '第一问');
    await expectAnswerFinished(chat);
    await ask(chat, '第二问');
    await expectAnswerFinished(chat);
    const [first, second] = [part(chat, 'assistant-message').nth(0), part(chat, 'assistant-message').nth(1)];
    await part(first, 'speak-button').click();
    await expect.poll(() => pressed(first)).toBe('true');
    await expect
      .poll(async () => (await recorded(page)).buffers.length, { timeout: 5000 })
      .toBeGreaterThan(0);
    await part(second, 'speak-button').click();
    await expect.poll(() => pressed(first)).toBe('false');
    await expect.poll(() => pressed(second)).toBe('true');
    expect((await recorded(page)).closed).toBe(1);
    await part(second, 'speak-button').click();
    await expect.poll(() => pressed(second)).toBe('false');
    expect(await recorded(page)).toMatchObject({ contexts: 2, closed: 2 });
  });

  it('stops when the visitor sends a message', async () => {
    const { page, chat } = await openRecordedPage('chat.html');
    await ask(chat, '第一问');
    await expectAnswerFinished(chat);
    await part(lastAnswer(chat), 'speak-button').click();
    await expect.poll(() => pressed(lastAnswer(chat))).toBe('true');
    await ask(chat, '第二问');
    await expect.poll(async () => (await recorded(page)).closed).toBe(1);
    await expectAnswerFinished(chat);
    expect(
      await part(chat, 'speak-button').evaluateAll((buttons) => buttons.map((b) => b.ariaPressed)),
    ).toEqual(['false', 'false']);
  });

  it('stops when its button goes away: the element removed from the page', async () => {
    const { page, chat } = await openRecordedPage('chat.html');
    await ask(chat, '第一问');
    await expectAnswerFinished(chat);
    await part(lastAnswer(chat), 'speak-button').click();
    await expect.poll(() => pressed(lastAnswer(chat))).toBe('true');
    await chat.evaluate((element) => element.remove());
    await expect.poll(async () => (await recorded(page)).closed).toBe(1);
  });

  it('is reached by keyboard with a visible focus ring, and Enter starts and stops it', async () => {
    const { chat } = await openRecordedPage('chat.html');
    await ask(chat, '/scenario speech');
    await expectAnswerFinished(chat);
    const answer = lastAnswer(chat);
    await part(answer, 'copy-button').focus();
    await part(answer, 'copy-button').press('Tab');
    const speak = part(answer, 'speak-button');
    expect(await speak.evaluate((button) => button.matches(':focus-visible'))).toBe(true);
    expect(await speak.evaluate((button) => getComputedStyle(button).boxShadow)).not.toBe('none');
    await speak.press('Enter');
    await expect.poll(() => pressed(answer)).toBe('true');
    await speak.press('Enter');
    await expect.poll(() => pressed(answer)).toBe('false');
  });

  it.each([
    ['speech-fail', '语音播放失败: 语音服务暂时不可用'],
    ['speech-bad-audio', '音频处理失败'],
    ['speech-empty', '没有内容需要播放'],
  ])('/scenario %s toasts %s', async (scenario, toast) => {
    const { chat } = await openRecordedPage('chat.html', { mode: 'inner' });
    await ask(chat, `/scenario ${scenario}`);
    await expectAnswerFinished(chat);
    await part(lastAnswer(chat), 'speak-button').click();
    await expect.poll(() => part(chat, 'toast').textContent()).toBe(toast);
    await expect.poll(() => pressed(lastAnswer(chat))).toBe('false');
  });
});
