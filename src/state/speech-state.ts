import { atom } from 'jotai';
import type { Pcm16Decoder } from '../model/speech-pcm';
import type { AudioOutput, ScheduledSound } from '../platform/audio-output';
import type { TimerHandle } from '../platform/clock';
import type { SpeechSocket } from '../realtime/speech-socket';

/** Speech playback (screens doc section 4): at most one answer is read aloud per element. */
export type SpeechState =
  | { status: 'idle' }
  /** The button was pressed; no audio has been scheduled yet. */
  | { status: 'connecting'; messageId: string }
  | { status: 'playing'; messageId: string };

export const IDLE_SPEECH: SpeechState = { status: 'idle' };

export const speechAtom = atom<SpeechState>(IDLE_SPEECH);

/** Whether this answer is being read (connecting or playing): its speak button is pressed. */
export function isSpeaking(state: SpeechState, messageId: string): boolean {
  return state.status !== 'idle' && state.messageId === messageId;
}

/** The running playback's resources. Never rendered; mutated by the playback actions only. */
export interface SpeechSession {
  messageId: string;
  output: AudioOutput;
  socket: SpeechSocket | null;
  decoder: Pcm16Decoder;
  /** Samples received since the last flush. */
  pending: Float32Array[];
  sounds: Set<ScheduledSound>;
  /** Where the last scheduled sound ends, on the output's clock. */
  scheduledEnd: number;
  /** finish_reason stop arrived: nothing more will come. */
  finished: boolean;
  timer: TimerHandle | null;
}

export const speechSessionAtom = atom<SpeechSession | null>(null);
