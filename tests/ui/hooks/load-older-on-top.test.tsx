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

describe('keeping the reading position when older messages arrive', () => {
  // happy-dom lays nothing out: each element's top is what its data-top says.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return DOMRect.fromRect({ y: Number((this as HTMLElement).dataset.top ?? 0) });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  interface Shown {
    ids: string[];
    /** The form each message has (a stand-in or in full: another element), and its top. */
    form: Record<string, { key: string; top: number }>;
  }

  function Messages({ shown, load }: { shown: Shown; load: () => Promise<unknown> }) {
    const ref = useRef<HTMLDivElement>(null);
    useLoadOlderOnTop(ref, true, load, shown.ids[0]);
    return (
      <div ref={ref} data-testid="list">
        {shown.ids.map((id) => (
          <div key={shown.form[id]?.key} data-message-id={id} data-top={shown.form[id]?.top} />
        ))}
      </div>
    );
  }

  it('finds the message that was first by its id, though it took its other form during the load', async () => {
    let finish: (value?: unknown) => void = () => undefined;
    const load = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const show = (shown: Shown) => act(() => render(<Messages shown={shown} load={load} />, container));
    show({ ids: ['m-1'], form: { 'm-1': { key: 'stand-in', top: 20 } } });
    const list = container.querySelector<HTMLDivElement>('[data-testid="list"]');
    if (!list) throw new Error('no list');
    list.scrollTop = 0;
    list.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(50);
    expect(load).toHaveBeenCalledTimes(1);
    // It came near and rendered in full: a new element, where the stand-in was.
    show({ ids: ['m-1'], form: { 'm-1': { key: 'full', top: 20 } } });
    // The older page arrives above it: the message is now 800 px lower, and the list follows it.
    await act(async () => {
      finish();
    });
    show({
      ids: ['m-0', 'm-1'],
      form: { 'm-0': { key: 'stand-in', top: 20 }, 'm-1': { key: 'full', top: 820 } },
    });
    expect(list.scrollTop).toBe(800);
  });
});
