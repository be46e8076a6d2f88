import { littleEndianBytes } from '../model/voice-pcm';
import { parseJsonFrame } from './json-frame';

/** One server frame of the voice input socket (wire-format.md, "Voice input"), decoded. */
export type TranscriptionEvent =
  | { kind: 'started' }
  | { kind: 'sentence-begin'; index: number }
  | { kind: 'partial'; index: number; text: string }
  | { kind: 'sentence-end'; index: number; text: string }
  | { kind: 'completed' }
  | { kind: 'error'; message: string };

/** Decodes a frame; unknown names and non-JSON are ignored (null). */
export function parseTranscriptionFrame(data: unknown): TranscriptionEvent | null {
  const frame = parseJsonFrame(data);
  if (!frame) return null;
  const { success, message, header, payload } = frame as {
    success?: unknown;
    message?: unknown;
    header?: { name?: unknown };
    payload?: { index?: unknown; result?: unknown };
  };
  if (success === false) return { kind: 'error', message: typeof message === 'string' ? message : '' };
  const index = typeof payload?.index === 'number' ? payload.index : -1;
  const text = typeof payload?.result === 'string' ? payload.result : '';
  switch (header?.name) {
    case 'TranscriptionStarted':
      return { kind: 'started' };
    case 'SentenceBegin':
      return { kind: 'sentence-begin', index };
    case 'TranscriptionResultChanged':
      return { kind: 'partial', index, text };
    case 'SentenceEnd':
      return { kind: 'sentence-end', index, text };
    case 'TranscriptionCompleted':
      return { kind: 'completed' };
    default:
      return null;
  }
}

export function audioStreamFrame(samples: Int16Array): string {
  return JSON.stringify({ record_type: 'AUDIO_STREAM', data: littleEndianBytes(samples) });
}

export const STOP_FRAME = JSON.stringify({ record_type: 'STOP', data: '' });

export interface TranscriptionSocketOptions {
  url: string;
  /** The START frame (it may wait for a token provider). */
  startFrame(): Promise<string>;
  createSocket(url: string): WebSocket;
  onOpen(): void;
  onEvent(event: TranscriptionEvent): void;
  /** The socket closed before TranscriptionCompleted (or failed to connect). */
  onLost(): void;
}

export interface TranscriptionSocket {
  sendAudio(samples: Int16Array): void;
  /** Sends STOP after everything queued; the server answers with TranscriptionCompleted. */
  finish(): void;
  close(): void;
}

/**
 * The voice input socket. Audio captured before the socket opens (and before START is sent) waits in
 * order, so the first words are not lost while connecting.
 */
export function openTranscriptionSocket(options: TranscriptionSocketOptions): TranscriptionSocket {
  const queue: string[] = [];
  let started = false;
  let closed = false;
  let completed = false;
  const socket = options.createSocket(options.url);
  const send = (frame: string) => {
    if (started && socket.readyState === 1) socket.send(frame);
    else queue.push(frame);
  };
  socket.onopen = () => {
    void options.startFrame().then(
      (frame) => {
        if (closed || socket.readyState !== 1) return;
        socket.send(frame);
        started = true;
        for (const queued of queue.splice(0)) socket.send(queued);
        options.onOpen();
      },
      () => {
        if (!closed) options.onLost();
      },
    );
  };
  socket.onmessage = (message) => {
    const event = parseTranscriptionFrame(message.data);
    if (!event || closed) return;
    if (event.kind === 'completed') completed = true;
    options.onEvent(event);
  };
  socket.onclose = () => {
    if (!closed && !completed) options.onLost();
    closed = true;
  };
  return {
    sendAudio: (samples) => send(audioStreamFrame(samples)),
    finish: () => send(STOP_FRAME),
    close() {
      closed = true;
      socket.close();
    },
  };
}
