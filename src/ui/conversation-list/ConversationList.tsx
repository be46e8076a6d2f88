import { useRef, useState } from 'react';
import { groupConversationsByAge } from '../../model/conversation-groups';
import {
  loadMoreConversationsAtom,
  newConversationAtom,
  selectConversationAtom,
} from '../../state/actions/conversations';
import { deleteConversationAtom, renameConversationAtom } from '../../state/actions/manage-conversations';
import {
  conversationsAtom,
  conversationsStatusAtom,
  currentConversationIdAtom,
} from '../../state/chat-store';
import { conversationPagingAtom } from '../../state/conversation-paging';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useLoadMoreAtEnd } from '../hooks/use-load-more-at-end';
import { useTexts } from '../hooks/use-texts';
import { ConfirmDialog } from '../primitives/ConfirmDialog';
import { PlusIcon } from '../primitives/icons';
import { ConversationItem } from './ConversationItem';
import { focusAfterDelete, neighbourOf } from './focus-after-delete';

interface ConversationListProps {
  onChosen(): void;
  /** `panel`: the 264 px side column (default); `sheet`: fills a narrow layout's bottom sheet. */
  layout?: 'panel' | 'sheet';
}

const LAYOUT_CLASS = {
  panel: 'w-[264px] border-r border-gray-200',
  sheet: 'w-full flex-1 min-h-0',
} as const;

/**
 * Screens doc section 2, item 2: 264 px list with 新建会话, age groups (section 9), rename, delete,
 * 暂无会话 and 加载中; more pages load as the visitor scrolls near the end. The list itself is the
 * scrolling element, with 新建会话 kept in view at its top.
 */
export function ConversationList({ onChosen, layout = 'panel' }: ConversationListProps) {
  const texts = useTexts();
  const conversations = useAtomValue(conversationsAtom);
  const status = useAtomValue(conversationsStatusAtom);
  const paging = useAtomValue(conversationPagingAtom);
  const currentId = useAtomValue(currentConversationIdAtom);
  const select = useSetAtom(selectConversationAtom);
  const create = useSetAtom(newConversationAtom);
  const rename = useSetAtom(renameConversationAtom);
  const remove = useSetAtom(deleteConversationAtom);
  const loadMore = useSetAtom(loadMoreConversationsAtom);
  const [pendingDelete, setPendingDelete] = useState<string | null>(null);
  const list = useRef<HTMLElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  useLoadMoreAtEnd(list, end, {
    canLoad: paging.hasMore && !paging.loadingMore,
    // A stable setter: the observer is not remade on every render.
    load: loadMore,
    itemCount: conversations.length,
  });
  const groups = groupConversationsByAge(conversations, Date.now(), texts);
  const confirmDelete = async (conversationId: string) => {
    const next = neighbourOf(conversations, conversationId);
    setPendingDelete(null);
    // A failed delete keeps the item: focus stays on its delete button (the dialog's opener).
    if (await remove(conversationId)) focusAfterDelete(list.current, next, newButton.current);
  };
  return (
    <nav
      ref={list}
      className={`${LAYOUT_CLASS[layout]} h-full overflow-y-auto flex flex-col bg-gray-50`}
      aria-label={texts.historyTitle}
      part="conversation-list"
    >
      <div className="sticky top-0 z-10 bg-gray-50 p-3">
        <button
          ref={newButton}
          type="button"
          className="w-full flex items-center justify-center gap-1.5 rounded-lg bg-white border border-gray-200 text-sm text-gray-700 py-2 touch:min-h-[44px] hover:border-brand-500 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
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
      <div className="flex-1 px-2 pb-3">
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
        {paging.loadingMore ? (
          <p
            className="text-xs text-gray-400 text-center py-3"
            role="status"
            part="conversation-list-loading"
          >
            {texts.loading}
          </p>
        ) : null}
        <div ref={end} aria-hidden="true" className="h-px" />
      </div>
      {pendingDelete ? (
        <ConfirmDialog
          message={texts.deleteConfirm}
          cancelText={texts.cancel}
          confirmText={texts.delete}
          onCancel={() => setPendingDelete(null)}
          onConfirm={() => void confirmDelete(pendingDelete)}
        />
      ) : null}
    </nav>
  );
}
