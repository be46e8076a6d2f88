import { describe, expect, it } from 'vitest';
import { sendMessageAtom } from '../../src/state/actions/send-message';
import { SPEECH_FLUSH_MS, stopSpeechAtom, toggleSpeechAtom } from '../../src/state/actions/speech-playback';
import { configAtom, createChatStore, EMPTY_CHAT_CONFIG, toastAtom } from '../../src/state/chat-store';
import { speechAtom } from '../../src/state/speech-state';
import { createFakeAudioOutputs } from '../helpers/fake-audio-output';
import { createFakeFetch, ok } from '../helpers/fake-server';
import { createSocketFactory, FakeWebSocket } from '../helpers/fake-websocket';
import { createManualClock } from '../helpers/manual-clock';
import { sse } from '../helpers/stream-response';

/** `samples` samples of 16-bit PCM as one audio frame. */
function audioFrame(samples: number, from = 0): string {
  const bytes = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index += 1) bytes.writeInt16LE((from + index) % 1000, index * 2);
  return JSON.stringify({ audio: { data: bytes.toString('base64') } });
}

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(config: Partial<typeof EMPTY_CHAT_CONFIG> = {}) {
  const clock = createManualClock();
  const audio = createFakeAudioOutputs();
  const server = createFakeFetch({
    'chat/conversation/create': () => ok({ conversation_id: 'c1' }),
    'chat/get_title': () => ok({ title: 't' }),
    chat_messages: () => new Response(sse({ type: 'TEXT', content: '答' })),
  });
  const store = createChatStore({
    fetch: server.fetch,
    clock,
    createSocket: createSocketFactory(),
    createAudioOutput: audio.create,
    pageOrigin: 'https://page.example',
  });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k', ...config });
  return { store, clock, audio };
}

async function startAndOpen(store: ReturnType<typeof setup>['store'], messageId = 'm1', text = '你好。') {
  store.set(toggleSpeechAtom, { messageId, text });
  const socket = FakeWebSocket.instances.at(-1)!;
  socket.serverOpen();
  await flushPromises();
  return socket;
}

describe('speech playback', () => {
  it('sends the text and credentials in the first frame, never in the URL', async () => {
    const { store } = setup({ baseUrl: 'https://api.example/' });
    const socket = await startAndOpen(store);
    expect(socket.url).toBe('wss://api.example/v1/audio/to_speech');
    expect(JSON.parse(socket.sent[0]!)).toEqual({ text: '你好。', workspace_id: 'w', access_key: 'k' });
    expect(store.get(speechAtom)).toEqual({ status: 'connecting', messageId: 'm1' });
  });

  it('uses the page origin without a base-url, tts-url as the whole address, a token in inner mode', async () => {
    const first = setup({ accessKey: undefined, getToken: () => Promise.resolve('tok') });
    const socket = await startAndOpen(first.store);
    expect(socket.url).toBe('wss://page.example/v1/audio/to_speech');
    expect(JSON.parse(socket.sent[0]!)).toMatchObject({ authorization: 'tok' });
    const second = setup({ ttsUrl: 'http://tts.example/speak' });
    second.store.set(toggleSpeechAtom, { messageId: 'm1', text: '好' });
    expect(FakeWebSocket.instances.at(-1)!.url).toBe('ws://tts.example/speak');
  });

  it('flushes every second into buffers scheduled back to back, and ends after the last one', async () => {
    const { store, clock, audio } = setup();
    const socket = await startAndOpen(store);
    socket.serverSend(audioFrame(2400));
    socket.serverSend(audioFrame(2400, 2400));
    expect(audio.outputs[0]!.sounds).toHaveLength(0);
    clock.advance(SPEECH_FLUSH_MS);
    const output = audio.outputs[0]!;
    expect(output.sounds.map((sound) => [sound.length, sound.sampleRate, sound.when])).toEqual([
      [4800, 24000, 0],
    ]);
    expect(store.get(speechAtom)).toEqual({ status: 'playing', messageId: 'm1' });
    output.time = 0.1;
    socket.serverSend(audioFrame(1200));
    socket.serverSend(JSON.stringify({ finish_reason: 'stop' }));
    expect(output.sounds.map((sound) => [sound.length, sound.when])).toEqual([
      [4800, 0],
      [1200, 0.2],
    ]);
    output.sounds[0]!.end();
    expect(store.get(speechAtom).status).toBe('playing');
    output.sounds[1]!.end();
    expect(store.get(speechAtom)).toEqual({ status: 'idle' });
    expect(output.closed).toBe(true);
    expect(socket.readyState).toBe(3);
  });

  it('starts the flush clock with the first audio, not the click', async () => {
    const { store, clock, audio } = setup();
    const socket = await startAndOpen(store);
    clock.advance(5000);
    expect(clock.pending()).toBe(0);
    socket.serverSend(audioFrame(2400));
    clock.advance(SPEECH_FLUSH_MS - 1);
    expect(audio.outputs[0]!.sounds).toHaveLength(0);
    clock.advance(1);
    expect(audio.outputs[0]!.sounds).toHaveLength(1);
  });

  it('starts now when playback ran dry, and carries an odd byte between frames', async () => {
    const { store, clock, audio } = setup();
    const socket = await startAndOpen(store);
    const bytes = Buffer.alloc(2400 * 2, 1);
    socket.serverSend(JSON.stringify({ audio: { data: bytes.subarray(0, 2401).toString('base64') } }));
    clock.advance(SPEECH_FLUSH_MS);
    audio.outputs[0]!.time = 5;
    socket.serverSend(JSON.stringify({ audio: { data: bytes.subarray(2401).toString('base64') } }));
    clock.advance(SPEECH_FLUSH_MS);
    expect(audio.outputs[0]!.sounds.map((sound) => [sound.length, sound.when])).toEqual([
      [1200, 0],
      [1200, 5],
    ]);
  });

  it('stops when pressed again, when another answer starts, and on stopSpeechAtom', async () => {
    const { store, clock, audio } = setup();
    const first = await startAndOpen(store, 'm1');
    first.serverSend(audioFrame(2400));
    clock.advance(SPEECH_FLUSH_MS);
    store.set(toggleSpeechAtom, { messageId: 'm1', text: '你好。' });
    expect(store.get(speechAtom)).toEqual({ status: 'idle' });
    expect(audio.outputs[0]).toMatchObject({ closed: true });
    expect(audio.outputs[0]!.sounds[0]!.stopped).toBe(true);
    expect(first.readyState).toBe(3);
    await startAndOpen(store, 'm1');
    const other = await startAndOpen(store, 'm2');
    expect(audio.outputs[1]!.closed).toBe(true);
    expect(store.get(speechAtom)).toEqual({ status: 'connecting', messageId: 'm2' });
    store.set(stopSpeechAtom);
    expect(store.get(speechAtom)).toEqual({ status: 'idle' });
    expect(other.readyState).toBe(3);
    expect(clock.pending()).toBe(0);
  });

  it('stops when the visitor sends a message', async () => {
    const { store } = setup();
    await startAndOpen(store);
    await store.set(sendMessageAtom, { content: '下一个问题' });
    expect(store.get(speechAtom)).toEqual({ status: 'idle' });
  });

  it('toasts 没有内容需要播放 for an empty answer and opens nothing', () => {
    const { store } = setup();
    store.set(toggleSpeechAtom, { messageId: 'm1', text: '  \n' });
    expect(store.get(toastAtom)?.text).toBe('没有内容需要播放');
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it.each([
    [JSON.stringify({ error: '配额不足' }), '语音播放失败: 配额不足'],
    [JSON.stringify({ error: { code: 1 } }), '语音播放失败'],
    [JSON.stringify({ audio: { data: '@@@@' } }), '音频处理失败'],
    [JSON.stringify({ audio: { data: 42 } }), '音频处理失败'],
  ])('ends with a toast on %s', async (frame, toast) => {
    const { store, audio } = setup();
    const socket = await startAndOpen(store);
    socket.serverSend(frame);
    expect(store.get(toastAtom)?.text).toBe(toast);
    expect(store.get(speechAtom)).toEqual({ status: 'idle' });
    expect(audio.outputs[0]!.closed).toBe(true);
  });

  it('fails with 语音播放失败 when the socket closes before finishing', async () => {
    const { store } = setup();
    const socket = await startAndOpen(store);
    socket.serverClose();
    expect(store.get(toastAtom)?.text).toBe('语音播放失败');
    expect(store.get(speechAtom)).toEqual({ status: 'idle' });
  });
});
