import type { Getter, Setter } from 'jotai';
import type { PcmEncoderState } from '../../model/voice-pcm';
import type { TranscriptionEvent } from '../../realtime/transcription-socket';
import { draftAtom, focusRequestAtom } from '../chat-store';
import { textsOf } from '../language';
import { reportFailure, requireServices } from '../services';
import {
  inputModeAtom,
  recorderOpenAtom,
  type VoiceSession,
  type VoiceSurface,
  voiceLevelAtom,
  voiceSessionAtom,
  voiceStatusAtom,
} from '../voice-state';
import { showToastAtom } from './clipboard';

/** The running recording's helpers: every one ignores a session that is no longer current. */
export interface LiveSession extends VoiceSession {
  surface: VoiceSurface;
  encoder: PcmEncoderState;
  partial: string;
}

export const isLive = (get: Getter, session: LiveSession) =>
  get(voiceSessionAtom) === session && !session.stopped;
export const transcriptOf = (session: LiveSession) => session.sentences.join('') + session.partial;

/** Releases the microphone and the socket; later callbacks of this session are ignored. */
export function release(session: LiveSession): void {
  session.stopped = true;
  session.capture?.stop();
  session.socket?.close();
}

function showTranscript(get: Getter, set: Setter, session: LiveSession): void {
  const state = get(voiceStatusAtom);
  const transcript = transcriptOf(session);
  if (state.status === 'recording' || state.status === 'stop') set(voiceStatusAtom, { ...state, transcript });
  if (session.surface === 'inline') set(draftAtom, session.baseDraft + transcript);
}

export function failSession(get: Getter, set: Setter, session: LiveSession, detail: unknown): void {
  release(session);
  set(voiceLevelAtom, 0);
  set(showToastAtom, textsOf(get).speechRecognitionFailed);
  reportFailure(
    requireServices(get),
    'chatUtil',
    detail instanceof Error ? detail : new Error(String(detail)),
  );
  enterStop(set, session, true);
}

/** The recorder's stop state: waiting for the final result, or failed. */
export function enterStop(set: Setter, session: LiveSession, failed: boolean): void {
  const { surface, id } = session;
  set(voiceStatusAtom, { status: 'stop', surface, session: id, transcript: transcriptOf(session), failed });
}

/** Completion: the joined sentences stay in the input, not sent; mobile goes back to the text input. */
export function completeSession(set: Setter, session: LiveSession): void {
  const text = session.sentences.join('') || session.partial;
  release(session);
  set(voiceLevelAtom, 0);
  set(draftAtom, session.baseDraft + text);
  set(voiceStatusAtom, { status: 'idle' });
  if (session.surface === 'recorder') {
    set(recorderOpenAtom, false);
    set(inputModeAtom, 'input');
  }
  set(focusRequestAtom, (count) => count + 1);
}

export function applyEvent(get: Getter, set: Setter, session: LiveSession, event: TranscriptionEvent): void {
  if (event.kind === 'partial') {
    session.partial = event.text;
    showTranscript(get, set, session);
  } else if (event.kind === 'sentence-end') {
    session.sentences[event.index >= 0 ? event.index : session.sentences.length] = event.text;
    session.partial = '';
    showTranscript(get, set, session);
  } else if (event.kind === 'completed') completeSession(set, session);
  else if (event.kind === 'error')
    failSession(get, set, session, event.message || 'speech recognition error');
}
