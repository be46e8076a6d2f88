import { systemClock } from './clock';

/**
 * Coalesces many calls into one per interval: streamed tokens arrive far faster than the
 * screen refreshes, and re-rendering per token is what makes other widgets freeze on long answers.
 */
export interface FrameBatcher {
  schedule(): void;
  cancel(): void;
}

/** The freshest a streamed answer gets: twenty updates a second read as continuous text (issues 13, 33). */
export const MIN_FLUSH_INTERVAL_MS = 50;
/**
 * The stalest it gets, however costly an update is: at four updates a second text arrived in
 * visible bursts, so the slowest device still gets ten a second (issue 13).
 */
export const MAX_FLUSH_INTERVAL_MS = 100;
/**
 * The share of the main thread a stream's updates may take. Each update pays a fixed price
 * (render, style, layout, paint of the visible answer) that no caching removes, so where one
 * costs more than 25 ms (a very heavy host page) updates come less often, down to ten a second,
 * rather than take the page. Anything cheaper gets twenty a second: a 2-core machine spends
 * 5–10 ms on one, 15–25 ms when other programs share its cores, and at 5 % (decision 043) it
 * got ten a second, which issue 33 calls stutter (decision 070).
 */
export const RENDER_SHARE = 0.5;
/** How early the timer is set: timers fire a ms or two late, and the interval is the longest wait (decision 052). */
export const TIMER_MARGIN_MS = 2;

/** The timing primitives the batcher uses; tests pass fakes. */
export interface FrameScheduler {
  now(): number;
  setTimeout(callback: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
  requestFrame(callback: () => void): unknown;
  /** Called from inside a frame callback: runs `callback` once that frame has been rendered. */
  afterRender(callback: () => void): void;
}

/** Callbacks waiting for the message below, in the order they were queued. */
const waiting: (() => void)[] = [];
let channel: MessageChannel | undefined;

/**
 * A message posted during a frame callback is delivered after the frame's style, layout and
 * paint, so the time until it arrives is what the update cost the main thread. One channel
 * serves every update: opening and closing one per update showed in the profile of a stream.
 * Every browser the widget supports (and Node, where the unit tests run) has MessageChannel.
 */
export function afterRenderInBrowser(callback: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => waiting.shift()?.();
  }
  waiting.push(callback);
  channel.port2.postMessage(null);
}

/** The system clock's timers, with the page's high-resolution time. */
const browserScheduler: FrameScheduler = {
  ...systemClock,
  now: () => performance.now(),
  requestFrame: (callback) =>
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(callback) : setTimeout(callback, 16),
  afterRender: afterRenderInBrowser,
};

/** The wait between updates for a measured cost per update, kept within the bounds above. */
export function flushIntervalFor(costMs: number): number {
  return Math.min(MAX_FLUSH_INTERVAL_MS, Math.max(MIN_FLUSH_INTERVAL_MS, costMs / RENDER_SHARE));
}

/**
 * Waits out the rest of the interval with a timer and flushes in it: the render, and the list's pin
 * to the bottom after it (`useStickToBottom`), run in that task, so the browser draws them, and fires
 * the pin's `scroll` event, in the next frame. Flushing in an animation frame instead pinned after
 * that frame's scroll steps, and Chromium drew a second frame per update only for the pin's
 * `scroll` and `scrollend` events (decision 077). Timers are an interval apart, so updates land on
 * it at any frame clock (decision 052). Polling with requestAnimationFrame until the interval had
 * passed cost a rendering frame every 16 ms. The interval follows what the last updates cost.
 */
export function createFrameBatcher(
  flush: () => void,
  scheduler: FrameScheduler = browserScheduler,
): FrameBatcher {
  let timer: unknown;
  let last = Number.NEGATIVE_INFINITY;
  /** Infinity until the first update is measured: the rule below then takes that cost as it is. */
  let smoothedCost = Number.POSITIVE_INFINITY;
  let interval = MIN_FLUSH_INTERVAL_MS;
  const run = () => {
    timer = undefined;
    const start = scheduler.now();
    last = start;
    flush();
    // After the flush's render (queued as a microtask before this one): the update's cost is this
    // task's script and the next frame's work, not the idle wait for that frame between them.
    queueMicrotask(() => {
      const script = scheduler.now() - start;
      scheduler.requestFrame(() => {
        const frame = scheduler.now();
        scheduler.afterRender(() => {
          const cost = script + scheduler.now() - frame;
          // Down at once, up by 30 %: an update that took long because another program had the core
          // says little about the next one (decision 070), and a page that is heavy stays heavy.
          smoothedCost = Math.min(cost, smoothedCost * 0.7 + cost * 0.3);
          interval = flushIntervalFor(smoothedCost);
        });
      });
    });
  };
  return {
    schedule() {
      timer ??= scheduler.setTimeout(run, last + interval - TIMER_MARGIN_MS - scheduler.now());
    },
    cancel() {
      scheduler.clearTimeout(timer);
      timer = undefined;
    },
  };
}
