import { describe, expect, it } from 'vitest';
import { openSpeechSocket, parseSpeechFrame } from '../../src/realtime/speech-socket';
import { createSocketFactory, FakeWebSocket } from '../helpers/fake-websocket';

describe('parseSpeechFrame', () => {
  it('reads audio, finish and error frames and ignores the rest', () => {
    expect(parseSpeechFrame('{"audio":{"data":"AAA="}}')).toEqual({ kind: 'audio', data: 'AAA=' });
    expect(parseSpeechFrame('{"finish_reason":"stop"}')).toEqual({ kind: 'finish' });
    expect(parseSpeechFrame('{"error":"忙"}')).toEqual({ kind: 'error', message: '忙' });
    expect(parseSpeechFrame('{"error":{"message":"忙"}}')).toEqual({ kind: 'error', message: '忙' });
    expect(parseSpeechFrame('{"finish_reason":"length"}')).toBeNull();
    expect(parseSpeechFrame('not json')).toBeNull();
    expect(parseSpeechFrame(new ArrayBuffer(2))).toBeNull();
  });
});

describe('openSpeechSocket', () => {
  function open(firstFrame = () => Promise.resolve('{"text":"好"}')) {
    const events: string[] = [];
    const socket = openSpeechSocket({
      url: 'ws://x/v1/audio/to_speech',
      firstFrame,
      createSocket: createSocketFactory(),
      onAudio: (data) => events.push(`audio ${data}`),
      onFinish: () => events.push('finish'),
      onError: (message) => events.push(`error ${message}`),
    });
    return { socket, events, fake: FakeWebSocket.instances[0]! };
  }

  it('sends the first frame on open and reports frames until finish, once', async () => {
    const { events, fake } = open();
    fake.serverOpen();
    await Promise.resolve();
    expect(fake.sent).toEqual(['{"text":"好"}']);
    fake.serverSend('{"audio":{"data":"AAA="}}');
    fake.serverSend('{"finish_reason":"stop"}');
    fake.serverSend('{"audio":{"data":"BBB="}}');
    fake.serverClose();
    expect(events).toEqual(['audio AAA=', 'finish']);
  });

  it('reports a close before finish, and a first frame that cannot be made, as failures', async () => {
    const closed = open();
    closed.fake.serverClose();
    expect(closed.events).toEqual(['error ']);
    const noToken = open(() => Promise.reject(new Error('no token')));
    noToken.fake.serverOpen();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(noToken.events).toEqual(['error ']);
    expect(noToken.fake.sent).toEqual([]);
  });

  it('reports nothing after close()', () => {
    const { socket, events, fake } = open();
    socket.close();
    fake.serverSend('{"error":"x"}');
    fake.serverClose();
    expect(events).toEqual([]);
  });
});
