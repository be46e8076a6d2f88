import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { safeWebUrl } from '../../content';
import { formatTexts, texts } from '../../i18n/texts';
import { lockDocumentScroll } from '../../platform/scroll-lock';
import { markCurrentConversationReadAtom } from '../../state/actions/mark-read';
import {
  agentAtom,
  agentUnreadCountAtom,
  type ChatStore,
  chatVisibleAtom,
  configAtom,
  focusRequestAtom,
  launcherOpenAtom,
} from '../../state/chat-store';
import { Provider, useAtom, useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useMediaQuery } from '../hooks/use-media-query';
import { useViewportBox } from '../hooks/use-viewport-box';
import { HostSelectionButton } from '../message/HostSelectionButton';
import { AgentAvatar } from '../primitives/AgentAvatar';
import { ChatIcon, CloseIcon } from '../primitives/icons';
import { ChatLayout } from '../shell/ChatLayout';
import {
  useAgentPreload,
  useChatInitialization,
  usePushConnection,
  useWidgetStyles,
} from '../shell/use-chat-lifecycle';
import { usePanelDialog } from './use-panel-dialog';

/** Below the `sm` breakpoint (640 px) the panel covers the whole screen. */
const FULL_SCREEN_QUERY = '(max-width: 639.98px)';

/** The host page's choices for the bubble (decision 036). */
interface BubbleOptions {
  /** A physical side from `launcher-position`; without it the bubble sits at the inline end. */
  side?: 'left' | 'right' | undefined;
  /** `launcher-icon`: shown only when it is an http(s) URL. */
  icon: string | null;
  hideBubble: boolean;
}

export interface LauncherViewProps extends BubbleOptions {
  container: ShadowRoot;
  store: ChatStore;
  onOpenChange(open: boolean): void;
}

const EDGE_PX = '20px';

/** The chat inside the panel is mounted on first open, then kept so a running answer survives closing. */
function PanelChat({ onClose }: { onClose(): void }) {
  useChatInitialization();
  return <ChatLayout onClose={onClose} />;
}

function Launcher({
  onOpenChange,
  side,
  icon,
  hideBubble,
}: BubbleOptions & { onOpenChange(open: boolean): void }) {
  useAgentPreload();
  usePushConnection();
  const [open, setOpen] = useAtom(launcherOpenAtom);
  const unread = useAtomValue(agentUnreadCountAtom);
  const [everOpened, setEverOpened] = useState(false);
  const agent = useAtomValue(agentAtom);
  const config = useAtomValue(configAtom);
  const requestFocus = useSetAtom(focusRequestAtom);
  const setVisible = useSetAtom(chatVisibleAtom);
  const markRead = useSetAtom(markCurrentConversationReadAtom);
  const bubble = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDialogElement>(null);
  const wasOpen = useRef(open);
  const name = config?.chatTitle || agent?.name || '';
  const fullScreen = useMediaQuery(FULL_SCREEN_QUERY) && open;
  const close = useCallback(() => setOpen(false), [setOpen]);
  const iconSource = icon && safeWebUrl(icon);
  // Inline, so the physical side holds in either direction (the classes are logical).
  const place = side ? { [side]: EDGE_PX, [side === 'left' ? 'right' : 'left']: 'auto' } : {};

  // Before the effect below: marking read on open needs the chat to count as visible.
  useLayoutEffect(() => setVisible(open), [open, setVisible]);
  usePanelDialog(root, panel, { open, modal: fullScreen }, close);

  // A layout effect, so focus is back on the bubble before the browser paints the closed panel.
  useLayoutEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    onOpenChange(open);
    if (open) {
      setEverOpened(true);
      requestFocus((count) => count + 1);
      void markRead();
    } else {
      bubble.current?.focus();
    }
  }, [open, onOpenChange, requestFocus, markRead]);

  // The full-screen panel follows the visible area, so the on-screen keyboard never hides the
  // input, and the page behind it does not scroll.
  const viewport = useViewportBox(fullScreen);
  useEffect(() => (fullScreen ? lockDocumentScroll() : undefined), [fullScreen]);

  return (
    <div ref={root} part="root" data-open={open ? 'true' : 'false'}>
      {everOpened || open ? (
        <dialog
          ref={panel}
          aria-label={name || texts.openChat}
          part="launcher-panel"
          hidden={!open}
          style={
            fullScreen
              ? { top: `${viewport.top}px`, height: `${viewport.height}px`, bottom: 'auto' }
              : { ...place, bottom: hideBubble ? EDGE_PX : undefined }
          }
          className={`${open ? 'flex' : 'hidden'} fixed inset-0 w-full h-full max-w-none max-h-[none] m-0 p-0 text-gray-900 sm:inset-auto sm:right-5 sm:h-[min(680px,calc(100vh-120px))] sm:rounded-2xl overflow-hidden bg-white shadow-2xl border border-gray-200`}
        >
          <PanelChat onClose={close} />
        </dialog>
      ) : null}
      {/* Its focus ring is two-tone (decision 029): a white ring on the bubble inside a dark outline,
          so one of them stands out at 3:1 or more on any host page and on the bubble itself. */}
      <button
        ref={bubble}
        type="button"
        className={`${hideBubble ? 'hidden' : open ? 'hidden sm:flex' : 'flex'} fixed bottom-5 right-5 rounded-full shadow-lg items-center justify-center bg-brand-600 text-white hover:scale-105 transition-transform focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-gray-900 focus-visible:ring-2 focus-visible:ring-white`}
        aria-label={open ? texts.closeChat : texts.openChat}
        aria-expanded={open}
        aria-haspopup="dialog"
        title={name}
        part="launcher-button"
        style={place}
        onClick={() => setOpen(!open)}
      >
        {open ? (
          <CloseIcon className="w-6 h-6" />
        ) : iconSource ? (
          <img
            className="w-full h-full rounded-full object-cover"
            src={iconSource}
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
            aria-label={formatTexts.botUnread(String(unread))}
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
    </div>
  );
}

/** What `<agent-chat-launcher>` renders into its shadow root. */
export function LauncherElementView({ container, store, ...options }: LauncherViewProps) {
  useWidgetStyles(container);
  return (
    <Provider store={store}>
      <HostSelectionButton />
      <Launcher {...options} />
    </Provider>
  );
}
