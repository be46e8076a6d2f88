import { memo } from 'react';
import type { UserMessage } from '../../model/message';

/** The visitor's message; text is rendered as text, never as markup. */
export const UserMessageView = memo(function UserMessageView({ message }: { message: UserMessage }) {
  return (
    <div className="flex justify-end" data-part="user-message" data-message-id={message.id}>
      <div className="max-w-[80%] flex flex-col items-end gap-1">
        {message.quote ? (
          <div className="text-xs text-gray-500 bg-gray-100 rounded-lg px-3 py-1.5 line-clamp-2">
            {message.quote.content}
          </div>
        ) : null}
        {message.file ? (
          <div className="text-xs text-gray-600 bg-white border border-gray-200 rounded-lg px-3 py-1.5">
            {message.file.name}
          </div>
        ) : null}
        {message.content ? (
          <div className="bg-brand-600 text-white rounded-2xl rounded-tr-md px-4 py-2.5 whitespace-pre-wrap break-words">
            {message.content}
          </div>
        ) : null}
      </div>
    </div>
  );
});
