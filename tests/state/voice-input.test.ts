import { describe, expect, it } from 'vitest';
import { texts } from '../../src/i18n/texts';
import { createMemoryStorage } from '../../src/platform/namespaced-storage';
import { MicrophoneError, type OpenMicrophone } from '../../src/realtime/microphone';
import { toggleSpeechAtom } from '../../src/state/actions/speech-playback';
import {
  cancelVoiceAtom,
  openRecorderAtom,
  startVoiceAtom,
  stopVoiceAtom,
  toggleVoiceAtom,
  VOICE_RESULT_TIMEOUT_MS,
} from '../../src/state/actions/voice-input';
import {
  configAtom,
  createChatStore,
  draftAtom,
  EMPTY_CHAT_CONFIG,
  toastAtom,
} from '../../src/state/chat-store';
import { speechAtom } from '../../src/state/speech-state';
import {
  inputModeAtom,
  MICROPHONE_DENIED_KEY,
  recorderOpenAtom,
  voiceLevelAtom,
  voiceStatusAtom,
} from '../../src/state/voice-state';
import { createSocketFactory, FakeWebSocket } from '../helpers/fake-websocket';
import { createManualClock } from '../helpers/manual-clock';
import { flush } from '../helpers/stream-response';

function fakeMicrophone() {
  type Feed = (samples: Float32Array, sampleRate: number) => void;
  const microphone = {
    feed: (() => undefined) as Feed,
    stopped: 0,
    failWith: null as unknown,
  };
  const open: OpenMicrophone = async (onAudio) => {
    if (microphone.failWith) throw microphone.failWith;
    microphone.feed = onAudio;
    return {
      stop: () => {
        microphone.stopped += 1;
      },
    };
  };
  return { microphone, open };
}

function setup(config: Partial<typeof EMPTY_CHAT_CONFIG> = {}) {
  const clock = createManualClock();
  const storage = createMemoryStorage();
  const { microphone, open } = fakeMicrophone();
  const reports: unknown[] = [];
  const store = createChatStore({
    clock,
    storage,
    openMicrophone: open,
    createAudioOutput: () => ({
      currentTime: () => 0,
      play: () => ({ stop: () => undefined }),
      close: () => undefined,
    }),
    createSocket: createSocketFactory(),
    pageOrigin: 'https://host.example',
    reportError: (report) => reports.push(report),
  });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k', ...config });
  const socket = () => FakeWebSocket.instances.at(-1)!;
  const server = (name: string, payload?: object) =>
    socket().serverSend(JSON.stringify({ header: { name }, ...(payload ? { payload } : {}) }));
  const sent = () =>
    socket().sent.map((frame) => JSON.parse(frame) as { record_type: string; data: unknown });
  return { store, clock, storage, microphone, socket, server, sent, reports };
}

/** Starts an inline recording and opens its socket. */
async function recording(context: ReturnType<typeof setup>) {
  void context.store.set(startVoiceAtom, 'inline');
  await flush();
  context.socket().serverOpen();
  await flush();
}

describe('voice input', () => {
  it('stops an answer being read aloud when a recording starts', async () => {
    const context = setup();
    context.store.set(toggleSpeechAtom, { messageId: 'ASSISTANT-1', text: '你好' });
    expect(context.store.get(speechAtom).status).not.toBe('idle');
    await recording(context);
    expect(context.store.get(speechAtom)).toEqual({ status: 'idle' });
  });

  it('connects to {base}/v1/audio/to_text with the credentials in the START frame only', async () => {
    const context = setup();
    await recording(context);
    expect(context.socket().url).toBe('wss://host.example/v1/audio/to_text');
    expect(context.sent()[0]).toEqual({ record_type: 'START', data: '', workspace_id: 'w', access_key: 'k' });
    expect(context.store.get(voiceStatusAtom)).toMatchObject({ status: 'recording', surface: 'inline' });
  });

  it('uses the asr-url as the whole address, and a token provider in inner mode', async () => {
    const context = setup({
      asrUrl: 'http://asr.example/x',
      accessKey: undefined,
      getToken: async () => 't1',
    });
    await recording(context);
    expect(context.socket().url).toBe('ws://asr.example/x');
    expect(context.sent()[0]).toMatchObject({ record_type: 'START', authorization: 't1' });
    expect(JSON.stringify(context.sent()[0])).not.toContain('access_key');
  });

  it('streams 16 kHz frames of 4096 samples as byte arrays, then the rest and STOP', async () => {
    const context = setup();
    await recording(context);
    // 3 × 4096 samples at 48 kHz = 4096 samples at 16 kHz: one frame; then 300 more input samples.
    for (let chunk = 0; chunk < 3; chunk += 1)
      context.microphone.feed(new Float32Array(4096).fill(0.25), 48_000);
    context.microphone.feed(new Float32Array(300), 48_000);
    expect(context.store.get(voiceLevelAtom)).toBe(0);
    const audio = context.sent().filter((frame) => frame.record_type === 'AUDIO_STREAM');
    expect(audio).toHaveLength(1);
    expect(audio[0]?.data).toHaveLength(8192);
    expect((audio[0]?.data as number[] | undefined)?.slice(0, 2)).toEqual([0x00, 0x20]);
    context.store.set(stopVoiceAtom);
    const frames = context.sent();
    expect(frames.at(-2)).toMatchObject({ record_type: 'AUDIO_STREAM' });
    expect((frames.at(-2)?.data as number[] | undefined)?.length).toBe(200);
    expect(frames.at(-1)).toEqual({ record_type: 'STOP', data: '' });
    expect(context.microphone.stopped).toBe(1);
    expect(context.store.get(voiceStatusAtom)).toMatchObject({ status: 'stop', failed: false });
  });

  it('queues audio captured while connecting and sends it after START', async () => {
    const context = setup();
    void context.store.set(startVoiceAtom, 'inline');
    await flush();
    expect(context.store.get(voiceStatusAtom).status).toBe('start');
    context.microphone.feed(new Float32Array(4096), 16_000);
    expect(context.socket().sent).toHaveLength(0);
    context.socket().serverOpen();
    await flush();
    expect(context.sent().map((frame) => frame.record_type)).toEqual(['START', 'AUDIO_STREAM']);
  });

  it('shows partial results live after the typed text and keeps the joined text on completion', async () => {
    const context = setup();
    context.store.set(draftAtom, '前文');
    await recording(context);
    context.server('TranscriptionStarted');
    context.server('SentenceBegin', { index: 0 });
    context.server('TranscriptionResultChanged', { index: 0, result: '你好' });
    expect(context.store.get(draftAtom)).toBe('前文你好');
    context.server('SentenceEnd', { index: 0, result: '你好。' });
    context.server('TranscriptionResultChanged', { index: 1, result: '世界' });
    expect(context.store.get(draftAtom)).toBe('前文你好。世界');
    expect(context.store.get(voiceStatusAtom)).toMatchObject({ transcript: '你好。世界' });
    context.store.set(stopVoiceAtom);
    context.server('SentenceEnd', { index: 1, result: '世界。' });
    context.server('TranscriptionCompleted');
    expect(context.store.get(draftAtom)).toBe('前文你好。世界。');
    expect(context.store.get(voiceStatusAtom)).toEqual({ status: 'idle' });
    expect(context.socket().readyState).toBe(3);
  });

  it('turns a server error into 语音识别出错了 and the stop state', async () => {
    const context = setup();
    await recording(context);
    context.socket().serverSend(JSON.stringify({ success: false, message: 'boom' }));
    expect(context.store.get(toastAtom)?.text).toBe(texts.speechRecognitionFailed);
    expect(context.store.get(voiceStatusAtom)).toMatchObject({ status: 'stop', failed: true });
    expect(context.microphone.stopped).toBe(1);
    expect(context.reports).toHaveLength(1);
    // A failed recording does not block the next one.
    await recording(context);
    expect(context.store.get(voiceStatusAtom).status).toBe('recording');
  });

  it('fails when the socket closes early or the final result never comes', async () => {
    const context = setup();
    await recording(context);
    context.socket().serverClose();
    expect(context.store.get(voiceStatusAtom)).toMatchObject({ status: 'stop', failed: true });
    await recording(context);
    context.store.set(stopVoiceAtom);
    context.clock.advance(VOICE_RESULT_TIMEOUT_MS);
    expect(context.store.get(voiceStatusAtom)).toMatchObject({ status: 'stop', failed: true });
  });

  it('remembers a refused microphone, says so again on the next press, and forgets it once allowed', async () => {
    const context = setup();
    context.microphone.failWith = new MicrophoneError('denied');
    void context.store.set(startVoiceAtom, 'inline');
    await flush();
    expect(context.store.get(toastAtom)?.text).toBe(texts.microphoneDenied);
    expect(context.storage.get(MICROPHONE_DENIED_KEY)).toBe('1');
    expect(context.store.get(voiceStatusAtom)).toEqual({ status: 'idle' });
    expect(FakeWebSocket.instances).toHaveLength(0);
    context.store.set(toastAtom, null);
    context.microphone.failWith = null;
    void context.store.set(startVoiceAtom, 'inline');
    expect(context.store.get(toastAtom)?.text).toBe(texts.microphoneDenied);
    await flush();
    expect(context.storage.get(MICROPHONE_DENIED_KEY)).toBeUndefined();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('a missing microphone is a recognition failure, not a refusal', async () => {
    const context = setup();
    context.microphone.failWith = new MicrophoneError('unavailable');
    void context.store.set(startVoiceAtom, 'inline');
    await flush();
    expect(context.store.get(toastAtom)?.text).toBe(texts.speechRecognitionFailed);
    expect(context.storage.get(MICROPHONE_DENIED_KEY)).toBeUndefined();
  });

  it('the recorder: cancel discards, completion fills the input and returns to input mode', async () => {
    const context = setup();
    context.store.set(inputModeAtom, 'voice');
    context.store.set(openRecorderAtom);
    await flush();
    expect(context.store.get(recorderOpenAtom)).toBe(true);
    context.socket().serverOpen();
    await flush();
    context.server('TranscriptionResultChanged', { index: 0, result: '草稿' });
    expect(context.store.get(draftAtom)).toBe('');
    expect(context.store.get(voiceStatusAtom)).toMatchObject({ status: 'recording', transcript: '草稿' });
    context.store.set(cancelVoiceAtom);
    expect(context.store.get(recorderOpenAtom)).toBe(false);
    expect(context.store.get(draftAtom)).toBe('');
    expect(context.socket().readyState).toBe(3);
    context.store.set(openRecorderAtom);
    await flush();
    context.socket().serverOpen();
    await flush();
    context.store.set(stopVoiceAtom);
    context.server('SentenceEnd', { index: 0, result: '结果。' });
    context.server('TranscriptionCompleted');
    expect(context.store.get(draftAtom)).toBe('结果。');
    expect(context.store.get(inputModeAtom)).toBe('input');
    expect(context.store.get(recorderOpenAtom)).toBe(false);
  });

  it('the inline toggle starts, stops, and ignores presses while the result is awaited', async () => {
    const { store, socket } = setup();
    store.set(toggleVoiceAtom);
    await flush();
    expect(store.get(voiceStatusAtom).status).toBe('start');
    socket().serverOpen();
    await flush();
    store.set(toggleVoiceAtom);
    expect(store.get(voiceStatusAtom)).toMatchObject({ status: 'stop', failed: false });
    store.set(toggleVoiceAtom);
    await flush();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
