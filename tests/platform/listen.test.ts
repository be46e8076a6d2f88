// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { listen } from '../../src/platform/listen';

describe('listen', () => {
  it('adds every listener and removes them all with the returned function', () => {
    const first = new EventTarget();
    const second = new EventTarget();
    const onPing = vi.fn();
    const onPong = vi.fn();
    const stop = listen([first, 'ping', onPing], [second, 'pong', onPong]);
    first.dispatchEvent(new Event('ping'));
    second.dispatchEvent(new Event('pong'));
    stop();
    first.dispatchEvent(new Event('ping'));
    second.dispatchEvent(new Event('pong'));
    expect([onPing.mock.calls.length, onPong.mock.calls.length]).toEqual([1, 1]);
  });

  it('removes a capturing listener, whose removal must name the capture again', () => {
    const target = new EventTarget();
    const handler = vi.fn();
    listen([target, 'ping', handler, true])();
    target.dispatchEvent(new Event('ping'));
    expect(handler).not.toHaveBeenCalled();
  });

  it('skips a missing target', () => {
    expect(() =>
      listen([undefined, 'ping', () => undefined], [null, 'pong', () => undefined])(),
    ).not.toThrow();
  });
});
