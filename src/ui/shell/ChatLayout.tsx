import { useCallback, useRef, useState } from 'react';
import { ClickImages, ContentTexts } from '../../content';
import { newConversationAtom } from '../../state/actions/conversations';
import { sendMessageAtom } from '../../state/actions/send-message';
import {
  agentAtom,
  configAtom,
  currentConversationIdAtom,
  variablesMissingAtom,
  welcomeShownAtom,
} from '../../state/chat-store';
import { listCollapsedAtom, type SidePanel, shownPanelAtom } from '../../state/panels';
import { Composer } from '../composer/Composer';
import { ConversationList } from '../conversation-list/ConversationList';
import { FilePreviewDialog } from '../dialogs/FilePreviewDialog';
import { ToolLogDialog } from '../dialogs/ToolLogDialog';
import { VariablesDialog } from '../dialogs/VariablesDialog';
import { useAtom, useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { isNarrowWidth, useElementWidth } from '../hooks/use-narrow-layout';
import { useLanguage } from '../hooks/use-texts';
import { QuoteSelectionButton } from '../message/QuoteSelectionButton';
import { ChatAnnouncer } from '../message-list/ChatAnnouncer';
import { MessageList } from '../message-list/MessageList';
import { WelcomeScreen } from '../message-list/WelcomeScreen';
import { PanelRegion } from '../panels/PanelRegion';
import { PANEL_WIDTHS } from '../panels/SidePanelFrame';
import { BottomSheet } from '../primitives/BottomSheet';
import { ChatHeader } from './ChatHeader';
import { LoginStatusBanner } from './LoginStatusBanner';
import { useNewConversationKey } from './use-new-conversation-key';
import { useVariablesCheck } from './use-variables-check';

/** Screens doc section 9: the conversation list is 264 px wide. */
const LIST_WIDTH = 264;
/** The 历史会话 sheet is tall enough to show several conversations even when there are none yet. */
const LIST_SHEET_MIN_HEIGHT = 0.6;
/** A side panel lies over the messages rather than squeezing them narrower than this. */
const MIN_MESSAGES_WIDTH = 400;

/**
 * The whole chat: the conversation list, the messages and the input, and the side panels. Wide,
 * the list and the open panel are columns beside the messages; narrow (screens doc section 2),
 * both are bottom sheets over them.
 */
export function ChatLayout({ onClose }: { onClose?: () => void }) {
  const { texts, lang } = useLanguage();
  const root = useRef<HTMLDivElement>(null);
  const width = useElementWidth(root);
  const narrow = isNarrowWidth(width);
  const [listCollapsed, setListCollapsed] = useAtom(listCollapsedAtom);
  const [listSheetOpen, setListSheetOpen] = useState(false);
  const listOpen = narrow ? listSheetOpen : !listCollapsed;
  const shownPanel = useAtomValue(shownPanelAtom);
  const panelOverlay =
    shownPanel !== null &&
    width - (listOpen ? LIST_WIDTH : 0) - PANEL_WIDTHS[shownPanel] < MIN_MESSAGES_WIDTH;
  const agent = useAtomValue(agentAtom);
  const config = useAtomValue(configAtom);
  const showWelcome = useAtomValue(welcomeShownAtom);
  const variablesMissing = useAtomValue(variablesMissingAtom);
  const conversationId = useAtomValue(currentConversationIdAtom);
  const send = useSetAtom(sendMessageAtom);
  const createConversation = useSetAtom(newConversationAtom);
  useVariablesCheck();
  const startConversation = useCallback(
    () => void createConversation().catch(() => undefined),
    [createConversation],
  );
  useNewConversationKey(root, startConversation);
  const title = config?.chatTitle || agent?.name || '';
  const toggleList = () => (narrow ? setListSheetOpen(!listSheetOpen) : setListCollapsed(!listCollapsed));
  // A folded panel's close button is gone: focus goes back to the control that opens it.
  const focusPanelOpener = (panel: SidePanel) => {
    const opener = narrow ? 'more-menu-button' : `${panel}-toggle`;
    root.current?.querySelector<HTMLElement>(`[part~="${opener}"]`)?.focus();
  };
  return (
    <div
      ref={root}
      part="chat root"
      lang={lang}
      data-layout={narrow ? 'narrow' : 'wide'}
      className="relative w-full h-full flex overflow-hidden bg-white"
    >
      {listOpen && !narrow ? (
        <div className="h-full shrink-0">
          <ConversationList onChosen={() => undefined} />
        </div>
      ) : null}
      {/* A labelled region, not <main>: the host page has its own (decision 030). */}
      <section
        className="flex-1 min-w-0 h-full flex flex-col bg-white"
        aria-label={title || texts.chatRegion}
        data-conversation-id={conversationId ?? ''}
      >
        <ChatHeader
          agent={agent}
          title={title}
          listOpen={listOpen}
          narrow={narrow}
          onToggleList={toggleList}
          onNewConversation={startConversation}
          onClose={onClose}
        />
        <LoginStatusBanner />
        {showWelcome ? (
          <WelcomeScreen
            agent={agent}
            title={title}
            narrow={narrow}
            onAsk={(question) => void send({ content: question })}
          />
        ) : (
          // Decision 037: `images="click"` answer images wait for a press.
          <ContentTexts.Provider value={texts}>
            <ClickImages.Provider value={config?.clickImages ? texts.showImage : undefined}>
              <MessageList agent={agent} />
            </ClickImages.Provider>
          </ContentTexts.Provider>
        )}
        <Composer disabled={variablesMissing} narrow={narrow} />
      </section>
      <PanelRegion narrow={narrow} overlay={panelOverlay} anchor={root} onFolded={focusPanelOpener} />
      {narrow && listSheetOpen ? (
        <BottomSheet
          title={texts.historyTitle}
          part="conversation-list-sheet"
          anchor={root}
          minHeightFraction={LIST_SHEET_MIN_HEIGHT}
          onClose={() => setListSheetOpen(false)}
        >
          <ConversationList layout="sheet" onChosen={() => setListSheetOpen(false)} />
        </BottomSheet>
      ) : null}
      <VariablesDialog />
      <FilePreviewDialog />
      <ToolLogDialog />
      <QuoteSelectionButton container={root} />
      <ChatAnnouncer />
    </div>
  );
}
