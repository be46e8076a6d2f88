// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLoadOlderOnTop } from '../../../src/ui/hooks/use-load-older-on-top';

let container: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  render(null, container);
  container.remove();
  vi.useRealTimers();
});

function List({ load }: { load: () => Promise<unknown> }) {
  const ref = useRef<HTMLDivElement>(null);
  useLoadOlderOnTop(ref, true, load, 'm-1');
  return (
    <div ref={ref} data-testid="list">
      <div data-message-id="m-1">第一条</div>
    </div>
  );
}

function mount() {
  const load = vi.fn(() => new Promise(() => undefined));
  act(() => render(<List load={load} />, container));
  const list = container.querySelector<HTMLDivElement>('[data-testid="list"]');
  if (!list) throw new Error('no list');
  const scrollTo = (top: number) => {
    list.scrollTop = top;
    list.dispatchEvent(new Event('scroll'));
  };
  return { load, scrollTo };
}

describe('loading older messages at the top (decision 061: no fixed waits)', () => {
  it('listens from the first render: a scroll to the top at once loads 50 ms later, not after a 500 ms wait', () => {
    const { load, scrollTo } = mount();
    scrollTo(0);
    vi.advanceTimersByTime(49);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('debounces a run of scrolls near the top into one load, 50 ms after the last', () => {
    const { load, scrollTo } = mount();
    scrollTo(30);
    vi.advanceTimersByTime(40);
    scrollTo(10);
    vi.advanceTimersByTime(40);
    scrollTo(0);
    vi.advanceTimersByTime(49);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sets no timer for scrolls far from the top (a streaming answer scrolls on every update)', () => {
    const { load, scrollTo } = mount();
    for (let step = 0; step < 20; step++) scrollTo(500 + step);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(load).not.toHaveBeenCalled();
  });
});
