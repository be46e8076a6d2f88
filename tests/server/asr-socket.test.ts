// @vitest-environment node
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  createTranscriber,
  decodePcm,
  describeSound,
  dominantFrequency,
} from '../../demo/server/asr-transcriber.mjs';
import { type Json, startReferenceServer } from './server-harness';

const { url } = startReferenceServer();

/** A tone as 16-bit little-endian byte values, at the given rate, cut into frames of 4096 samples. */
function toneFrames(frequency: number, seconds: number, rate = 16_000, amplitude = 0.5): number[][] {
  const total = Math.round(seconds * rate);
  const frames: number[][] = [];
  for (let start = 0; start < total; start += 4096) {
    const bytes: number[] = [];
    for (let index = start; index < Math.min(total, start + 4096); index += 1) {
      const value =
        Math.round(amplitude * 32_767 * Math.sin((2 * Math.PI * frequency * index) / rate)) & 0xffff;
      bytes.push(value & 0xff, value >> 8);
    }
    frames.push(bytes);
  }
  return frames;
}

const silence = (samples: number) => new Array<number>(samples * 2).fill(0);

describe('deterministic transcription', () => {
  it('decodes little-endian 16-bit samples', () => {
    expect([...(decodePcm([0, 0x80, 0xff, 0x7f, 0xff, 0xff]) ?? [])]).toEqual([
      -1,
      32_767 / 32_768,
      -1 / 32_768,
    ]);
    expect(decodePcm([1])).toBeNull();
    expect(decodePcm([256, 0])).toBeNull();
  });

  it('reads the frequency of a tone at 16 kHz, and a third of it for 48 kHz samples labelled 16 kHz', () => {
    const tone = (rate: number) =>
      Float32Array.from({ length: 32_000 }, (_, index) => 0.5 * Math.sin((2 * Math.PI * 440 * index) / rate));
    expect(dominantFrequency(tone(16_000))).toBe(440);
    expect(dominantFrequency(tone(48_000))).toBe(147);
    expect(describeSound(tone(16_000))).toBe('检测到 440 赫兹音频，时长 2.0 秒');
    expect(dominantFrequency(new Float32Array(100))).toBeNull();
  });

  it('begins a sentence at sound, updates it per frame and ends it at half a second of silence', () => {
    const transcriber = createTranscriber();
    const names: string[] = [];
    const results: string[] = [];
    const feed = (bytes: number[]) => {
      const answer = transcriber.audio(bytes);
      expect(answer.error).toBeUndefined();
      for (const frame of answer.frames ?? []) {
        names.push(frame.header.name);
        if (frame.payload?.result) results.push(frame.payload.result);
      }
    };
    for (const frame of toneFrames(440, 1).slice(0, 3)) feed(frame);
    for (let count = 0; count < 2; count += 1) feed(silence(4096));
    for (const frame of toneFrames(880, 4096 / 16_000)) feed(frame);
    for (const frame of transcriber.stop().frames) names.push(frame.header.name);
    expect(names).toEqual([
      'SentenceBegin',
      'TranscriptionResultChanged',
      'TranscriptionResultChanged',
      'TranscriptionResultChanged',
      'TranscriptionResultChanged',
      'SentenceEnd',
      'SentenceBegin',
      'TranscriptionResultChanged',
      'SentenceEnd',
      'TranscriptionCompleted',
    ]);
    // The trailing silence is not part of the sentence: 3 frames of tone are 0.77 s.
    expect(results[4]).toBe('检测到 440 赫兹音频，时长 0.8 秒');
    expect(results.at(-1)).toBe('检测到 880 赫兹音频，时长 0.3 秒');
  });

  it('accepts a short last frame only, and refuses frames that are not bytes', () => {
    const transcriber = createTranscriber();
    expect(transcriber.audio(silence(4097)).error).toContain('4096');
    expect(transcriber.audio([300, 0]).error).toBeTruthy();
    expect(transcriber.audio(silence(100)).error).toBeUndefined();
    expect(transcriber.audio(silence(4096)).error).toContain('最后一帧');
  });
});

/** Opens the socket, sends the frames, collects the answers until the server closes. */
function converse(frames: unknown[], path = '/v1/audio/to_text'): Promise<{ answers: Json[]; code: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url(path).toString().replace(/^http/, 'ws'));
    const answers: Json[] = [];
    socket.on('open', () => {
      for (const frame of frames) socket.send(JSON.stringify(frame));
    });
    socket.on('message', (data) => answers.push(JSON.parse(String(data))));
    socket.on('close', (code) => resolve({ answers, code }));
    socket.on('error', reject);
  });
}

const START = { record_type: 'START', data: '', workspace_id: 'ws-1', access_key: 'demo-access-key' };
const STOP = { record_type: 'STOP', data: '' };

describe('the /v1/audio/to_text socket', () => {
  it('transcribes 16 kHz frames and completes after STOP', async () => {
    const audio = toneFrames(440, 2).map((data) => ({ record_type: 'AUDIO_STREAM', data }));
    const { answers, code } = await converse([START, ...audio, STOP]);
    expect(code).toBe(1000);
    expect(answers[0]).toEqual({ header: { name: 'TranscriptionStarted' } });
    expect(answers.at(-2)).toEqual({
      header: { name: 'SentenceEnd' },
      payload: { index: 0, result: '检测到 440 赫兹音频，时长 2.0 秒' },
    });
    expect(answers.at(-1)).toEqual({ header: { name: 'TranscriptionCompleted' } });
  });

  it('checks the START frame credentials (access key or token)', async () => {
    const refused = await converse([{ ...START, access_key: 'wrong' }]);
    expect(refused.answers).toEqual([{ success: false, message: '鉴权失败' }]);
    expect(refused.code).toBe(4401);
    const inner = {
      record_type: 'START',
      data: '',
      workspace_id: 'ws-1',
      authorization: 'Bearer demo-token',
    };
    const accepted = await converse([inner, STOP]);
    expect(accepted.answers.at(-1)).toEqual({ header: { name: 'TranscriptionCompleted' } });
  });

  it('refuses a frame that is not 4096 samples and audio before START', async () => {
    const wrongSize = await converse([START, { record_type: 'AUDIO_STREAM', data: silence(5000) }]);
    expect(wrongSize.answers.at(-1)).toMatchObject({ success: false });
    const noStart = await converse([{ record_type: 'AUDIO_STREAM', data: silence(4096) }]);
    expect(noStart.answers).toEqual([{ success: false, message: '第一帧必须是 START' }]);
  });

  it('fails on demand with ?simulate=error', async () => {
    const { answers } = await converse(
      [START, { record_type: 'AUDIO_STREAM', data: silence(4096) }],
      '/v1/audio/to_text?simulate=error',
    );
    expect(answers.at(-1)).toEqual({ success: false, message: '模拟的语音识别失败' });
  });
});
