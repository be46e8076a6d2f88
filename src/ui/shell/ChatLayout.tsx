import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { texts } from '../../i18n/texts';
import { newConversationAtom } from '../../state/actions/conversations';
import { sendMessageAtom } from '../../state/actions/send-message';
import {
  agentAtom,
  configAtom,
  currentConversationIdAtom,
  hasMessagesAtom,
  historyStatusAtom,
} from '../../state/chat-store';
import { Composer } from '../composer/Composer';
import { ConversationList } from '../conversation-list/ConversationList';
import { FilePreviewDialog } from '../dialogs/FilePreviewDialog';
import { ToolLogDialog } from '../dialogs/ToolLogDialog';
import { VariablesDialog } from '../dialogs/VariablesDialog';
import { useNarrowLayout } from '../hooks/use-narrow-layout';
import { QuoteSelectionButton } from '../message/QuoteSelectionButton';
import { MessageList } from '../message-list/MessageList';
import { WelcomeScreen } from '../message-list/WelcomeScreen';
import { Toast } from '../primitives/Toast';
import { ChatHeader } from './ChatHeader';
import { LoginStatusBanner } from './LoginStatusBanner';
import { useNewConversationKey } from './use-new-conversation-key';
import { useVariablesCheck } from './use-variables-check';

/** The whole chat: conversation list beside (or over, when narrow) the messages and the input. */
export function ChatLayout({ onClose }: { onClose?: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const narrow = useNarrowLayout(root);
  const [listPreference, setListPreference] = useState<boolean | null>(null);
  const listOpen = listPreference ?? !narrow;
  const agent = useAtomValue(agentAtom);
  const config = useAtomValue(configAtom);
  const hasMessages = useAtomValue(hasMessagesAtom);
  const historyStatus = useAtomValue(historyStatusAtom);
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
  const showWelcome = !hasMessages && historyStatus !== 'loading';
  const closeListWhenNarrow = () => {
    if (narrow) setListPreference(false);
  };
  return (
    <div
      ref={root}
      part="chat root"
      data-layout={narrow ? 'narrow' : 'wide'}
      className="relative w-full h-full flex overflow-hidden bg-white"
    >
      {listOpen ? (
        <div className={narrow ? 'absolute inset-0 z-20 flex' : 'h-full shrink-0'}>
          <ConversationList onChosen={closeListWhenNarrow} />
          {narrow ? (
            <button
              type="button"
              className="flex-1 bg-black/30"
              aria-label={texts.collapseList}
              tabIndex={-1}
              onClick={() => setListPreference(false)}
            />
          ) : null}
        </div>
      ) : null}
      <main
        className="flex-1 min-w-0 h-full flex flex-col bg-white"
        data-conversation-id={conversationId ?? ''}
      >
        <ChatHeader
          agent={agent}
          title={title}
          listOpen={listOpen && !narrow}
          onToggleList={() => setListPreference(!listOpen)}
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
          <MessageList agent={agent} />
        )}
        <Composer disabled={false} narrow={narrow} />
      </main>
      <VariablesDialog />
      <FilePreviewDialog />
      <ToolLogDialog />
      <QuoteSelectionButton container={root} />
      <Toast />
    </div>
  );
}
