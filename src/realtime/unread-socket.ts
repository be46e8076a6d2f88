import type { Clock, TimerHandle } from '../platform/clock';
import type { PageWake } from '../platform/page-wake';
import { mayReconnect, type RetryCause, reconnectDelay } from './reconnect-policy';

/** The close code of a push socket whose first frame's credentials were refused. */
export const CREDENTIALS_REFUSED = 4401;

export interface PushNotice {
  type: 'NEW_MESSAGE';
  conversationId: string;
}

export interface UnreadSocketOptions {
  url: string;
  /** First frame after open: the socket cannot carry headers, and credentials never go in URLs. */
  authFrame(): Promise<string>;
  createSocket(url: string): WebSocket;
  clock: Clock;
  onNotice(notice: PushNotice): void;
  /** After each (re)connection's first frame: notices sent while it was away are not replayed. */
  onConnected?(): void;
  /** Online, visible again, woken: past the spec's reconnects, the moments to try again. */
  wake: PageWake;
  random?: () => number;
  /**
   * Whether the credentials were refused (an Open API 401, or a 4401 close when fresh ones cannot
   * come): no more attempts; the element starts a new socket when its attributes change.
   */
  refused(closeCode?: number): boolean;
}

export interface UnreadSocket {
  stop(): void;
}

/** Parses a frame: `ping` and other types are ignored (wire-format.md, "Push notices"). */
export function parsePushFrame(data: unknown): PushNotice | null {
  if (typeof data !== 'string' || data === 'ping') return null;
  try {
    const frame: unknown = JSON.parse(data);
    if (typeof frame !== 'object' || frame === null) return null;
    const { type, conversation_id: conversationId } = frame as { type?: unknown; conversation_id?: unknown };
    if (type !== 'NEW_MESSAGE') return null;
    // A number id is written as its digits, as every other id; none gives ''.
    return { type, conversationId: String(conversationId ?? '') };
  } catch {
    return null;
  }
}

/** The unread push socket with its reconnect policy (decision 065); stop() ends it for good. */
export function startUnreadSocket(options: UnreadSocketOptions): UnreadSocket {
  const { clock, wake } = options;
  let socket: WebSocket | null = null;
  let timer: TimerHandle | null = null;
  let dueAt = 0;
  let reconnects = 0;
  let stopped = false;

  const plan = (cause: RetryCause, closeCode?: number) => {
    if (stopped || options.refused(closeCode)) return;
    const delay = reconnectDelay(cause, reconnects, wake.awake(), options.random ?? Math.random);
    // A wake while an earlier attempt is already due sooner changes nothing.
    if (delay === null || (timer !== null && dueAt <= clock.now() + delay)) return;
    if (timer !== null) clock.clearTimeout(timer);
    dueAt = clock.now() + delay;
    timer = clock.setTimeout(() => {
      timer = null;
      if (!mayReconnect(reconnects, wake.awake()) || options.refused()) return;
      reconnects += 1;
      connect();
    }, delay);
  };

  const connect = () => {
    const current = options.createSocket(options.url);
    socket = current;
    current.onopen = () => {
      reconnects = 0;
      void options.authFrame().then((frame) => {
        if (socket !== current || current.readyState !== 1) return;
        current.send(frame);
        options.onConnected?.();
      });
    };
    current.onmessage = (event) => {
      const notice = parsePushFrame(event.data);
      if (notice) options.onNotice(notice);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      plan('closed', event.code);
    };
  };

  connect();
  const unwatch = wake.watch(() => {
    if (!socket) plan('wake');
  });
  return {
    stop() {
      stopped = true;
      unwatch();
      if (timer !== null) clock.clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
