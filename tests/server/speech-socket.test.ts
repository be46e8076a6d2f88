// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { speechSampleCount, synthesizeSpeech } from '../../demo/server/speech-synth.mjs';
import { type Json, sseEvents, startReferenceServer } from './server-harness';
import { connectSocket } from './ws-client';

const harness = startReferenceServer();

async function speak(firstFrame: Record<string, unknown>, path = '/v1/audio/to_speech') {
  const url = harness.url(path);
  url.protocol = 'http:';
  const socket = await connectSocket(url.toString());
  socket.send(JSON.stringify(firstFrame));
  const frames = (await socket.collect()).map((frame) => JSON.parse(frame) as Json);
  return { frames, code: socket.closeCode() };
}

const OPEN_FRAME = { workspace_id: 'ws-1', access_key: 'demo-access-key' };

describe('speech synthesis', () => {
  it('makes 60 ms of 24 kHz 16-bit audio per character, silent for punctuation, capped at 160', () => {
    expect(speechSampleCount('你好，世界。')).toBe(6 * 1440);
    expect(speechSampleCount('字'.repeat(500))).toBe(160 * 1440);
    const pcm = synthesizeSpeech('你，');
    expect(pcm.length).toBe(2 * 1440 * 2);
    const samples = Array.from({ length: 2880 }, (_, index) => pcm.readInt16LE(index * 2));
    expect(Math.max(...samples.slice(0, 1440))).toBeGreaterThan(5000);
    expect(samples.slice(1440).every((sample) => sample === 0)).toBe(true);
    expect(synthesizeSpeech('你，').equals(pcm)).toBe(true);
  });
});

describe('speech socket', () => {
  it('streams the synthesized PCM as base64 audio frames, then finish_reason stop', async () => {
    const { frames, code } = await speak({ ...OPEN_FRAME, text: '你好，这是朗读测试。' });
    expect(frames.at(-1)).toEqual({ finish_reason: 'stop' });
    const audio = Buffer.concat(frames.slice(0, -1).map((frame) => Buffer.from(frame.audio.data, 'base64')));
    expect(audio.equals(synthesizeSpeech('你好，这是朗读测试。'))).toBe(true);
    // Frames of an odd byte count: a client must carry half a sample over.
    expect(Buffer.from(frames[0].audio.data, 'base64').length % 2).toBe(1);
    expect(code).toBe(1000);
    const log = (await (await fetch(harness.url('/__test/speech'))).json()).data;
    expect(log).toEqual([{ url: '/v1/audio/to_speech', text: '你好，这是朗读测试。', samples: 10 * 1440 }]);
  });

  it('accepts inner-mode tokens and rejects wrong credentials in the first frame', async () => {
    const inner = await speak({ workspace_id: 'ws-1', authorization: 'Bearer demo-token', text: '好' });
    expect(inner.frames.at(-1)).toEqual({ finish_reason: 'stop' });
    expect((await speak({ workspace_id: 'ws-1', access_key: 'wrong', text: '好' })).frames).toEqual([
      { error: '鉴权失败' },
    ]);
    expect((await speak({ access_key: 'demo-access-key', text: '好' })).frames).toEqual([
      { error: '鉴权失败' },
    ]);
  });

  it('answers an error frame for the failure marker, and a frame that is not base64 for the bad-audio one', async () => {
    expect((await speak({ ...OPEN_FRAME, text: '语音服务故障' })).frames).toEqual([
      { error: '语音服务暂时不可用' },
    ]);
    const bad = await speak({ ...OPEN_FRAME, text: '这段回答的音频损坏了。' });
    expect(bad.frames).toHaveLength(3);
    expect(bad.frames[1].audio.data).toBe('%%这不是base64%%');
  });

  it('keeps the push socket on its own path', async () => {
    const url = harness.url('/v1/chat/record/count_unread_msgs/demo-agent');
    const socket = await connectSocket(url.toString());
    socket.send(JSON.stringify({ type: 'AUTH', ...OPEN_FRAME }));
    expect(await socket.collect(300)).toEqual([]);
    expect(socket.closeCode()).toBeNull();
    socket.close();
  });

  it('has scenarios whose answers are read, or fail to be', async () => {
    const conversation = await harness.createConversation();
    const answer = async (scenario: string) =>
      sseEvents(await (await harness.chat(conversation, `/scenario ${scenario}`)).text())
        .filter((event) => event.type === 'TEXT')
        .map((event) => event.content)
        .join('');
    expect(await answer('speech')).toMatch(
      /^\*\*你好\*\*，这是\[朗读\]\(https:\/\/example.com\/speech\)测试。/,
    );
    expect(await answer('speech-fail')).toContain('语音服务故障');
    expect(await answer('speech-bad-audio')).toContain('音频损坏');
    expect(await answer('speech-empty')).toBe('');
  });
});
