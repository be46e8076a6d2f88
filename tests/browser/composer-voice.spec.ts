import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { cspViolations } from './support/csp';
import { openPage, part, resetServer, serverUrl } from './support/widget';

/** A 16-bit PCM mono WAV of a sine tone: Chromium's fake microphone plays it in a loop. */
function sineWav(frequency: number, seconds: number, rate: number): Buffer {
  const samples = Math.round(seconds * rate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index += 1)
    buffer.writeInt16LE(
      Math.round(0.5 * 32_767 * Math.sin((2 * Math.PI * frequency * index) / rate)),
      44 + index * 2,
    );
  return buffer;
}

const FINAL_440 = /检测到 440 赫兹音频，时长 \d+\.\d 秒$/;
let directory = '';
let allowed: Browser | undefined;
let refused: Browser | undefined;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'agent-chat-voice-'));
  const wav = join(directory, 'tone-440-48k.wav');
  writeFileSync(wav, sineWav(440, 3, 48_000));
  const fakeDevice = ['--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`];
  allowed = await launchChromium([...fakeDevice, '--use-fake-ui-for-media-stream']);
  // No fake UI: with no permission granted, headless Chromium refuses the microphone.
  refused = await launchChromium(fakeDevice);
});
afterAll(async () => {
  await allowed?.close();
  await refused?.close();
  rmSync(directory, { recursive: true, force: true });
});
beforeEach(resetServer);

interface Opened {
  page: Page;
  chat: Locator;
  sockets: { url: string; sent: string[] }[];
}

async function open(
  browser: Browser | undefined,
  name: string,
  options: { width?: number; grant?: boolean; query?: Record<string, string> } = {},
): Promise<Opened> {
  if (!browser) throw new Error('launched in beforeAll');
  const sockets: Opened['sockets'] = [];
  const viewport = { width: options.width ?? 1280, height: 800 };
  const { page } = await openPage(browser, name, options.query, viewport, {
    permissions: options.grant === false ? [] : ['microphone'],
    beforeLoad: (page) => {
      page.on('websocket', (socket) => {
        const record = { url: socket.url(), sent: [] as string[] };
        sockets.push(record);
        socket.on('framesent', (frame) => record.sent.push(String(frame.payload)));
      });
    },
  });
  return { page, chat: page.locator('agent-chat'), sockets };
}

const asrSockets = (opened: Opened) =>
  opened.sockets.filter((socket) => socket.url.includes('/v1/audio/to_text'));
const toast = (chat: Locator) => part(chat, 'toast').textContent();

describe('voice input (Chromium fake microphone: a 440 Hz tone recorded at 48 kHz)', () => {
  it('desktop: the toggle shows partial text live, and the final 16 kHz transcription stays in the input', async () => {
    const opened = await open(allowed, 'chat.csp.html');
    const { page, chat } = opened;
    const input = part(chat, 'composer-input');
    const button = part(chat, 'voice-button');
    await input.fill('前缀：');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    // Partial results arrive while recording, after what was typed.
    await expect.poll(() => input.inputValue(), { timeout: 15_000 }).toMatch(/^前缀：检测到 \d+ 赫兹/);
    await page.waitForTimeout(1500);
    await button.click();
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false');
    await expect
      .poll(() => part(chat, 'voice-button').getAttribute('data-voice-status'), { timeout: 15_000 })
      .toBe('idle');
    const value = await input.inputValue();
    // 440 Hz read by a server that assumes 16 kHz: the widget resampled 48 kHz (or whatever the
    // AudioContext runs at) to 16 kHz. Not sent: no user message appears.
    expect(value).toMatch(/^前缀：/);
    expect(value).toMatch(FINAL_440);
    expect(await part(chat, 'user-message').count()).toBe(0);
    // Credentials travel in the START frame, never in the URL; frames are 4096 samples.
    const [socket] = asrSockets(opened);
    expect(socket?.url).toBe(`${serverUrl().replace(/^http/, 'ws').replace(/\/$/, '')}/v1/audio/to_text`);
    expect(socket?.url).not.toContain('demo-access-key');
    const frames = (socket?.sent ?? []).map(
      (frame) => JSON.parse(frame) as { record_type: string; data: unknown },
    );
    expect(frames[0]).toEqual({
      record_type: 'START',
      data: '',
      workspace_id: 'ws-test',
      access_key: 'demo-access-key',
    });
    const audio = frames.filter((frame) => frame.record_type === 'AUDIO_STREAM');
    expect(audio.length).toBeGreaterThan(2);
    for (const frame of audio.slice(0, -1)) expect((frame.data as number[]).length).toBe(8192);
    expect(frames.at(-1)).toEqual({ record_type: 'STOP', data: '' });
    expect(await cspViolations(page)).toEqual([]);
  });

  it('mobile: mode toggle, 点击 说话, the recorder states, and the result back in the input', async () => {
    const { page, chat } = await open(allowed, 'chat.html', { width: 375 });
    await part(chat, 'voice-mode-toggle').click();
    await expect.poll(() => part(chat, 'composer-input').isVisible()).toBe(false);
    await part(chat, 'voice-tap-to-talk').click();
    const recorder = part(chat, 'voice-recorder');
    await expect.poll(() => recorder.getAttribute('data-voice-status')).toMatch(/start|recording/);
    await expect
      .poll(() => recorder.getAttribute('data-voice-status'), { timeout: 15_000 })
      .toBe('recording');
    await expect
      .poll(() => part(chat, 'voice-transcript').textContent(), { timeout: 15_000 })
      .toMatch(/检测到 \d+ 赫兹/);
    await page.waitForTimeout(1000);
    await part(chat, 'voice-stop').click();
    await expect.poll(() => recorder.count(), { timeout: 15_000 }).toBe(0);
    // Back in input mode so the visitor can edit or send the text.
    const input = part(chat, 'composer-input');
    await expect.poll(() => input.isVisible()).toBe(true);
    await expect.poll(() => input.inputValue()).toMatch(FINAL_440);
    const box = await part(chat, 'voice-mode-toggle').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
  });

  it('mobile: cancel closes the recorder and discards the transcript', async () => {
    const { chat } = await open(allowed, 'chat.html', { width: 375 });
    await part(chat, 'voice-mode-toggle').click();
    await part(chat, 'voice-tap-to-talk').click();
    await expect
      .poll(() => part(chat, 'voice-transcript').textContent(), { timeout: 15_000 })
      .toMatch(/检测到/);
    await part(chat, 'voice-cancel').click();
    await expect.poll(() => part(chat, 'voice-recorder').count()).toBe(0);
    await part(chat, 'voice-mode-toggle').click();
    await expect.poll(() => part(chat, 'composer-input').inputValue()).toBe('');
  });

  it('a server error shows 语音识别出错了 and ends the recording', async () => {
    const asrUrl = new URL('/v1/audio/to_text?simulate=error', serverUrl()).toString();
    // Inner mode: the token from getToken goes in the START frame.
    const opened = await open(allowed, 'chat.html', { query: { 'asr-url': asrUrl, mode: 'inner' } });
    const { chat } = opened;
    await part(chat, 'voice-button').click();
    await expect.poll(() => toast(chat), { timeout: 15_000 }).toBe('语音识别出错了');
    await expect.poll(() => part(chat, 'voice-button').getAttribute('aria-pressed')).toBe('false');
    const [socket] = asrSockets(opened);
    expect(socket?.url).toBe(asrUrl.replace(/^http/, 'ws'));
    expect(JSON.parse(socket?.sent[0] ?? '{}')).toEqual({
      record_type: 'START',
      data: '',
      workspace_id: 'ws-test',
      authorization: 'demo-token',
    });
  });

  it('a refused microphone shows the permission message and is remembered', async () => {
    const { page, chat } = await open(refused, 'chat.html', { grant: false });
    await part(chat, 'voice-button').click();
    await expect.poll(() => toast(chat), { timeout: 15_000 }).toBe('需要麦克风权限才能使用语音输入功能');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('agent-chat:microphone-denied')))
      .toBe('1');
    expect(await part(chat, 'voice-button').getAttribute('aria-pressed')).toBe('false');
    // Pressing again says it again (and asks the browser once more: decision 020).
    await expect.poll(() => part(chat, 'toast').count(), { timeout: 5000 }).toBe(0);
    await part(chat, 'voice-button').click();
    await expect.poll(() => toast(chat), { timeout: 15_000 }).toBe('需要麦克风权限才能使用语音输入功能');
  });
});
