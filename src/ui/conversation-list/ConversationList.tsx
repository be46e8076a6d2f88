import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { texts } from '../../i18n/texts';
import { groupConversationsByAge } from '../../model/conversation-groups';
import { newConversationAtom, selectConversationAtom } from '../../state/actions/conversations';
import { deleteConversationAtom, renameConversationAtom } from '../../state/actions/manage-conversations';
import {
  conversationsAtom,
  conversationsStatusAtom,
  currentConversationIdAtom,
} from '../../state/chat-store';
import { ConfirmDialog } from '../primitives/ConfirmDialog';
import { PlusIcon } from '../primitives/icons';
import { ConversationItem } from './ConversationItem';

interface ConversationListProps {
  onChosen(): void;
}

/** Screens doc section 2: 264 px list with 新建会话, age groups, rename, delete, 暂无会话 and 加载中. */
export function ConversationList({ onChosen }: ConversationListProps) {
  const conversations = useAtomValue(conversationsAtom);
  const status = useAtomValue(conversationsStatusAtom);
  const currentId = useAtomValue(currentConversationIdAtom);
  const select = useSetAtom(selectConversationAtom);
  const create = useSetAtom(newConversationAtom);
  const rename = useSetAtom(renameConversationAtom);
  const remove = useSetAtom(deleteConversationAtom);
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const groups = groupConversationsByAge(conversations, Date.now());
  return (
    <nav
      className="w-[264px] h-full flex flex-col bg-gray-50 border-r border-gray-200"
      aria-label={texts.historyTitle}
      part="conversation-list"
    >
      <div className="p-3">
        <button
          type="button"
          className="w-full flex items-center justify-center gap-1.5 rounded-lg bg-white border border-gray-200 text-sm text-gray-700 py-2 hover:border-brand-500 hover:text-brand-700"
          part="new-conversation new-conversation-button"
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
        {conversations.length === 0 ? (
          <p className="text-xs text-gray-400 text-center py-6" part="conversation-list-empty">
            {status === 'loading' ? texts.loading : texts.noConversations}
          </p>
        ) : null}
        {groups.map((group) => (
          <section key={`${group.label}-${group.conversations[0]?.id}`} className="mb-1">
            {group.label ? <h3 className="px-3 pt-3 pb-1 text-xs text-gray-400">{group.label}</h3> : null}
            <ul className="flex flex-col gap-0.5">
              {group.conversations.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationItem
                    conversation={conversation}
                    active={conversation.id === currentId}
                    onSelect={() => {
                      void select(conversation.id);
                      onChosen();
                    }}
                    onRename={(title) => void rename({ conversationId: conversation.id, title })}
                    onDelete={() => setPendingDelete(conversation.id)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {pendingDelete ? (
        <ConfirmDialog
          message={texts.deleteConfirm}
          cancelText={texts.cancel}
          confirmText={texts.delete}
          onCancel={() => setPendingDelete(null)}
          onConfirm={() => {
            void remove(pendingDelete);
            setPendingDelete(null);
          }}
        />
      ) : null}
    </nav>
  );
}
