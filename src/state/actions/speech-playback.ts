import { atom, type Getter, type Setter } from 'jotai';
import { speechFirstFrame, speechSocketUrl } from '../../api/speech-connection';
import { format } from '../../i18n/texts';
import {
  base64ToBytes,
  createPcm16Decoder,
  joinSamples,
  SPEECH_SAMPLE_RATE,
  scheduleAfter,
} from '../../model/speech-pcm';
import { openSpeechSocket } from '../../realtime/speech-socket';
import { textsOf } from '../language';
import { reportFailure, requireServices } from '../services';
import { IDLE_SPEECH, type SpeechSession, speechAtom, speechSessionAtom } from '../speech-state';
import { showToastAtom } from './clipboard';

/** Screens doc section 9: received audio is turned into a playable buffer every 1000 ms. */
export const SPEECH_FLUSH_MS = 1000;

export interface SpeechRequest {
  messageId: string;
  /** The answer as plain text (markdownToPlainText): what the visitor hears. */
  text: string;
}

/** Ends the running playback, if any: socket closed, sounds stopped, audio context closed. */
export const stopSpeechAtom = atom(null, (get, set) => {
  const session = get(speechSessionAtom);
  if (session) endSession(get, set, session);
});

/**
 * The speak button: stops this answer's playback when it runs, otherwise starts it (stopping any
 * other first: one playback per element). Synchronous up to creating the audio output, so the
 * AudioContext is made inside the click and the autoplay policy lets it sound.
 */
export const toggleSpeechAtom = atom(null, (get, set, request: SpeechRequest) => {
  const running = get(speechSessionAtom);
  if (running?.messageId === request.messageId) return void endSession(get, set, running);
  const text = request.text.trim();
  // Screens doc section 5: playback needs content.
  if (!text) return void set(showToastAtom, textsOf(get).nothingToPlay);
  if (running) endSession(get, set, running);
  const services = requireServices(get);
  const config = services.getConfig();
  let session: SpeechSession;
  try {
    const url = speechSocketUrl(config, services.ports.pageOrigin);
    session = {
      messageId: request.messageId,
      output: services.ports.createAudioOutput(),
      decoder: createPcm16Decoder(),
      pending: [],
      sounds: new Set(),
      scheduledEnd: 0,
      finished: false,
      timer: null,
      socket: null,
    };
    set(speechSessionAtom, session);
    set(speechAtom, { status: 'connecting', messageId: request.messageId });
    session.socket = openSpeechSocket({
      url,
      firstFrame: () => speechFirstFrame(config, text),
      createSocket: services.ports.createSocket,
      onAudio: (data) => receiveAudio(get, set, session, data),
      onFinish: () => finishStream(get, set, session),
      onError: (message) =>
        fail(
          get,
          set,
          session,
          message
            ? format(textsOf(get).speechPlaybackFailedWith, message)
            : textsOf(get).speechPlaybackFailed,
        ),
    });
  } catch (error) {
    // No Web Audio, or a tts-url that is no address: nothing can play.
    const current = get(speechSessionAtom);
    if (current) endSession(get, set, current);
    reportFailure(services, 'chatUtil', error);
    return void set(showToastAtom, textsOf(get).speechPlaybackFailed);
  }
});

function isCurrent(get: Getter, session: SpeechSession): boolean {
  return get(speechSessionAtom) === session;
}

function receiveAudio(get: Getter, set: Setter, session: SpeechSession, data: string) {
  if (!isCurrent(get, session)) return;
  try {
    session.pending.push(session.decoder.push(base64ToBytes(data)));
  } catch {
    return fail(get, set, session, textsOf(get).audioProcessingFailed);
  }
  // The flush clock starts with the audio, not the click: a slow connect must not leave the
  // first buffer nearly empty and the second one a gap after it.
  if (session.timer === null) startFlushing(get, set, session);
}

function startFlushing(get: Getter, set: Setter, session: SpeechSession) {
  const { clock } = requireServices(get).ports;
  const tick = () => {
    if (!isCurrent(get, session) || session.finished) return;
    flush(get, set, session);
    session.timer = clock.setTimeout(tick, SPEECH_FLUSH_MS);
  };
  session.timer = clock.setTimeout(tick, SPEECH_FLUSH_MS);
}

/** Schedules what arrived since the last flush right after what is already scheduled. */
function flush(get: Getter, set: Setter, session: SpeechSession) {
  if (!isCurrent(get, session)) return;
  const samples = joinSamples(session.pending);
  session.pending = [];
  if (samples.length === 0) return;
  const slot = scheduleAfter(
    session.output.currentTime(),
    session.scheduledEnd,
    samples.length / SPEECH_SAMPLE_RATE,
  );
  session.scheduledEnd = slot.end;
  const sound = session.output.play(samples, SPEECH_SAMPLE_RATE, slot.start, () => {
    session.sounds.delete(sound);
    endWhenPlayedOut(get, set, session);
  });
  session.sounds.add(sound);
  if (get(speechAtom).status !== 'playing')
    set(speechAtom, { status: 'playing', messageId: session.messageId });
}

/** finish_reason stop: the rest is flushed at once; playback ends when the last sound has played. */
function finishStream(get: Getter, set: Setter, session: SpeechSession) {
  if (!isCurrent(get, session)) return;
  session.finished = true;
  if (session.timer !== null) requireServices(get).ports.clock.clearTimeout(session.timer);
  session.socket?.close();
  flush(get, set, session);
  endWhenPlayedOut(get, set, session);
}

function endWhenPlayedOut(get: Getter, set: Setter, session: SpeechSession) {
  if (isCurrent(get, session) && session.finished && session.sounds.size === 0) endSession(get, set, session);
}

function fail(get: Getter, set: Setter, session: SpeechSession, message: string) {
  if (!isCurrent(get, session)) return;
  endSession(get, set, session);
  const services = requireServices(get);
  reportFailure(services, 'chatUtil', new Error(message));
  set(showToastAtom, message);
}

function endSession(get: Getter, set: Setter, session: SpeechSession) {
  const services = requireServices(get);
  if (session.timer !== null) services.ports.clock.clearTimeout(session.timer);
  session.timer = null;
  session.socket?.close();
  for (const sound of session.sounds) sound.stop();
  session.sounds.clear();
  session.output.close();
  if (get(speechSessionAtom) === session) {
    set(speechSessionAtom, null);
    set(speechAtom, IDLE_SPEECH);
  }
}
