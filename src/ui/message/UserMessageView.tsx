import { memo } from 'react';
import { textDirection } from '../../content/text-direction';
import type { UserMessage } from '../../model/message';
import { isVisibleUserMessage } from '../../model/message-file';
import { formatMessageTime } from '../../model/message-time';
import { reEditAtom } from '../../state/actions/clipboard';
import { generatingAtom } from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useLanguage } from '../hooks/use-texts';
import { IconButton } from '../primitives/IconButton';
import { PencilIcon } from '../primitives/icons';
import { CopyButton } from './CopyButton';
import { FileCard } from './FileCard';
import { QuoteCard } from './QuoteCard';

const TOOL_BUTTON =
  'w-6 h-6 touch:w-11 touch:h-11 rounded flex items-center justify-center text-gray-400 hover:bg-gray-100 hover:text-gray-700 disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-gray-400';

/**
 * The visitor's message (screens doc section 4): quote card, file card and text, rendered as text
 * and never as markup; time, copy and 再次输入 on hover. Not shown with no text, file or quote.
 */
export const UserMessageView = memo(function UserMessageView({
  message,
  watch,
}: {
  message: UserMessage;
  /** The list's watch on which messages are near its view (decision 072). */
  watch?: (element: HTMLElement | null) => void;
}) {
  const { texts, formats } = useLanguage();
  const reEdit = useSetAtom(reEditAtom);
  const generating = useAtomValue(generatingAtom);
  if (!isVisibleUserMessage(message)) return null;
  const hasText = message.content.trim() !== '';
  return (
    <div
      ref={watch}
      className="group flex justify-end"
      part="message user-message"
      data-message-id={message.id}
    >
      <div className="max-w-[80%] flex flex-col items-end gap-1.5">
        {/* Who speaks, for screen readers (decision 030). */}
        <span className="sr-only">{texts.visitorSpeaker}</span>
        {message.quote ? <QuoteCard message={message} quote={message.quote} /> : null}
        {message.file ? <FileCard file={message.file} /> : null}
        {hasText ? (
          <div className="bg-brand-600 text-white rounded-2xl rounded-tr-md px-4 py-2.5 whitespace-pre-wrap">
            {/* The text reads in its own direction; the bubble keeps the widget's, so its corner stays (decision 100). */}
            <div dir={textDirection(message.content)}>{message.content}</div>
          </div>
        ) : null}
        <div className="flex items-center gap-1 opacity-0 touch:opacity-100 group-hover:opacity-100 focus-within:opacity-100 transition-opacity">
          {message.createTime > 0 ? (
            <span className="text-[11px] text-gray-400 mr-1" part="user-time">
              {formatMessageTime(message.createTime, Date.now(), texts, formats)}
            </span>
          ) : null}
          {hasText ? <CopyButton message={message} className={TOOL_BUTTON} /> : null}
          {hasText ? (
            <IconButton
              label={texts.reEdit}
              part="re-edit"
              className={TOOL_BUTTON}
              // The input is locked while an answer streams; editing then would be lost.
              disabled={generating}
              onClick={() => reEdit(message.content)}
            >
              <PencilIcon className="w-3.5 h-3.5" />
            </IconButton>
          ) : null}
        </div>
      </div>
    </div>
  );
});
