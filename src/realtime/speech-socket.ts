import { isObject } from '../model/wire-values';
import { parseJsonFrame } from './json-frame';
/** One text-to-speech exchange (wire-format.md, "Speech playback"). No reconnect. */
export type SpeechFrame =
  | { kind: 'audio'; data: string }
  | { kind: 'finish' }
  | { kind: 'error'; message: string };

export interface SpeechSocketOptions {
  url: string;
  /** The text and credentials, sent once the socket opens. */
  firstFrame(): Promise<string>;
  createSocket(url: string): WebSocket;
  onAudio(base64: string): void;
  onFinish(): void;
  /** `message` is the server's error text, empty when the socket itself failed. */
  onError(message: string): void;
}

export interface SpeechSocket {
  close(): void;
}

/** Reads a frame; anything unrecognised is ignored, like the push socket's unknown types. */
export function parseSpeechFrame(data: unknown): SpeechFrame | null {
  const frame = parseJsonFrame(data);
  if (!frame) return null;
  const { audio, finish_reason: finishReason, error } = frame;
  if (error !== undefined && error !== null && error !== false) {
    return { kind: 'error', message: typeof error === 'string' ? error : errorMessageOf(error) };
  }
  if (typeof audio === 'object' && audio !== null) {
    const { data: audioData } = audio as { data?: unknown };
    // A frame whose data is not a string is broken audio, not a frame to skip.
    return { kind: 'audio', data: typeof audioData === 'string' ? audioData : '\u0000' };
  }
  if (finishReason === 'stop') return { kind: 'finish' };
  return null;
}

function errorMessageOf(error: unknown): string {
  // A JSON array, the one object isObject refuses, has no message either.
  const message = isObject(error) ? error.message : undefined;
  return typeof message === 'string' ? message : '';
}

export function openSpeechSocket(options: SpeechSocketOptions): SpeechSocket {
  let done = false;
  const end = (report: () => void) => {
    if (done) return;
    done = true;
    report();
  };
  const socket = options.createSocket(options.url);
  socket.onopen = () => {
    void options.firstFrame().then(
      (frame) => {
        if (!done && socket.readyState === 1) socket.send(frame);
      },
      () => end(() => options.onError('')),
    );
  };
  socket.onmessage = (event) => {
    if (done) return;
    const frame = parseSpeechFrame(event.data);
    if (frame?.kind === 'audio') options.onAudio(frame.data);
    else if (frame?.kind === 'finish') end(options.onFinish);
    else if (frame?.kind === 'error') end(() => options.onError(frame.message));
  };
  // A socket that closes or fails before finish_reason stop is a failed playback.
  socket.onerror = () => end(() => options.onError(''));
  socket.onclose = () => end(() => options.onError(''));
  return {
    close() {
      done = true;
      socket.close();
    },
  };
}
