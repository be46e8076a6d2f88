import { describe, expect, it } from 'vitest';
import { asrSocketUrl, asrStartFrame } from '../../src/api/asr-connection';
import {
  audioStreamFrame,
  openTranscriptionSocket,
  parseTranscriptionFrame,
  type TranscriptionEvent,
} from '../../src/realtime/transcription-socket';
import { EMPTY_CHAT_CONFIG } from '../../src/state/chat-store';
import { createSocketFactory, FakeWebSocket } from '../helpers/fake-websocket';
import { flush } from '../helpers/stream-response';

describe('parseTranscriptionFrame', () => {
  it('decodes each event name', () => {
    const frame = (name: string, payload?: object) => JSON.stringify({ header: { name }, payload });
    expect(parseTranscriptionFrame(frame('TranscriptionStarted'))).toEqual({ kind: 'started' });
    expect(parseTranscriptionFrame(frame('SentenceBegin', { index: 2 }))).toEqual({
      kind: 'sentence-begin',
      index: 2,
    });
    expect(parseTranscriptionFrame(frame('TranscriptionResultChanged', { index: 0, result: '你' }))).toEqual({
      kind: 'partial',
      index: 0,
      text: '你',
    });
    expect(parseTranscriptionFrame(frame('SentenceEnd', { result: '你好' }))).toEqual({
      kind: 'sentence-end',
      index: -1,
      text: '你好',
    });
    expect(parseTranscriptionFrame(frame('TranscriptionCompleted'))).toEqual({ kind: 'completed' });
  });

  it('decodes an error with or without a message and ignores the rest', () => {
    expect(parseTranscriptionFrame('{"success":false,"message":"x"}')).toEqual({
      kind: 'error',
      message: 'x',
    });
    expect(parseTranscriptionFrame('{"success":false}')).toEqual({ kind: 'error', message: '' });
    expect(parseTranscriptionFrame('{"header":{"name":"Other"}}')).toBeNull();
    expect(parseTranscriptionFrame('not json')).toBeNull();
    expect(parseTranscriptionFrame('null')).toBeNull();
    expect(parseTranscriptionFrame(new ArrayBuffer(2))).toBeNull();
  });

  it('writes AUDIO_STREAM frames as little-endian byte values', () => {
    expect(JSON.parse(audioStreamFrame(Int16Array.from([1, -2])))).toEqual({
      record_type: 'AUDIO_STREAM',
      data: [1, 0, 254, 255],
    });
  });
});

describe('asr connection', () => {
  const config = { ...EMPTY_CHAT_CONFIG, workspaceId: 'w', accessKey: 'k' };
  it('derives the address from base-url or the page origin, ws for http and wss for https', () => {
    expect(asrSocketUrl(config, 'http://page:8080')).toBe('ws://page:8080/v1/audio/to_text');
    expect(asrSocketUrl({ ...config, baseUrl: 'https://api.example/' }, 'http://page')).toBe(
      'wss://api.example/v1/audio/to_text',
    );
    expect(asrSocketUrl({ ...config, asrUrl: 'wss://asr.example/a?x=1' }, 'http://page')).toBe(
      'wss://asr.example/a?x=1',
    );
  });

  it('puts credentials in the START frame', async () => {
    expect(JSON.parse(await asrStartFrame(config))).toEqual({
      record_type: 'START',
      data: '',
      workspace_id: 'w',
      access_key: 'k',
    });
    const inner = { ...config, accessKey: undefined, token: 'tok' };
    expect(JSON.parse(await asrStartFrame(inner))).toMatchObject({ authorization: 'tok' });
  });
});

describe('openTranscriptionSocket', () => {
  it('reports a close before completion as lost, and not after it', async () => {
    const createSocket = createSocketFactory();
    const events: TranscriptionEvent[] = [];
    let lost = 0;
    const open = () =>
      openTranscriptionSocket({
        url: 'ws://x',
        startFrame: async () => 'START',
        createSocket,
        onOpen: () => undefined,
        onEvent: (event) => events.push(event),
        onLost: () => {
          lost += 1;
        },
      });
    open();
    FakeWebSocket.instances[0]?.serverClose();
    expect(lost).toBe(1);
    open();
    const second = FakeWebSocket.instances[1]!;
    second.serverOpen();
    await flush();
    second.serverSend('{"header":{"name":"TranscriptionCompleted"}}');
    second.serverClose();
    expect(lost).toBe(1);
    expect(events).toEqual([{ kind: 'completed' }]);
  });
});
