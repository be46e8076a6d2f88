import { useEffect } from 'react';
import { markdownToPlainText } from '../../content/plain-text';
import type { AssistantMessage } from '../../model/message';
import { stopSpeechAtom, toggleSpeechAtom } from '../../state/actions/speech-playback';
import { isSpeaking, speechAtom } from '../../state/speech-state';
import { useAtomValue, useSetAtom, useStore } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { IconButton } from '../primitives/IconButton';
import { SpeakerIcon, StopIcon } from '../primitives/icons';

/**
 * Reads the answer aloud; pressed (aria-pressed, 停止朗读) while it is read, and pressing it then
 * stops. The toggle runs synchronously in the click so the audio context may start (autoplay).
 */
export function SpeakButton({ message, className }: { message: AssistantMessage; className: string }) {
  const texts = useTexts();
  const toggle = useSetAtom(toggleSpeechAtom);
  const state = useAtomValue(speechAtom);
  const speaking = isSpeaking(state, message.id);
  const store = useStore();
  // Without its button nothing could stop the reading (another conversation opened, the element
  // removed from the page): it stops with it.
  useEffect(
    () => () => {
      if (isSpeaking(store.get(speechAtom), message.id)) store.set(stopSpeechAtom);
    },
    [store, message.id],
  );
  return (
    <IconButton
      label={speaking ? texts.stopSpeaking : texts.speak}
      part="speak-button"
      className={`${className} ${speaking ? 'text-brand-600' : ''}`}
      pressed={speaking}
      onClick={() =>
        toggle({ messageId: message.id, text: markdownToPlainText(message.content, texts.cellSeparator) })
      }
    >
      {speaking ? <StopIcon className="w-3.5 h-3.5" /> : <SpeakerIcon className="w-3.5 h-3.5" />}
    </IconButton>
  );
}
