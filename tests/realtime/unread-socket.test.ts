import { describe, expect, it } from 'vitest';
import { parsePushFrame, startUnreadSocket } from '../../src/realtime/unread-socket';
import { createFakePageWake } from '../helpers/fake-page-wake';
import { createSocketFactory, FakeWebSocket } from '../helpers/fake-websocket';
import { createManualClock } from '../helpers/manual-clock';
import { flush } from '../helpers/stream-response';

function start(options: { random?: () => number; refused?: (code?: number) => boolean } = {}) {
  const clock = createManualClock();
  const wake = createFakePageWake();
  const notices: string[] = [];
  const connected: number[] = [];
  const socket = startUnreadSocket({
    wake,
    random: options.random ?? (() => 0.5),
    refused: options.refused ?? (() => false),
    url: 'ws://x/v1/chat/record/count_unread_msgs/a',
    authFrame: async () => '{"type":"AUTH"}',
    createSocket: createSocketFactory(),
    clock,
    onNotice: (notice) => notices.push(notice.conversationId),
    onConnected: () => connected.push(connected.length + 1),
  });
  return { clock, wake, notices, socket, connected };
}

const sockets = () => FakeWebSocket.instances.length;
const closeLast = (code?: number) => FakeWebSocket.instances.at(-1)!.serverClose(code);

/** Closes the socket and lets the spec's three reconnects fail too. */
function exhaustSpecReconnects(clock: ReturnType<typeof createManualClock>) {
  closeLast();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    clock.advance(3000);
    closeLast();
  }
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

  it('reconnects 3 times, 3 s apart, even on a hidden page, and no more there', () => {
    const { clock, wake } = start();
    wake.isAwake = false;
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

  it('does not reconnect after stop, nor on a wake', () => {
    const { clock, socket, wake } = start();
    socket.stop();
    FakeWebSocket.instances[0]!.serverClose();
    wake.wake();
    clock.advance(10_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(wake.watchers()).toBe(0);
  });

  it('after the three, backs off with jitter while the page is visible and online', () => {
    const { clock } = start({ random: () => 0.5 });
    exhaustSpecReconnects(clock);
    expect(sockets()).toBe(4);
    // Half of a 6 s window, then half of 12 s.
    clock.advance(2999);
    expect(sockets()).toBe(4);
    clock.advance(1);
    expect(sockets()).toBe(5);
    closeLast();
    clock.advance(5999);
    expect(sockets()).toBe(5);
    clock.advance(1);
    expect(sockets()).toBe(6);
  });

  it('stops trying while the page is hidden or offline, and tries within the jitter when it wakes', () => {
    const { clock, wake } = start({ random: () => 0.2 });
    wake.isAwake = false;
    exhaustSpecReconnects(clock);
    clock.advance(600_000);
    expect(sockets()).toBe(4);
    wake.isAwake = true;
    wake.wake();
    clock.advance(999);
    expect(sockets()).toBe(4);
    clock.advance(1);
    expect(sockets()).toBe(5);
  });

  it('drops a backoff attempt that comes due while the page is hidden', () => {
    const { clock, wake } = start({ random: () => 0.5 });
    exhaustSpecReconnects(clock);
    wake.isAwake = false;
    clock.advance(600_000);
    expect(sockets()).toBe(4);
  });

  it('ignores a wake while connected, and keeps an attempt already due sooner', () => {
    const { clock, wake } = start({ random: () => 0.9 });
    wake.wake();
    clock.advance(10_000);
    expect(sockets()).toBe(1);
    // The spec's 3 s reconnect is due before a wake's 4.5 s draw.
    closeLast();
    wake.wake();
    clock.advance(3000);
    expect(sockets()).toBe(2);
    clock.advance(10_000);
    expect(sockets()).toBe(2);
  });

  it('brings a long backoff forward when the page wakes', () => {
    const { clock, wake } = start({ random: () => 0.9 });
    exhaustSpecReconnects(clock);
    // The backoff draw is 5.4 s; the wake's is 4.5 s.
    clock.advance(100);
    wake.wake();
    clock.advance(4499);
    expect(sockets()).toBe(4);
    clock.advance(1);
    expect(sockets()).toBe(5);
  });

  it('stops for good once the credentials are refused, and a wake does not revive it', () => {
    const codes: (number | undefined)[] = [];
    let refused = false;
    const { clock, wake } = start({
      refused: (code) => {
        codes.push(code);
        refused ||= code === 4401;
        return refused;
      },
    });
    closeLast(4401);
    clock.advance(10_000);
    expect(sockets()).toBe(1);
    expect(codes[0]).toBe(4401);
    wake.wake();
    clock.advance(10_000);
    expect(sockets()).toBe(1);
  });

  it('cancels an attempt whose time comes after the credentials were refused elsewhere', () => {
    let refused = false;
    const { clock } = start({ refused: () => refused });
    closeLast();
    refused = true;
    clock.advance(3000);
    expect(sockets()).toBe(1);
  });
});
