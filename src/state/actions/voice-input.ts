import { atom } from 'jotai';
import { asrSocketUrl, asrStartFrame } from '../../api/asr-connection';
import { encodePcm, INITIAL_PCM_ENCODER_STATE, levelOf } from '../../model/voice-pcm';
import { MicrophoneError } from '../../realtime/microphone';
import { openTranscriptionSocket } from '../../realtime/transcription-socket';
import { draftAtom } from '../chat-store';
import { textsOf } from '../language';
import { requireServices } from '../services';
import {
  isVoiceBusy,
  MICROPHONE_DENIED_KEY,
  recorderOpenAtom,
  type VoiceSurface,
  voiceLevelAtom,
  voiceSessionAtom,
  voiceStatusAtom,
} from '../voice-state';
import { showToastAtom } from './clipboard';
import { stopSpeechAtom } from './speech-playback';
import { applyEvent, enterStop, failSession, isLive, type LiveSession, release } from './voice-session';

/** Ours (the spec names none): how long the final result may take after STOP before it counts as failed. */
export const VOICE_RESULT_TIMEOUT_MS = 10_000;

/** Runs right before a recording starts. Screens doc section 4: recording stops speech playback. */
export const beforeRecordingStartAtom = atom(null, (_get, set) => set(stopSpeechAtom));

/** Starts recording (screens doc section 4): microphone first, then the socket. */
export const startVoiceAtom = atom(null, async (get, set, surface: VoiceSurface) => {
  if (isVoiceBusy(get(voiceStatusAtom))) return;
  const services = requireServices(get);
  const { ports } = services;
  const config = services.getConfig();
  set(beforeRecordingStartAtom);
  get(voiceSessionAtom)?.capture?.stop();
  const session: LiveSession = {
    id: (get(voiceSessionAtom)?.id ?? 0) + 1,
    surface,
    baseDraft: get(draftAtom),
    sentences: [],
    partial: '',
    capture: null,
    socket: null,
    stopped: false,
    encoder: INITIAL_PCM_ENCODER_STATE,
  };
  set(voiceSessionAtom, session);
  set(voiceStatusAtom, { status: 'start', surface, session: session.id });
  // Decision 020: a remembered refusal is said again, and the browser is still asked.
  if (ports.storage.get(MICROPHONE_DENIED_KEY)) set(showToastAtom, textsOf(get).microphoneDenied);
  try {
    session.capture = await ports.openMicrophone((samples, sampleRate) => {
      if (!isLive(get, session)) return;
      set(voiceLevelAtom, levelOf(samples));
      const encoded = encodePcm(session.encoder, samples, sampleRate);
      session.encoder = encoded.state;
      for (const frame of encoded.frames) session.socket?.sendAudio(frame);
    });
  } catch (error) {
    if (!isLive(get, session)) return;
    if (error instanceof MicrophoneError && error.failure === 'denied') {
      release(session);
      ports.storage.set(MICROPHONE_DENIED_KEY, '1');
      set(showToastAtom, textsOf(get).microphoneDenied);
      set(voiceStatusAtom, { status: 'idle' });
    } else failSession(get, set, session, error);
    return;
  }
  if (!isLive(get, session)) {
    session.capture.stop();
    return;
  }
  ports.storage.remove(MICROPHONE_DENIED_KEY);
  session.socket = openTranscriptionSocket({
    url: asrSocketUrl(config, ports.pageOrigin),
    startFrame: () => asrStartFrame(config),
    createSocket: ports.createSocket,
    onOpen: () => {
      if (!isLive(get, session) || get(voiceStatusAtom).status !== 'start') return;
      const startedAt = ports.clock.now();
      set(voiceStatusAtom, { status: 'recording', surface, session: session.id, startedAt, transcript: '' });
    },
    onEvent: (event) => {
      if (isLive(get, session)) applyEvent(get, set, session, event);
    },
    onLost: () => {
      if (isLive(get, session)) failSession(get, set, session, 'speech recognition socket closed');
    },
  });
});

/** Stop: the microphone closes, the last partial frame and STOP go out, the final result is awaited. */
export const stopVoiceAtom = atom(null, (get, set) => {
  const state = get(voiceStatusAtom);
  const session = get(voiceSessionAtom) as LiveSession | null;
  if (!session || session.stopped || (state.status !== 'start' && state.status !== 'recording')) return;
  if (!session.socket) return void set(cancelVoiceAtom);
  session.capture?.stop();
  session.capture = null;
  if (session.encoder.pending.length > 0) session.socket.sendAudio(session.encoder.pending);
  session.encoder = INITIAL_PCM_ENCODER_STATE;
  session.socket.finish();
  set(voiceLevelAtom, 0);
  enterStop(set, session, false);
  requireServices(get).ports.clock.setTimeout(() => {
    if (isLive(get, session)) failSession(get, set, session, 'no final speech recognition result');
  }, VOICE_RESULT_TIMEOUT_MS);
});

/** Cancel: closes everything, discards what was recognised and puts the input back as it was. */
export const cancelVoiceAtom = atom(null, (get, set) => {
  const session = get(voiceSessionAtom) as LiveSession | null;
  if (session && !session.stopped) {
    release(session);
    if (session.surface === 'inline') set(draftAtom, session.baseDraft);
  }
  set(voiceLevelAtom, 0);
  set(voiceStatusAtom, { status: 'idle' });
  set(recorderOpenAtom, false);
});

/** The inline toggle: starts, or stops a running recording; ignored while the result is awaited. */
export const toggleVoiceAtom = atom(null, (get, set) => {
  const state = get(voiceStatusAtom);
  if (state.status === 'start' || state.status === 'recording') set(stopVoiceAtom);
  else if (!isVoiceBusy(state)) void set(startVoiceAtom, 'inline');
});

/** 点击 说话 on mobile: opens the recorder and starts at once. */
export const openRecorderAtom = atom(null, (_get, set) => {
  set(recorderOpenAtom, true);
  void set(startVoiceAtom, 'recorder');
});
