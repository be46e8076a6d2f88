import { atom, createStore } from 'jotai';
import { createHttpClient, type HttpClient } from '../../api/http-client';
import type { Texts } from '../../i18n/texts';
import { type Bot, filterBots, groupBots } from '../../model/bot';
import { type Clock, systemClock } from '../../platform/clock';
import { browserPageWake, type PageWake } from '../../platform/page-wake';
import type { ChatConfig } from '../chat-config';
import type { LoadStatus } from '../chat-store';
import { EMPTY_CHAT_CONFIG } from '../chat-store';
import { credentialsRefusedAtom } from '../credentials-refusal';
import type { ErrorReporter } from '../error-report';
import { languageAtom } from '../language';

/**
 * `<agent-bot-list>` has its own small store: the list, the filter and the chosen bot. It shares
 * the chat's attribute parser and HTTP client, never the chat's state (decision 023).
 */
export interface BotListPorts {
  fetch: typeof fetch;
  /** The visitor-wide push socket (data doc section 7) and its debounce and reconnect timers. */
  createSocket: (url: string) => WebSocket;
  clock: Clock;
  pageOrigin: string;
  reportError: ErrorReporter;
  /** The visitor chose a bot: the element fires `bot-select` and points its `for` chat at it. */
  selectBot: (botId: string) => void;
  pageWake: PageWake;
}

export interface BotListServices {
  ports: BotListPorts;
  client: HttpClient;
  getConfig(): ChatConfig;
  texts(): Texts;
}

export const botListServicesAtom = atom<BotListServices | null>(null);
export const botListConfigAtom = atom<ChatConfig>(EMPTY_CHAT_CONFIG);

export const botsAtom = atom<Bot[]>([]);
export const botsStatusAtom = atom<LoadStatus>('idle');
/** Data doc section 7, count_unread_msgs: the workspace's unread total, over every bot of the list. */
export const workspaceUnreadAtom = atom(0);
export const botFilterAtom = atom('');
/** The bot the `for` chat shows (or the last one chosen): its row carries aria-current. */
export const currentBotIdAtom = atom<string | null>(null);
/** The bot whose pin or remove call is under way; its row's actions wait for it. */
export const busyBotIdAtom = atom<string | null>(null);

/** What the list shows: the filtered bots in 置顶 and 最近使用. */
export const visibleBotGroupsAtom = atom((get) => groupBots(filterBots(get(botsAtom), get(botFilterAtom))));

export type BotListStore = ReturnType<typeof createStore>;

export function createBotListStore(ports: Partial<BotListPorts> = {}): BotListStore {
  const store = createStore();
  const fullPorts: BotListPorts = {
    fetch: ports.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    createSocket: ports.createSocket ?? ((url) => new WebSocket(url)),
    clock: ports.clock ?? systemClock,
    pageOrigin: ports.pageOrigin ?? globalThis.location?.origin ?? 'http://localhost',
    reportError: ports.reportError ?? (() => undefined),
    selectBot: ports.selectBot ?? (() => undefined),
    pageWake: ports.pageWake ?? browserPageWake(ports.clock),
  };
  const getConfig = () => store.get(botListConfigAtom);
  store.set(botListServicesAtom, {
    ports: fullPorts,
    client: createHttpClient({
      getConfig,
      fetch: fullPorts.fetch,
      onAccessKeyRefused: () => store.set(credentialsRefusedAtom, true),
    }),
    getConfig,
    texts: () => store.get(languageAtom).texts,
  });
  return store;
}

/** The list needs a workspace and a credential; unlike the chat it needs no agent id. */
export function isBotListConfigComplete(config: ChatConfig): boolean {
  return Boolean(config.workspaceId && (config.accessKey || config.token || config.getToken));
}

/** The settings whose change loads the list again. */
export function botListConnectionKey(config: ChatConfig): string {
  if (!isBotListConfigComplete(config)) return '';
  return JSON.stringify([
    config.workspaceId,
    config.accessKey ?? '',
    config.token ?? '',
    Boolean(config.getToken),
    config.baseUrl,
    config.env,
  ]);
}
