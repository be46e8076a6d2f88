import { listen } from './listen';

/** A line to the other documents of this browser (tabs, windows, frames) that opened the same name. */
export interface TabChannel {
  post(message: unknown): void;
  close(): void;
}

/**
 * Opens a channel: `receive` gets what the others post (never this channel's own posts), and
 * `leave` runs when this document is being unloaded, while a goodbye can still go out. Undefined
 * where the browser has no BroadcastChannel: the chat then simply works on its own.
 */
export type OpenTabChannel = (
  name: string,
  receive: (data: unknown) => void,
  leave: () => void,
) => TabChannel | undefined;

export const openBroadcastChannel: OpenTabChannel = (name, receive, leave) => {
  if (typeof BroadcastChannel !== 'function') return undefined;
  const channel = new BroadcastChannel(name);
  channel.onmessage = (event) => receive(event.data);
  const stop = listen([globalThis, 'pagehide', leave]);
  return {
    post: (message) => {
      // A message the other side cannot take must never break what posted it (an answer streaming).
      try {
        channel.postMessage(message);
      } catch {}
    },
    close: () => {
      stop();
      channel.close();
    },
  };
};
