import type { Clock, TimerHandle } from '../platform/clock';
import { createReconnectPolicy } from './reconnect-policy';

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
    return {
      type,
      conversationId:
        typeof conversationId === 'number' ? String(conversationId) : String(conversationId ?? ''),
    };
  } catch {
    return null;
  }
}

/** The unread push socket with its reconnect policy; stop() ends it for good. */
export function startUnreadSocket(options: UnreadSocketOptions): UnreadSocket {
  const policy = createReconnectPolicy();
  let socket: WebSocket | null = null;
  let timer: TimerHandle | null = null;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    const current = options.createSocket(options.url);
    socket = current;
    current.onopen = () => {
      policy.reset();
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
    current.onclose = () => {
      if (stopped || socket !== current) return;
      const delay = policy.nextDelay();
      if (delay !== null) timer = options.clock.setTimeout(connect, delay);
    };
  };

  connect();
  return {
    stop() {
      stopped = true;
      if (timer !== null) options.clock.clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
