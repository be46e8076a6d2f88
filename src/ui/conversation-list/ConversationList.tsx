import { useAtomValue, useSetAtom } from 'jotai';
import { texts } from '../../i18n/texts';
import { newConversationAtom, selectConversationAtom } from '../../state/actions/conversations';
import {
  conversationsAtom,
  conversationsStatusAtom,
  currentConversationIdAtom,
} from '../../state/chat-store';
import { PlusIcon } from '../primitives/icons';

interface ConversationListProps {
  onChosen(): void;
}

/** Screens doc section 2: 264 px list with 新建会话, 暂无会话 and 加载中. */
export function ConversationList({ onChosen }: ConversationListProps) {
  const conversations = useAtomValue(conversationsAtom);
  const status = useAtomValue(conversationsStatusAtom);
  const currentId = useAtomValue(currentConversationIdAtom);
  const select = useSetAtom(selectConversationAtom);
  const create = useSetAtom(newConversationAtom);
  return (
    <nav
      className="w-[264px] h-full flex flex-col bg-gray-50 border-r border-gray-200"
      data-part="conversation-list"
    >
      <div className="p-3">
        <button
          type="button"
          className="w-full flex items-center justify-center gap-1.5 rounded-lg bg-white border border-gray-200 text-sm text-gray-700 py-2 hover:border-brand-500 hover:text-brand-700"
          data-part="new-conversation"
          onClick={() => {
            void create()
              .then(onChosen)
              .catch(() => undefined);
          }}
        >
          <PlusIcon className="w-4 h-4" />
          {texts.newConversation}
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-2 pb-3">
        {status === 'loading' && conversations.length === 0 ? (
          <p className="text-xs text-gray-400 text-center py-6">{texts.loading}</p>
        ) : null}
        {status !== 'loading' && conversations.length === 0 ? (
          <p className="text-xs text-gray-400 text-center py-6">{texts.noConversations}</p>
        ) : null}
        <ul className="flex flex-col gap-0.5">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <button
                type="button"
                className={`w-full flex items-center gap-2 text-left text-sm rounded-lg px-3 py-2 ${
                  conversation.id === currentId
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-gray-700 hover:bg-gray-100'
                }`}
                aria-current={conversation.id === currentId ? 'true' : undefined}
                data-part="conversation-item"
                data-conversation-id={conversation.id}
                onClick={() => {
                  void select(conversation.id);
                  onChosen();
                }}
              >
                <span className="flex-1 truncate">{conversation.title || texts.newConversation}</span>
                {conversation.unreadCount > 0 ? (
                  <span className="shrink-0 min-w-[18px] h-[18px] rounded-full bg-red-500 text-white text-[10px] leading-[18px] text-center px-1">
                    {conversation.unreadCount > 99 ? '99+' : conversation.unreadCount}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
