import { useEffect, useState } from 'react';
import type { Texts } from '../../i18n/texts';
import { twoDigits } from '../../model/local-time';
import { cancelVoiceAtom, startVoiceAtom, stopVoiceAtom } from '../../state/actions/voice-input';
import { type VoiceStatus, voiceLevelAtom, voiceStatusAtom } from '../../state/voice-state';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useClock } from '../hooks/use-clock';
import { useTexts } from '../hooks/use-texts';
import { Spinner } from '../primitives/icons';
import { useVoiceDebounce } from './use-voice-controls';
import { MicrophoneIcon } from './voice-icons';

const BUTTON =
  'h-11 min-w-[88px] px-4 rounded-full text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

function statusText(state: VoiceStatus, texts: Texts): string {
  if (state.status === 'idle') return texts.voiceTapToTalk;
  if (state.status === 'start') return texts.voiceConnecting;
  if (state.status === 'recording') return texts.voiceListening;
  return state.failed ? texts.speechRecognitionFailed : texts.voiceRecognizing;
}

/** Seconds since the recording began, re-read four times a second while recording. */
function useElapsed(startedAt: number | null): string {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(clock.now()), 250);
    return () => clearInterval(timer);
  }, [startedAt, clock]);
  const seconds = startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
  return `${Math.floor(seconds / 60)}:${twoDigits(seconds % 60)}`;
}

function LevelMeter() {
  const level = useAtomValue(voiceLevelAtom);
  return (
    <div className="h-1.5 w-24 rounded-full bg-gray-200 overflow-hidden" aria-hidden="true">
      <div
        className="h-full bg-brand-500 transition-[width] duration-100 motion-reduce:transition-none"
        style={{ width: `${Math.round(Math.min(1, level * 4) * 100)}%` }}
        part="voice-level"
      />
    </div>
  );
}

/** Narrow layout: the recorder (screens doc section 4) with its states, transcript, stop and cancel. */
export function VoiceRecorder() {
  const texts = useTexts();
  const state = useAtomValue(voiceStatusAtom);
  const stop = useSetAtom(stopVoiceAtom);
  const cancel = useSetAtom(cancelVoiceAtom);
  const start = useSetAtom(startVoiceAtom);
  const restart = useVoiceDebounce(() => void start('recorder'));
  const elapsed = useElapsed(state.status === 'recording' ? state.startedAt : null);
  const transcript = state.status === 'recording' || state.status === 'stop' ? state.transcript : '';
  const canStop = state.status === 'start' || state.status === 'recording';
  const canRestart = state.status === 'idle' || (state.status === 'stop' && state.failed);
  return (
    <section
      className="mb-2 rounded-2xl border border-gray-200 bg-white shadow-sm px-4 py-3 flex flex-col items-center gap-2"
      aria-label={texts.voiceInput}
      data-voice-status={state.status}
      part="voice-recorder"
    >
      <div
        className="flex items-center gap-2 text-sm text-gray-600"
        role="status"
        part="voice-recorder-status"
      >
        {state.status === 'start' || (state.status === 'stop' && !state.failed) ? (
          <Spinner className="w-4 h-4" />
        ) : null}
        {state.status === 'recording' ? (
          <MicrophoneIcon className="w-4 h-4 text-red-600 animate-pulse motion-reduce:animate-none" />
        ) : null}
        <span>{statusText(state, texts)}</span>
        {state.status === 'recording' ? (
          <>
            <LevelMeter />
            <span className="tabular-nums text-gray-500" part="voice-elapsed">
              {elapsed}
            </span>
          </>
        ) : null}
      </div>
      <p
        className="w-full min-h-[22px] text-center text-sm leading-[22px] text-gray-900"
        aria-live="polite"
        part="voice-transcript"
      >
        {transcript}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className={`${BUTTON} bg-gray-100 text-gray-700 hover:bg-gray-200`}
          part="voice-cancel"
          onClick={() => cancel()}
        >
          {texts.cancel}
        </button>
        {canStop ? (
          <button
            type="button"
            className={`${BUTTON} bg-red-600 text-white hover:bg-red-700`}
            part="voice-stop"
            onClick={() => stop()}
          >
            {texts.voiceStop}
          </button>
        ) : null}
        {canRestart ? (
          <button
            type="button"
            className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
            part="voice-start"
            onClick={restart}
          >
            {texts.voiceTapToTalk}
          </button>
        ) : null}
      </div>
    </section>
  );
}
