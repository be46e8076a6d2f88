import { useAtomValue, useSetAtom } from 'jotai';
import { texts } from '../../i18n/texts';
import { stopGenerationAtom } from '../../state/actions/stop-generation';
import { generatingAtom } from '../../state/chat-store';
import { SendIcon, StopIcon } from '../primitives/icons';

const ROUND = 'shrink-0 w-9 h-9 touch:w-11 touch:h-11 rounded-full flex items-center justify-center';

/** Screens doc section 4: while an answer is generated, stop replaces send. */
export function SendStopButton({ canSend, onSend }: { canSend: boolean; onSend: () => void }) {
  const generating = useAtomValue(generatingAtom);
  const stop = useSetAtom(stopGenerationAtom);
  if (generating) {
    return (
      <button
        type="button"
        className={`${ROUND} bg-gray-900 text-white hover:bg-gray-700`}
        aria-label={texts.stop}
        title={texts.stop}
        part="stop-button"
        onClick={() => stop()}
      >
        <StopIcon />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={`${ROUND} bg-brand-600 text-white hover:bg-brand-700 disabled:bg-gray-200 disabled:text-gray-400 disabled:cursor-not-allowed`}
      aria-label={texts.send}
      title={texts.send}
      disabled={!canSend}
      part="send-button"
      onClick={onSend}
    >
      <SendIcon className="w-4 h-4" />
    </button>
  );
}
