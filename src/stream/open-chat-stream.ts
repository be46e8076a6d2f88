import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Clock, TimerHandle } from '../platform/clock';
import { listen } from '../platform/listen';
import { decodeStreamEvent } from './decode-stream-event';
import type { ChatStreamEvent } from './stream-events';

export interface ChatStreamOptions {
  /** Sends the request; rejects for HTTP errors. Receives the signal that aborts the whole stream. */
  connect(signal: AbortSignal): Promise<Response>;
  clock: Clock;
  firstEventTimeoutMs: number;
  idleTimeoutMs: number;
  /** The caller's stop button. */
  signal: AbortSignal;
  onEvent(event: ChatStreamEvent): void;
  /** Malformed data or unknown kinds: skipped, never fatal (wire-format.md). */
  onInvalid(reason: string): void;
}

export type ChatStreamEnd =
  | { kind: 'result' }
  | { kind: 'closed'; sawEvent: boolean }
  | { kind: 'aborted' }
  | { kind: 'timeout'; sawEvent: boolean }
  | { kind: 'error'; error: unknown; sawEvent: boolean };

/**
 * A timer firing this much after its time was held up: the page was suspended (a laptop asleep,
 * a frozen tab), not waiting on a silent stream (decision 066).
 */
export const SUSPENDED_LATENESS_MS = 1_000;
/** What a stream gets after such a wake to deliver what arrived meanwhile, before it times out. */
export const WAKE_GRACE_MS = 2_000;

/**
 * Bytes of one read decoded and parsed per task: a 2,000,000-character event (6 MB) read at once
 * took 90 ms to decode and parse in one task.
 */
const PIECE_BYTES = 256 * 1024;

/**
 * A deadline that can move often at no cost: moving it is an assignment, and one timer fires at
 * the deadline it last saw and re-arms for the rest. Re-arming a timer per event was a tenth of
 * the main-thread time of a long streamed answer. A timer that fires late after a suspension
 * re-arms for a moment first: the events buffered while asleep are read after it, and each
 * moves the deadline.
 */
function createDeadline(clock: Clock, firstMs: number, onExpire: () => void) {
  let deadline = clock.now() + firstMs;
  let firesAt = deadline;
  let timer: TimerHandle;
  const arm = (delayMs: number) => {
    firesAt = clock.now() + delayMs;
    timer = clock.setTimeout(check, delayMs);
  };
  const check = () => {
    const now = clock.now();
    const left = deadline - now;
    if (left > 0) arm(left);
    else if (now - firesAt > SUSPENDED_LATENESS_MS) arm(WAKE_GRACE_MS);
    else onExpire();
  };
  arm(firstMs);
  return {
    extend(ms: number) {
      deadline = clock.now() + ms;
      // Only a deadline earlier than the armed timer needs a new timer.
      if (deadline < firesAt) {
        clock.clearTimeout(timer);
        arm(ms);
      }
    },
    clear: () => clock.clearTimeout(timer),
  };
}

/**
 * Runs one chat stream to its end. Never throws: every way of ending is a ChatStreamEnd.
 * The body is read with one reader, one TextDecoder and a push parser rather than a chain of
 * TransformStreams: every stream hop costs promise jobs per network chunk, and a model sends
 * thousands of chunks per answer.
 */
export async function runChatStream(options: ChatStreamOptions): Promise<ChatStreamEnd> {
  const { clock, signal } = options;
  const controller = new AbortController();
  const abortFromCaller = () => controller.abort();
  if (signal.aborted) return { kind: 'aborted' };
  const stop = listen([signal, 'abort', abortFromCaller]);
  let timedOut = false;
  let sawEvent = false;
  const deadline = createDeadline(clock, options.firstEventTimeoutMs, () => {
    timedOut = true;
    controller.abort();
  });
  const received: EventSourceMessage[] = [];
  const parser = createParser({
    onEvent: (message) => received.push(message),
    // Keep-alive comments prove the server is alive, but only count once it has answered.
    onComment: () => {
      if (sawEvent) deadline.extend(options.idleTimeoutMs);
    },
  });
  try {
    const response = await options.connect(controller.signal);
    if (!response.body) return { kind: 'error', error: new Error('response has no body'), sawEvent };
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let endsWithCarriageReturn = false;
    const feed = (text: string) => {
      if (text.length === 0) return;
      endsWithCarriageReturn = text.endsWith('\r');
      parser.feed(text);
    };
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        // A lone CR is a legal line end, but the parser waits to see whether an LF follows; at the
        // end of the body that would drop the final event, so the LF is supplied there only.
        feed(decoder.decode());
        if (endsWithCarriageReturn) feed('\n');
      } else {
        // A near server can hand over megabytes in one read: decoded a piece per task (decision 068).
        for (let start = 0; start < value.length; start += PIECE_BYTES) {
          if (start > 0) await new Promise<void>((resume) => clock.setTimeout(resume, 0));
          feed(decoder.decode(value.subarray(start, start + PIECE_BYTES), { stream: true }));
        }
      }
      for (const message of received.splice(0)) {
        sawEvent = true;
        deadline.extend(options.idleTimeoutMs);
        const decoded = decodeStreamEvent({ event: message.event, data: message.data });
        if (!decoded.ok) {
          options.onInvalid(decoded.reason);
          continue;
        }
        options.onEvent(decoded.event);
        if (decoded.event.type === 'RESULT') {
          controller.abort();
          return { kind: 'result' };
        }
      }
      if (done) return { kind: 'closed', sawEvent };
    }
  } catch (error) {
    if (timedOut) return { kind: 'timeout', sawEvent };
    if (signal.aborted) return { kind: 'aborted' };
    return { kind: 'error', error, sawEvent };
  } finally {
    deadline.clear();
    stop();
  }
}
