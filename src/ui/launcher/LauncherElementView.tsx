import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { safeWebUrl } from '../../content';
import { lockDocumentScroll } from '../../platform/scroll-lock';
import { markCurrentConversationReadAtom } from '../../state/actions/mark-read';
import {
  agentAtom,
  type ChatStore,
  chatVisibleAtom,
  configAtom,
  focusRequestAtom,
  launcherOpenAtom,
} from '../../state/chat-store';
import { panelRenderedAtom } from '../../state/launcher-start';
import { Provider, useAtom, useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useMediaQuery } from '../hooks/use-media-query';
import { useLanguage } from '../hooks/use-texts';
import { useViewportBox } from '../hooks/use-viewport-box';
import { HostSelectionButton } from '../message/HostSelectionButton';
import { ChatLayout } from '../shell/ChatLayout';
import {
  useAgentPreload,
  useChatInitialization,
  usePushConnection,
  useWidgetStyles,
} from '../shell/use-chat-lifecycle';
import { LauncherBubble } from './LauncherBubble';
import { BUBBLE_EDGE, bubblePlacement } from './static-bubble';
import { usePanelDialog } from './use-panel-dialog';

/**
 * The panel covers the whole screen below 640 px wide, and below 500 px high (a phone on its side,
 * a page zoomed to 400 %), where a floating panel would leave no room for the messages (decision 096).
 * The `float:` variant of the widget's styles is the other side of this query.
 */
const FULL_SCREEN_QUERY = '(max-width: 639.98px), (max-height: 499.98px)';

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
  const { texts, lang } = useLanguage();
  // The view mounts when the launcher starts (decision 048): what the bubble shows loads now.
  useAgentPreload();
  usePushConnection();
  const [open, setOpen] = useAtom(launcherOpenAtom);
  // The panel mounts at the first open, or before it when the visitor comes near the bubble: the
  // click then shows what is already rendered (issue 13: open → panel visible ≤ 100 ms).
  const [panelRendered, setPanelRendered] = useAtom(panelRenderedAtom);
  const comeNear = useCallback(() => setPanelRendered(true), [setPanelRendered]);
  // The closed panel is laid out ahead too, invisible, so the click only paints it (issue 13:
  // open → panel visible). In a task of its own after the render: together they were one task of
  // about 100 ms when the pointer came near.
  const [laidOut, setLaidOut] = useState(false);
  useEffect(() => {
    if (panelRendered) setLaidOut(true);
  }, [panelRendered]);
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
  const place = bubblePlacement(side);

  // Before the effect below: marking read on open needs the chat to count as visible.
  useLayoutEffect(() => setVisible(open), [open, setVisible]);
  usePanelDialog(root, panel, { open, modal: fullScreen }, close);

  // A layout effect, so focus is back on the bubble before the browser paints the closed panel.
  useLayoutEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = open;
    onOpenChange(open);
    if (open) {
      setPanelRendered(true);
      requestFocus((count) => count + 1);
      void markRead();
    } else {
      bubble.current?.focus();
    }
  }, [open, onOpenChange, requestFocus, markRead, setPanelRendered]);

  // The full-screen panel follows the visible area, so the on-screen keyboard never hides the
  // input, and the page behind it does not scroll.
  const viewport = useViewportBox(fullScreen);
  useEffect(() => (fullScreen ? lockDocumentScroll() : undefined), [fullScreen]);

  return (
    <div ref={root} part="root" className="contents" lang={lang} data-open={open}>
      {panelRendered || open ? (
        <dialog
          ref={panel}
          aria-label={name || texts.openChat}
          part="launcher-panel"
          hidden={!open}
          style={
            fullScreen
              ? { top: `${viewport.top}px`, height: `${viewport.height}px`, bottom: 'auto' }
              : { ...place, bottom: hideBubble ? BUBBLE_EDGE : undefined }
          }
          className={`${open ? 'flex fixed' : laidOut ? 'flex fixed invisible' : 'hidden'} inset-0 w-full h-full max-w-none max-h-[none] m-0 p-0 text-gray-900 float:inset-auto float:right-5 float:h-[min(680px,calc(100vh-120px))] float:rounded-2xl overflow-hidden bg-white shadow-2xl border border-gray-200`}
        >
          <PanelChat onClose={close} />
        </dialog>
      ) : null}
      <LauncherBubble
        bubbleRef={bubble}
        open={open}
        name={name}
        icon={iconSource}
        hidden={hideBubble}
        style={place}
        onNear={comeNear}
        onToggle={() => setOpen(!open)}
      />
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
