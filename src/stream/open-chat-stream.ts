import { EventSourceParserStream } from 'eventsource-parser/stream';
import type { Clock, TimerHandle } from '../platform/clock';
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

/** Runs one chat stream to its end. Never throws: every way of ending is a ChatStreamEnd. */
export async function runChatStream(options: ChatStreamOptions): Promise<ChatStreamEnd> {
  const { clock, signal } = options;
  const controller = new AbortController();
  const abortFromCaller = () => controller.abort();
  if (signal.aborted) return { kind: 'aborted' };
  signal.addEventListener('abort', abortFromCaller);
  let timedOut = false;
  let sawEvent = false;
  const expire = () => {
    timedOut = true;
    controller.abort();
  };
  let timer: TimerHandle = clock.setTimeout(expire, options.firstEventTimeoutMs);
  const restartIdleTimer = () => {
    clock.clearTimeout(timer);
    timer = clock.setTimeout(expire, options.idleTimeoutMs);
  };
  try {
    const response = await options.connect(controller.signal);
    if (!response.body) return { kind: 'error', error: new Error('response has no body'), sawEvent };
    const reader = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(completeTrailingCarriageReturn())
      .pipeThrough(
        new EventSourceParserStream({
          // Keep-alive comments prove the server is alive, but only count once it has answered.
          onComment: () => {
            if (sawEvent) restartIdleTimer();
          },
        }),
      )
      .getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { kind: 'closed', sawEvent };
      sawEvent = true;
      restartIdleTimer();
      const decoded = decodeStreamEvent({ event: value.event, data: value.data });
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
  } catch (error) {
    if (timedOut) return { kind: 'timeout', sawEvent };
    if (signal.aborted) return { kind: 'aborted' };
    return { kind: 'error', error, sawEvent };
  } finally {
    clock.clearTimeout(timer);
    signal.removeEventListener('abort', abortFromCaller);
  }
}

/**
 * A lone CR is a legal SSE line end, but the parser waits to see whether an LF follows; when the
 * body ends right after it, the final event would never be dispatched. Supplying the LF at the
 * end completes that line end without inventing one anywhere else.
 */
function completeTrailingCarriageReturn(): TransformStream<string, string> {
  let endsWithCarriageReturn = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (chunk.length > 0) endsWithCarriageReturn = chunk.endsWith('\r');
      controller.enqueue(chunk);
    },
    flush(controller) {
      if (endsWithCarriageReturn) controller.enqueue('\n');
    },
  });
}
