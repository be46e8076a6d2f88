import { atom } from 'jotai';
import type { MicrophoneCapture } from '../realtime/microphone';
import type { TranscriptionSocket } from '../realtime/transcription-socket';

/** Where a recording was started: the inline toggle (wide) or the mobile recorder sheet. */
export type VoiceSurface = 'inline' | 'recorder';

/**
 * The recorder (screens doc section 4, "Voice recorder"; house style 8): idle; start = asking for the
 * microphone and connecting; recording = audio streaming; stop = STOP sent and waiting for the final
 * result, or ended by an error (`failed`).
 */
export type VoiceStatus =
  | { status: 'idle' }
  | { status: 'start'; surface: VoiceSurface; session: number }
  | { status: 'recording'; surface: VoiceSurface; session: number; startedAt: number; transcript: string }
  | { status: 'stop'; surface: VoiceSurface; session: number; transcript: string; failed: boolean };

export const voiceStatusAtom = atom<VoiceStatus>({ status: 'idle' });

/** The input level (0…1) of the last captured chunk: separate so only the meter re-renders. */
export const voiceLevelAtom = atom(0);

/** Screens doc section 4: the composer's mode on mobile, text input or voice (点击 说话). */
export type InputMode = 'input' | 'voice';
export const inputModeAtom = atom<InputMode>('input');

/** Whether the mobile recorder sheet is shown. */
export const recorderOpenAtom = atom(false);

/** The side effects of the running recording; one per store, replaced by each new session. */
export interface VoiceSession {
  id: number;
  /** What the input held when recording began: recognised text is appended to it. */
  baseDraft: string;
  /** Finished sentences by index (SentenceEnd), and the one being recognised. */
  sentences: string[];
  capture: MicrophoneCapture | null;
  socket: TranscriptionSocket | null;
  stopped: boolean;
}
export const voiceSessionAtom = atom<VoiceSession | null>(null);

/** The storage key of the remembered microphone refusal. */
export const MICROPHONE_DENIED_KEY = 'microphone-denied';

/** Busy: a new recording cannot start and the inline toggle means "stop". */
export function isVoiceBusy(state: VoiceStatus): boolean {
  return (
    state.status === 'start' || state.status === 'recording' || (state.status === 'stop' && !state.failed)
  );
}
