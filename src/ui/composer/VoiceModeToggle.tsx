import { openRecorderAtom } from '../../state/actions/voice-input';
import { inputModeAtom, isVoiceBusy, voiceStatusAtom } from '../../state/voice-state';
import { useAtom, useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { useVoiceDebounce } from './use-voice-controls';
import { KeyboardIcon, MicrophoneIcon } from './voice-icons';

const TARGET =
  'shrink-0 w-11 h-11 rounded-full flex items-center justify-center focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/** Narrow layout: switches the composer between the text input and the 点击 说话 button. */
export function VoiceModeToggle({ disabled }: { disabled: boolean }) {
  const texts = useTexts();
  const [mode, setMode] = useAtom(inputModeAtom);
  const voice = mode === 'voice';
  return (
    <button
      type="button"
      className={`${TARGET} text-gray-500 hover:bg-gray-100 hover:text-gray-700 disabled:opacity-40`}
      aria-label={voice ? texts.switchToKeyboard : texts.switchToVoice}
      data-input-mode={mode}
      disabled={disabled}
      part="voice-mode-toggle"
      onClick={() => setMode(voice ? 'input' : 'voice')}
    >
      {voice ? <KeyboardIcon className="w-5 h-5" /> : <MicrophoneIcon className="w-5 h-5" />}
    </button>
  );
}

/** In voice mode the textarea gives way to this, on the composer's first row: a tap opens the recorder and starts recording. */
export function TapToTalkButton({ disabled }: { disabled: boolean }) {
  const texts = useTexts();
  const open = useSetAtom(openRecorderAtom);
  const busy = isVoiceBusy(useAtomValue(voiceStatusAtom));
  const press = useVoiceDebounce(() => open());
  return (
    <button
      type="button"
      className="w-full h-11 rounded-xl bg-gray-100 text-sm font-medium text-gray-700 hover:bg-gray-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:opacity-40"
      disabled={disabled || busy}
      part="voice-tap-to-talk"
      onClick={press}
    >
      {texts.voiceTapToTalk}
    </button>
  );
}
