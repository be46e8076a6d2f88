import { useLayoutEffect, useRef, useState } from 'react';
import type { Conversation } from '../../model/conversation';
import { domEvent } from '../hooks/dom-event';
import { useTexts } from '../hooks/use-texts';
import { IconButton } from '../primitives/IconButton';
import { CheckIcon, EditIcon, TrashIcon } from '../primitives/icons';

interface ConversationItemProps {
  conversation: Conversation;
  active: boolean;
  onSelect(): void;
  onRename(title: string): void;
  onDelete(): void;
}

/** Unread counts above this show as 99+. */
const UNREAD_DISPLAY_MAX = 99;

const FOCUS_RING = 'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';
// 24 px with a mouse, 44 px on touch screens (house style: touch targets).
const ICON_BUTTON = `w-6 h-6 touch:w-11 touch:h-11 shrink-0 rounded flex items-center justify-center text-gray-400 hover:text-gray-700 ${FOCUS_RING}`;

/**
 * One conversation: select, rename inline, delete. Rename and delete are always in the tab order
 * and always shown on touch screens; with a mouse they fade in on hover or keyboard focus
 * (opacity, never display:none, so Tab reaches them).
 */
export function ConversationItem({
  conversation,
  active,
  onSelect,
  onRename,
  onDelete,
}: ConversationItemProps) {
  const texts = useTexts();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(conversation.title);
  const item = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // After renaming or cancelling, focus goes back to the item (never to the page body).
  useLayoutEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    item.current?.focus();
  }, [editing]);
  const finish = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const save = () => {
    // Screens doc section 2: Enter or the confirm icon saves, only if not empty.
    if (title.trim()) onRename(title.trim());
    finish();
  };
  if (editing) {
    return (
      <div className="flex items-center gap-1 rounded-lg bg-white border border-brand-500 px-2 py-1 focus-within:ring-1 focus-within:ring-brand-500">
        <input
          className="flex-1 min-w-0 text-sm touch:text-base outline-none bg-transparent"
          value={title}
          aria-label={texts.renameConversation}
          part="rename-input"
          onInput={(event) => setTitle((event.target as HTMLInputElement).value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !domEvent(event).isComposing) {
              // Focus moves to the item during this keydown: without this the same Enter would
              // then click the item (choosing it, which closes the narrow list's sheet).
              event.preventDefault();
              save();
            }
            if (event.key === 'Escape') {
              // Only the edit ends, not the sheet or launcher panel around it (a modal <dialog>
              // closes on an Escape whose default is not prevented).
              event.preventDefault();
              event.stopPropagation();
              finish();
            }
          }}
          ref={(element) => element?.focus()}
        />
        <IconButton label={texts.confirm} part="rename-confirm" className={ICON_BUTTON} onClick={save}>
          <CheckIcon className="w-4 h-4" />
        </IconButton>
      </div>
    );
  }
  return (
    <div
      className={`group flex items-center gap-1 rounded-lg pr-1 ${
        active ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100'
      }`}
    >
      <button
        ref={item}
        type="button"
        className={`flex-1 min-w-0 flex items-center gap-2 rounded-lg text-left text-sm px-3 py-2 touch:min-h-[44px] ${FOCUS_RING}`}
        aria-current={active ? 'true' : undefined}
        part="conversation-item"
        data-conversation-id={conversation.id}
        onClick={onSelect}
      >
        <span className="flex-1 truncate">{conversation.title || texts.newConversation}</span>
        {conversation.unreadCount > 0 ? (
          <span
            className="shrink-0 min-w-[18px] h-[18px] rounded-full bg-red-500 text-white text-[10px] leading-[18px] text-center px-1"
            part="conversation-unread"
          >
            {conversation.unreadCount > UNREAD_DISPLAY_MAX ? '99+' : conversation.unreadCount}
          </span>
        ) : null}
      </button>
      <span className="flex items-center opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 touch:opacity-100">
        <IconButton
          label={texts.renameConversation}
          part="rename-button"
          className={ICON_BUTTON}
          onClick={() => {
            setTitle(conversation.title);
            setEditing(true);
          }}
        >
          <EditIcon className="w-3.5 h-3.5" />
        </IconButton>
        <IconButton
          label={texts.deleteConversation}
          part="delete-button"
          className={ICON_BUTTON}
          onClick={onDelete}
        >
          <TrashIcon className="w-3.5 h-3.5" />
        </IconButton>
      </span>
    </div>
  );
}
