import type { ChatMessage } from '../../model/message';
import { copyMessageAtom } from '../../state/actions/clipboard';
import { copiedMessageIdAtom } from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { IconButton } from '../primitives/IconButton';
import { CheckIcon, CopyIcon } from '../primitives/icons';

export function CopyButton({ message, className }: { message: ChatMessage; className: string }) {
  const texts = useTexts();
  const copy = useSetAtom(copyMessageAtom);
  const copied = useAtomValue(copiedMessageIdAtom) === message.id;
  return (
    <IconButton
      label={texts.copy}
      part="copy-message copy-button"
      className={className}
      onClick={() => void copy(message)}
    >
      {copied ? <CheckIcon className="w-3.5 h-3.5 text-green-600" /> : <CopyIcon className="w-3.5 h-3.5" />}
    </IconButton>
  );
}
