import type { CSSProperties, RefObject } from 'react';
import { format } from '../../i18n/texts';
import { agentAtom, agentUnreadCountAtom } from '../../state/chat-store';
import { useAtomValue } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { AgentAvatar } from '../primitives/AgentAvatar';
import { ChatIcon, CloseIcon } from '../primitives/icons';
import { bubbleClassName } from './static-bubble';

interface LauncherBubbleProps {
  bubbleRef: RefObject<HTMLButtonElement | null>;
  open: boolean;
  /** The chat's title, as the bubble's tooltip. */
  name: string;
  /** A safe `launcher-icon` URL, shown instead of the agent's avatar. */
  icon: string | null | undefined;
  /** `hide-bubble`: the host page opens the chat itself. */
  hidden: boolean;
  style: CSSProperties;
  /** The pointer or focus came to the bubble: what opening needs can be loaded and rendered now. */
  onNear(): void;
  onToggle(): void;
}

/**
 * The round bubble: the agent's avatar (or the page's icon), the unread badge, and a cross while
 * the chat is open.
 */
export function LauncherBubble({
  bubbleRef,
  open,
  name,
  icon,
  hidden,
  style,
  onNear,
  onToggle,
}: LauncherBubbleProps) {
  const texts = useTexts();
  const agent = useAtomValue(agentAtom);
  const unread = useAtomValue(agentUnreadCountAtom);
  // Before the launcher starts, ./static-bubble.ts draws this button's first render without preact.
  return (
    <button
      ref={bubbleRef}
      type="button"
      className={bubbleClassName(hidden, open)}
      aria-label={open ? texts.closeChat : texts.openChat}
      aria-expanded={open}
      aria-haspopup="dialog"
      title={name}
      part="launcher-button"
      style={style}
      // Coming near the bubble loads what opening needs, so the panel shows at once (decisions 044, 045).
      onPointerEnter={onNear}
      onFocus={onNear}
      onClick={onToggle}
    >
      {open ? (
        <CloseIcon className="w-6 h-6" />
      ) : icon ? (
        <img
          className="w-full h-full rounded-full object-cover"
          src={icon}
          alt=""
          referrerPolicy="no-referrer"
        />
      ) : agent?.icon ? (
        <AgentAvatar name={agent.name} icon={agent.icon} color={agent.color} size="lg" />
      ) : (
        <ChatIcon className="w-7 h-7" />
      )}
      {unread > 0 && !open ? (
        <span
          className="absolute -top-1 -right-1 min-w-[20px] h-5 px-1 rounded-full bg-red-500 text-white text-[11px] leading-5 text-center font-semibold ring-2 ring-white"
          part="launcher-badge"
          role="status"
          aria-label={format(texts.botUnread, String(unread))}
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}
