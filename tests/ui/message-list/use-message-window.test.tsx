// @vitest-environment happy-dom
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMessageWindow } from '../../../src/ui/message-list/use-message-window';

let container: HTMLElement;
let now: number;
/** The ids whose words were asked for, in order. */
let worded: string[];
/** Milliseconds of script each message's words "take", seen by the hook's clock. */
let wordsCostMs: number;

/** The list's IntersectionObserver, which this environment lacks: it only needs to exist here. */
class QuietObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('IntersectionObserver', QuietObserver);
  now = 0;
  wordsCostMs = 0;
  worded = [];
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  render(null, container);
  container.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function wordsOf(id: string): string {
  worded.push(id);
  now += wordsCostMs;
  return `我\n${id} 的话`;
}

/** A message rendered in full: a component of its own, as in the list, so its stand-in is replaced. */
function Rendered({ id, watch }: { id: string; watch: (element: HTMLElement | null) => void }) {
  return (
    <article ref={watch} data-message-id={id}>
      rendered {id}
    </article>
  );
}

/** The list's shape (scroller, content, messages) with `ids` standing in, but `rendered` in full. */
function List({ ids, rendered = [] }: { ids: string[]; rendered?: string[] }) {
  const { watch } = useMessageWindow(wordsOf, '我');
  return (
    <div part="message-list">
      <div>
        {ids.map((id) =>
          rendered.includes(id) ? (
            <Rendered key={id} id={id} watch={watch} />
          ) : (
            <div key={id} ref={watch} data-message-id={id} data-stand-in="" />
          ),
        )}
      </div>
    </div>
  );
}

const show = (ids: string[], rendered?: string[]) =>
  act(() => render(<List ids={ids} rendered={rendered} />, container));
const ids = (count: number) => Array.from({ length: count }, (_, index) => `m-${index + 1}`);
const standIn = (id: string) => container.querySelector<HTMLElement>(`[data-message-id="${id}"]`);
const nextTask = () => vi.advanceTimersToNextTimer();

describe('stand-in words (decisions 072, 083)', () => {
  it('gives a stand-in its height in the render and its words in a task after it', () => {
    show(ids(3));
    expect(standIn('m-1')?.style.height).toBe('160px');
    expect(standIn('m-1')?.textContent).toBe('');
    expect(worded).toEqual([]);
    nextTask();
    expect(ids(3).map((id) => standIn(id)?.textContent)).toEqual([
      '我\nm-1 的话',
      '我\nm-2 的话',
      '我\nm-3 的话',
    ]);
  });

  it('words a page of stand-ins about 4 ms of script a task, in the order they were made', () => {
    wordsCostMs = 1;
    show(ids(12));
    const perTask: string[][] = [];
    while (vi.getTimerCount() > 0) {
      const before = worded.length;
      nextTask();
      perTask.push(worded.slice(before));
    }
    expect(perTask).toEqual([ids(12).slice(0, 5), ids(12).slice(5, 10), ids(12).slice(10)]);
    expect(standIn('m-12')?.textContent).toBe('我\nm-12 的话');
  });

  it('asks no words for a stand-in replaced by its rendered message before its task', () => {
    show(ids(3));
    show(ids(3), ['m-2']);
    nextTask();
    expect(worded).toEqual(['m-1', 'm-3']);
    expect(standIn('m-2')?.textContent).toBe('rendered m-2');
  });

  it('asks no more words once the list is gone', () => {
    wordsCostMs = 5;
    show(ids(4));
    nextTask();
    expect(worded).toEqual(['m-1']);
    act(() => render(null, container));
    expect(vi.getTimerCount()).toBe(0);
    expect(worded).toEqual(['m-1']);
  });
});
