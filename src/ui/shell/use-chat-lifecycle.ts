import { useEffect, useLayoutEffect, useState } from 'react';
import { initializeChatAtom } from '../../state/actions/initialize-chat';
import { loadAgentAtom } from '../../state/actions/load-agent';
import { connectPushAtom } from '../../state/actions/read-state';
import { watchNetworkAtom } from '../../state/actions/watch-network';
import { connectionKey, isConfigComplete } from '../../state/chat-config';
import { configAtom } from '../../state/chat-store';
import { persistDrafts } from '../../state/drafts';
import { connectTabsAtom } from '../../state/tabs/tab-sync';
import { useAtomValue, useSetAtom, useStore } from '../hooks/atom-hooks';
import { adoptWidgetStyles } from '../styles/widget-sheet';

/** Styles this shadow root (and only it). */
export function useWidgetStyles(container: ShadowRoot): void {
  useLayoutEffect(() => {
    adoptWidgetStyles(container);
  }, [container]);
}

function useConnectionKey(): string {
  const config = useAtomValue(configAtom);
  return config && isConfigComplete(config) ? connectionKey(config) : '';
}

/**
 * Drafts are read from storage when the chat mounts, not when its element is configured: a closed
 * launcher shows no composer, and a page's first storage read costs its start-up milliseconds
 * (decision 046). Started in the first render, before the composer's, so that one shows the draft.
 */
function useDraftPersistence(): void {
  const store = useStore();
  const [stop] = useState(() => persistDrafts(store));
  useLayoutEffect(() => stop, [stop]);
}

/** Persists drafts, follows the network, and loads agent, conversations and history again whenever the connection settings change. */
export function useChatInitialization(): void {
  useDraftPersistence();
  useNetworkStatus();
  const key = useConnectionKey();
  const initialize = useSetAtom(initializeChatAtom);
  // Started in a microtask from a layout effect: attributes a host sets one by one in the same
  // task load once, and still before the visitor (or a host's sendMessage) can act.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the settings read inside.
  useLayoutEffect(() => {
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) void initialize();
    });
    return () => {
      cancelled = true;
    };
  }, [key, initialize]);
}

/** The launcher only needs the agent's avatar and name until it is opened. */
export function useAgentPreload(): void {
  const key = useConnectionKey();
  const loadAgent = useSetAtom(loadAgentAtom);
  useEffect(() => {
    if (key) void loadAgent();
  }, [key, loadAgent]);
}

/**
 * Keeps the unread push socket and the channel to the chat's other tabs (decision 041) connected
 * for the current settings while the view is mounted.
 */
export function usePushConnection(): void {
  const key = useConnectionKey();
  const connectPush = useSetAtom(connectPushAtom);
  const connectTabs = useSetAtom(connectTabsAtom);
  // The key changes whenever the settings the connections read change.
  useEffect(() => {
    if (!key) return;
    const stops = [connectPush(), connectTabs()];
    return () => {
      for (const stop of stops) stop();
    };
  }, [key, connectPush, connectTabs]);
}

/** Follows the browser's online status while the chat is shown (decision 066). */
export function useNetworkStatus(): void {
  const watchNetwork = useSetAtom(watchNetworkAtom);
  useEffect(() => watchNetwork(), [watchNetwork]);
}
