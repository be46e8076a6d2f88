import { describe, expect, it } from 'vitest';
import { parsePushFrame, startUnreadSocket } from '../../src/realtime/unread-socket';
import { createSocketFactory, FakeWebSocket } from '../helpers/fake-websocket';
import { createManualClock } from '../helpers/manual-clock';
import { flush } from '../helpers/stream-response';

function start() {
  const clock = createManualClock();
  const notices: string[] = [];
  const connected: number[] = [];
  const socket = startUnreadSocket({
    url: 'ws://x/v1/chat/record/count_unread_msgs/a',
    authFrame: async () => '{"type":"AUTH"}',
    createSocket: createSocketFactory(),
    clock,
    onNotice: (notice) => notices.push(notice.conversationId),
    onConnected: () => connected.push(connected.length + 1),
  });
  return { clock, notices, socket, connected };
}

describe('push frames', () => {
  it('reads NEW_MESSAGE notices and ignores ping and other types', () => {
    expect(parsePushFrame('{"type":"NEW_MESSAGE","conversation_id":7}')).toEqual({
      type: 'NEW_MESSAGE',
      conversationId: '7',
    });
    expect(parsePushFrame('ping')).toBeNull();
    expect(parsePushFrame('{"type":"OTHER"}')).toBeNull();
    expect(parsePushFrame('not json')).toBeNull();
  });
});

describe('unread socket', () => {
  it('authenticates with its first frame, never in the URL', async () => {
    start();
    const socket = FakeWebSocket.instances[0]!;
    socket.serverOpen();
    await flush();
    expect(socket.sent).toEqual(['{"type":"AUTH"}']);
    expect(socket.url).not.toMatch(/key|token/i);
  });

  it('says when it is connected and authenticated, so counts missed meanwhile can be fetched', async () => {
    const { connected } = start();
    const socket = FakeWebSocket.instances.at(-1)!;
    expect(connected).toEqual([]);
    socket.serverOpen();
    await flush();
    expect(connected).toEqual([1]);
  });

  it('delivers notices', () => {
    const { notices } = start();
    FakeWebSocket.instances[0]!.serverSend('{"type":"NEW_MESSAGE","conversation_id":"c1"}');
    expect(notices).toEqual(['c1']);
  });

  it('reconnects at most 3 times, 3 s apart', () => {
    const { clock } = start();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      FakeWebSocket.instances.at(-1)!.serverClose();
      clock.advance(2999);
      expect(FakeWebSocket.instances).toHaveLength(attempt);
      clock.advance(1);
      expect(FakeWebSocket.instances).toHaveLength(attempt + 1);
    }
    FakeWebSocket.instances.at(-1)!.serverClose();
    clock.advance(10_000);
    expect(FakeWebSocket.instances).toHaveLength(4);
  });

  it('resets the reconnect counter when the socket opens', () => {
    const { clock } = start();
    for (let round = 0; round < 5; round += 1) {
      FakeWebSocket.instances.at(-1)!.serverClose();
      clock.advance(3000);
      FakeWebSocket.instances.at(-1)!.serverOpen();
    }
    expect(FakeWebSocket.instances).toHaveLength(6);
  });

  it('does not reconnect after stop', () => {
    const { clock, socket } = start();
    socket.stop();
    FakeWebSocket.instances[0]!.serverClose();
    clock.advance(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
