import { useRef } from 'react';
import { generatingAtom } from '../../state/chat-store';
import { stopAnswerAtom } from '../../state/tabs/tab-sync';
import { useFocusInput, useHandFocusOnUnmount } from '../focus/use-focus-hand-off';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { IconButton } from '../primitives/IconButton';
import { SendIcon, StopIcon } from '../primitives/icons';

/** Last on the buttons' row, held to its right end. */
const ROUND = 'ml-auto shrink-0 w-9 h-9 touch:w-11 touch:h-11 rounded-full flex items-center justify-center';

/** Screens doc section 4: while an answer is generated, stop replaces send. */
export function SendStopButton({ canSend, onSend }: { canSend: boolean; onSend: () => void }) {
  const texts = useTexts();
  const generating = useAtomValue(generatingAtom);
  if (generating) return <StopButton />;
  return (
    <IconButton
      label={texts.send}
      part="send-button"
      className={`${ROUND} bg-brand-600 text-white hover:bg-brand-700 disabled:bg-gray-200 disabled:text-gray-400 disabled:cursor-not-allowed`}
      disabled={!canSend}
      onClick={onSend}
    >
      <SendIcon className="w-4 h-4" />
    </IconButton>
  );
}

/**
 * Gone as soon as the answer stops or ends; if it had focus then (a keyboard user stopped the
 * answer), the input takes it, since the send button that replaces it is disabled while empty.
 */
function StopButton() {
  const texts = useTexts();
  const stop = useSetAtom(stopAnswerAtom);
  const button = useRef<HTMLButtonElement>(null);
  useHandFocusOnUnmount(button, useFocusInput());
  return (
    <button
      ref={button}
      type="button"
      className={`${ROUND} bg-gray-900 text-white hover:bg-gray-700`}
      aria-label={texts.stop}
      part="stop-button"
      onClick={() => stop()}
    >
      <StopIcon />
    </button>
  );
}
