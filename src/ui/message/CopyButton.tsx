import type { ChatMessage, MessageQuote } from '../../model/message';
import { copyMessageAtom, copyQuoteAtom, quoteCopyId } from '../../state/actions/clipboard';
import { copiedMessageIdAtom } from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { IconButton } from '../primitives/IconButton';
import { CheckIcon, CopyIcon } from '../primitives/icons';

/** Copies a message, or with `quote` the message's quotation; a tick shows for 2 s after. */
export function CopyButton({
  message,
  quote,
  className,
}: {
  message: ChatMessage;
  quote?: MessageQuote;
  className: string;
}) {
  const texts = useTexts();
  const copyMessage = useSetAtom(copyMessageAtom);
  const copyQuote = useSetAtom(copyQuoteAtom);
  const copied = useAtomValue(copiedMessageIdAtom) === (quote ? quoteCopyId(message.id) : message.id);
  return (
    <IconButton
      label={quote ? texts.copyQuote : texts.copy}
      part={quote ? 'quote-copy' : 'copy-message copy-button'}
      className={className}
      onClick={() => void (quote ? copyQuote(message.id, quote) : copyMessage(message))}
    >
      {copied ? <CheckIcon className="w-3.5 h-3.5 text-green-600" /> : <CopyIcon className="w-3.5 h-3.5" />}
    </IconButton>
  );
}
