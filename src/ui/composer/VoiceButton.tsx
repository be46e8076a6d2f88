import { toggleVoiceAtom } from '../../state/actions/voice-input';
import { voiceStatusAtom } from '../../state/voice-state';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { Spinner } from '../primitives/icons';
import { useVoiceDebounce } from './use-voice-controls';
import { MicrophoneIcon } from './voice-icons';

/** Wide layout: the inline voice toggle; recognised text appears live in the input. */
export function VoiceButton({ disabled }: { disabled: boolean }) {
  const texts = useTexts();
  const state = useAtomValue(voiceStatusAtom);
  const toggle = useSetAtom(toggleVoiceAtom);
  const press = useVoiceDebounce(() => toggle());
  const listening = state.status === 'start' || state.status === 'recording';
  const waiting = state.status === 'stop' && !state.failed;
  return (
    <button
      type="button"
      className={`shrink-0 w-9 h-9 [@media(pointer:coarse)]:w-11 [@media(pointer:coarse)]:h-11 rounded-full flex items-center justify-center focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-40 ${
        listening
          ? 'bg-red-50 text-red-600 hover:bg-red-100'
          : 'text-gray-500 hover:bg-gray-100 hover:text-gray-700'
      }`}
      aria-label={listening ? texts.voiceStop : texts.voiceInput}
      aria-pressed={listening}
      data-voice-status={state.status}
      disabled={disabled || waiting}
      part="voice-button"
      onClick={press}
    >
      {waiting ? (
        <Spinner className="w-4 h-4" />
      ) : (
        <MicrophoneIcon
          className={`w-4 h-4 ${listening ? 'animate-pulse motion-reduce:animate-none' : ''}`}
        />
      )}
    </button>
  );
}
