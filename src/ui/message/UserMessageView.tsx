import { useSetAtom } from 'jotai';
import { memo } from 'react';
import { texts } from '../../i18n/texts';
import type { UserMessage } from '../../model/message';
import { formatMessageTime } from '../../model/message-time';
import { reEditAtom } from '../../state/actions/clipboard';
import { IconButton } from '../primitives/IconButton';
import { PencilIcon } from '../primitives/icons';
import { CopyButton } from './CopyButton';

const TOOL_BUTTON =
  'w-6 h-6 rounded flex items-center justify-center text-gray-400 hover:bg-gray-100 hover:text-gray-700';

/** The visitor's message; text is rendered as text, never as markup. Time, copy and 再次输入 on hover. */
export const UserMessageView = memo(function UserMessageView({ message }: { message: UserMessage }) {
  const reEdit = useSetAtom(reEditAtom);
  return (
    <div className="group flex justify-end" data-part="user-message" data-message-id={message.id}>
      <div className="max-w-[80%] flex flex-col items-end gap-1">
        {message.quote ? (
          <div
            className="text-xs text-gray-500 bg-gray-100 rounded-lg px-3 py-1.5 line-clamp-2"
            data-part="user-quote"
          >
            {message.quote.content}
          </div>
        ) : null}
        {message.file ? (
          <div
            className="text-xs text-gray-600 bg-white border border-gray-200 rounded-lg px-3 py-1.5"
            data-part="user-file"
          >
            {message.file.name}
          </div>
        ) : null}
        {message.content ? (
          <div className="bg-brand-600 text-white rounded-2xl rounded-tr-md px-4 py-2.5 whitespace-pre-wrap break-words">
            {message.content}
          </div>
        ) : null}
        <div className="flex items-center gap-1 opacity-0 group-hover:opacity-100 focus-within:opacity-100 transition-opacity">
          {message.createTime > 0 ? (
            <span className="text-[11px] text-gray-400 mr-1" data-part="user-time">
              {formatMessageTime(message.createTime, Date.now())}
            </span>
          ) : null}
          {message.content ? <CopyButton message={message} className={TOOL_BUTTON} /> : null}
          {message.content ? (
            <IconButton
              label={texts.reEdit}
              part="re-edit"
              className={TOOL_BUTTON}
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
