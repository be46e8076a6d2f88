// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBroadcastChannel } from '../../src/platform/tab-channel';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  vi.unstubAllGlobals();
});

function open(name: string) {
  const received: unknown[] = [];
  const leave = vi.fn();
  const channel = openBroadcastChannel(name, (data) => received.push(data), leave);
  if (!channel) throw new Error('BroadcastChannel is missing');
  closers.push(() => channel.close());
  return { channel, received, leave };
}

describe('the tab channel port', () => {
  it('delivers what one side posts to the others of the same name, not to itself nor to another name', async () => {
    const first = open('agent-chat:a');
    const second = open('agent-chat:a');
    const stranger = open('agent-chat:b');
    first.channel.post({ t: 'sync', c: 'c1' });
    await vi.waitFor(() => expect(second.received).toEqual([{ t: 'sync', c: 'c1' }]));
    expect(first.received).toEqual([]);
    expect(stranger.received).toEqual([]);
  });

  it('says goodbye when the page is hidden for good, until it is closed', () => {
    const side = open('agent-chat:c');
    window.dispatchEvent(new Event('pagehide'));
    expect(side.leave).toHaveBeenCalledTimes(1);
    side.channel.close();
    window.dispatchEvent(new Event('pagehide'));
    expect(side.leave).toHaveBeenCalledTimes(1);
  });

  it('never throws at the poster when a message cannot be sent', () => {
    const side = open('agent-chat:d');
    expect(() => side.channel.post({ handler: () => undefined })).not.toThrow();
  });

  it('is absent where the browser has no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(
      openBroadcastChannel(
        'agent-chat:e',
        () => undefined,
        () => undefined,
      ),
    ).toBeUndefined();
  });
});
