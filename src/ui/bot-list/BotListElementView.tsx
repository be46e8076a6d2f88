import { useLayoutEffect } from 'react';
import { connectBotPushAtom, loadBotsAtom } from '../../state/bot-list/bot-actions';
import {
  type BotListStore,
  botListConfigAtom,
  botListConnectionKey,
} from '../../state/bot-list/bot-list-store';
import { Provider, useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useLanguage } from '../hooks/use-texts';
import { useWidgetStyles } from '../shell/use-chat-lifecycle';
import { BotList } from './BotList';

export interface BotListViewProps {
  container: ShadowRoot;
  store: BotListStore;
}

/**
 * Loads the list, and connects the visitor-wide push socket, again whenever the connection
 * settings change (not on `for` or agent-id).
 */
function useBotListLoading(): void {
  const key = botListConnectionKey(useAtomValue(botListConfigAtom));
  const load = useSetAtom(loadBotsAtom);
  const connect = useSetAtom(connectBotPushAtom);
  // Deferred like the chat's initialization: attributes set one by one in one task load once.
  useLayoutEffect(() => {
    if (!key) return;
    let cancelled = false;
    let disconnect = () => {};
    queueMicrotask(() => {
      if (cancelled) return;
      void load();
      disconnect = connect();
    });
    return () => {
      cancelled = true;
      disconnect();
    };
  }, [key, load, connect]);
}

function BotListWithLifecycle() {
  useBotListLoading();
  return (
    <div part="root" lang={useLanguage().lang} className="block w-full h-full">
      <BotList />
    </div>
  );
}

/** What `<agent-bot-list>` renders into its shadow root. */
export function BotListElementView({ container, store }: BotListViewProps) {
  useWidgetStyles(container);
  return (
    <Provider store={store}>
      <BotListWithLifecycle />
    </Provider>
  );
}
