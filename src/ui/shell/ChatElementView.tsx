import type { ChatStore } from '../../state/chat-store';
import { Provider } from '../hooks/atom-hooks';
import { HostSelectionButton } from '../message/HostSelectionButton';
import { ChatLayout } from './ChatLayout';
import { useChatInitialization, usePushConnection, useWidgetStyles } from './use-chat-lifecycle';

export interface ChatViewProps {
  container: ShadowRoot;
  store: ChatStore;
}

function ChatWithLifecycle() {
  useChatInitialization();
  usePushConnection();
  return <ChatLayout />;
}

/** What `<agent-chat>` renders into its shadow root. */
export function ChatElementView({ container, store }: ChatViewProps) {
  useWidgetStyles(container);
  return (
    <Provider store={store}>
      <HostSelectionButton />
      <ChatWithLifecycle />
    </Provider>
  );
}
