import { atom, createStore } from 'jotai';
import { DEFAULT_REQUEST_TIMEOUT_MS } from '../api/connection-config';
import { createHttpClient, type HttpClient } from '../api/http-client';
import { type UploadTransport, xhrUploadTransport } from '../api/upload-transport';
import type { Texts } from '../i18n/texts';
import type { AgentProfile } from '../model/agent';
import type { Conversation } from '../model/conversation';
import type { AssistantMessage, ChatMessage, MessageFile } from '../model/message';
import type { ModelEntry } from '../model/models';
import { type CreateAudioOutput, createWebAudioOutput } from '../platform/audio-output';
import { type Clock, systemClock } from '../platform/clock';
import { canDrawEmoji } from '../platform/emoji-support';
import { createMemoryStorage, type KeyValueStorage } from '../platform/namespaced-storage';
import { browserNetworkStatus, type NetworkStatus } from '../platform/network-status';
import { browserPageWake, type PageWake } from '../platform/page-wake';
import { type OpenTabChannel, openBroadcastChannel } from '../platform/tab-channel';
import { streamFetch } from '../platform/worker-fetch';
import { type OpenMicrophone, openBrowserMicrophone } from '../realtime/microphone';
import { announcerAtom, nextAnnouncer } from './announcements';
import {
  type ChatConfig,
  CONVERSATION_PAGE_SIZE,
  FIRST_EVENT_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
} from './chat-config';
import { credentialsRefusedAtom } from './credentials-refusal';
import type { ErrorReporter } from './error-report';
import type { HostEmitter } from './host-events';
import { languageAtom } from './language';

import type { TaskOpenRequest } from './task-open-request';

export type { TaskOpenRequest } from './task-open-request';

/** Side-effect ports, injected per store so tests and two elements on one page never share them. */
export interface ChatPorts {
  fetch: typeof fetch;
  clock: Clock;
  reportError: ErrorReporter;
  /** 详情 on a failed task opens the task panel and also tells the host page (the `task-open` event). */
  openTask: (request: TaskOpenRequest) => void;
  /** Tells the host page that a message left or an answer ended (`message-sent`, `answer-finished`). */
  emit: HostEmitter;
  createSocket: (url: string) => WebSocket;
  /** Speech playback's speaker (decision 021); called inside the visitor's click. */
  createAudioOutput: CreateAudioOutput;
  pageOrigin: string;
  /**
   * Drafts and the microphone refusal flag (never credentials); memory unless the element passes
   * the browser's storage.
   */
  storage: KeyValueStorage;
  /** Composer uploads, whose progress fetch cannot report (default: XMLHttpRequest). */
  upload: UploadTransport;
  /** Voice input: the microphone (getUserMedia, AudioContext) behind one call. */
  openMicrophone: OpenMicrophone;
  /** The line to this chat's other tabs (decision 041). */
  openTabChannel: OpenTabChannel;
  /** Whether the system draws emoji; shortcut chips show the widget's icons where not (decision 059). */
  canDrawEmoji: () => boolean;
  /** Online, visible again, woken from sleep: when the push socket tries again (decision 065). */
  pageWake: PageWake;
  /** The browser's online status (decision 066): the offline line, sends and retries follow it. */
  network: NetworkStatus;
}

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ChatServices {
  ports: ChatPorts;
  client: HttpClient;
  getConfig(): ChatConfig;
  /** The element's texts at this moment (decision 040), for reports made outside a render. */
  texts(): Texts;
}

export const servicesAtom = atom<ChatServices | null>(null);
export const configAtom = atom<ChatConfig | null>(null);

export const agentAtom = atom<AgentProfile | null>(null);
export const agentStatusAtom = atom<LoadStatus>('idle');

export const conversationsAtom = atom<Conversation[]>([]);
export const conversationsStatusAtom = atom<LoadStatus>('idle');
export const currentConversationIdAtom = atom<string | null>(null);
/** The conversation's current session (data doc section 7, chat/session/current). */
export const currentSessionIdAtom = atom<string | null>(null);

export const messagesAtom = atom<ChatMessage[]>([]);
/** Whether any message is shown: the layout re-renders when this flips, not on every streamed token. */
export const hasMessagesAtom = atom((get) => get(messagesAtom).length > 0);
export const historyStatusAtom = atom<LoadStatus>('idle');
/**
 * The last load of the newest records of the conversation shown (opening it, a push, a sync), with
 * its session while it opens. They replace the list when they come, so a question sent meanwhile
 * waits for them, and another tab's answer goes back in after them (decision 087). Kept once done:
 * waiting for a settled load costs a microtask. Every load of the conversation shown sets it, so it
 * is this conversation's.
 */
export const pendingRecordsAtom = atom<Promise<unknown> | null>(null);
/**
 * A conversation being created (新建会话 pressed, the server not answered yet), shown once it resolves:
 * a question sent meanwhile goes to it, not to the one still on screen (decision 087).
 */
export const creatingConversationAtom = atom<Promise<string> | null>(null);
/**
 * The welcome screen shows: no message, and none loading; or a new conversation on its way, which
 * the visitor sees at once, not the one before until the server answers (decision 089). The layout
 * re-renders when this flips, not twice for each older page loaded, which rendered the whole chat
 * (decision 083).
 */
export const welcomeShownAtom = atom(
  (get) => !!get(creatingConversationAtom) || (!get(hasMessagesAtom) && get(historyStatusAtom) !== 'loading'),
);
export const historyHasMoreAtom = atom(false);
export const historyPageAtom = atom(0);

/** Whether the browser has a network (decision 066): offline, the chat says so and sends fail at once. */
export const onlineAtom = atom(true);

/** This tab streams an answer. */
export const sendingAtom = atom(false);
/**
 * The answer another tab streams into the conversation on screen (decision 041): the copy this
 * tab folds the relayed events into, and its conversation.
 */
export const followedAnswerAtom = atom<{ conversationId: string; answer: AssistantMessage } | null>(null);
/** An answer is being generated in the conversation on screen, here or in another tab: stop replaces send. */
export const generatingAtom = atom((get) => get(sendingAtom) || get(followedAnswerAtom) !== null);
/** The tool whose log the log viewer shows (screens doc section 2, item 8), or null when closed. */
export const toolLogAtom = atom<{ messageId: string; skillId: string } | null>(null);
/** The composer's text lives in state so a failed send can put the visitor's words back. */
export const draftAtom = atom('');
/** Bumped to ask the composer to take focus (after new conversation, after restoring a draft). */
export const focusRequestAtom = atom(0);

export type ChatStore = ReturnType<typeof createStore>;

/** An unconfigured chat: nothing loads until agent-id, workspace-id and a credential are set. */
export const EMPTY_CHAT_CONFIG: ChatConfig = {
  agentId: '',
  workspaceId: '',
  baseUrl: '',
  env: 'production',
  runType: 'CHAT_CLIENT',
  readonly: false,
  showToolLogs: false,
  chatTitle: '',
  firstEventTimeoutMs: FIRST_EVENT_TIMEOUT_MS,
  idleTimeoutMs: IDLE_TIMEOUT_MS,
  requestTimeoutMs: DEFAULT_REQUEST_TIMEOUT_MS,
  conversationPageSize: CONVERSATION_PAGE_SIZE,
  uploadUrl: '',
  asrUrl: '',
  ttsUrl: '',
  userId: '',
  bizKey: '',
  clientType: '',
  conversationConfig: '',
};

export function createChatStore(
  ports: Partial<ChatPorts> = {},
  initialConfig = EMPTY_CHAT_CONFIG,
): ChatStore {
  const store = createStore();
  const fullPorts: ChatPorts = {
    fetch: ports.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    clock: ports.clock ?? systemClock,
    reportError: ports.reportError ?? (() => undefined),
    openTask: ports.openTask ?? (() => undefined),
    emit: ports.emit ?? (() => undefined),
    createSocket: ports.createSocket ?? ((url) => new WebSocket(url)),
    createAudioOutput: ports.createAudioOutput ?? createWebAudioOutput,
    pageOrigin: ports.pageOrigin ?? globalThis.location?.origin ?? 'http://localhost',
    storage: ports.storage ?? createMemoryStorage(),
    upload: ports.upload ?? xhrUploadTransport,
    openMicrophone: ports.openMicrophone ?? openBrowserMicrophone,
    openTabChannel: ports.openTabChannel ?? openBroadcastChannel,
    canDrawEmoji: ports.canDrawEmoji ?? canDrawEmoji,
    pageWake: ports.pageWake ?? browserPageWake(ports.clock, ports.network),
    network: ports.network ?? browserNetworkStatus,
  };
  store.set(configAtom, initialConfig);
  store.set(onlineAtom, fullPorts.network.online());
  const getConfig = () => store.get(configAtom) ?? initialConfig;
  store.set(servicesAtom, {
    ports: fullPorts,
    client: createHttpClient({
      getConfig,
      fetch: fullPorts.fetch,
      // A page or test that brings its own fetch gets its streams through it too.
      streamFetch: ports.fetch ?? streamFetch(() => getConfig().streamWorker),
      onAccessKeyRefused: () => store.set(credentialsRefusedAtom, true),
      online: fullPorts.network.online,
    }),
    getConfig,
    texts: () => store.get(languageAtom).texts,
  });
  // Decision 030: every change of the messages passes through the announcer's pure step.
  store.sub(messagesAtom, () =>
    store.set(announcerAtom, nextAnnouncer(store.get(announcerAtom), store.get(messagesAtom))),
  );
  return store;
}

/**
 * The connection key the conversations and messages on screen belong to. Initialization resets
 * the view only when the key differs, so a message sent before a deferred initialization runs
 * (a host calling sendMessage right after setting attributes) is not wiped by it.
 */
export const loadedConnectionKeyAtom = atom('');

/** True once initialization has picked the conversation to show (or found none). */
export const conversationChosenAtom = atom(false);

/** Conversations whose related questions the visitor switched off (本次会话不再推荐). */
export const relatedQuestionsOffAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Models the visitor may choose (empty until loaded; only when the agent allows a free model). */
export const modelsAtom = atom<ModelEntry[]>([]);

/** The toast shown at the bottom of the chat (复制成功 …); `id` restarts its timer. */
export const toastAtom = atom<{ id: number; text: string } | null>(null);

/** The message whose copy button shows its 2-second "copied" indicator. */
export const copiedMessageIdAtom = atom<string | null>(null);

/** The file shown in the preview dialog (screens doc section 2, item 7), or none. */
export const filePreviewAtom = atom<MessageFile | null>(null);

/** Agent variable values of the current conversation and session. */
export const variableValuesAtom = atom<Record<string, string>>({});
/**
 * The variables dialog: closed, opened by the visitor (`asked`), or opened by itself because the
 * agent requires values (`required`), which has no opener to give focus back to.
 */
export const variablesDialogOpenAtom = atom<false | 'asked' | 'required'>(false);
/**
 * A read of the variables found a required one without a value: the composer stays disabled until
 * the visitor fills it (decision 058), since the agent cannot run without it.
 */
export const variablesMissingAtom = atom(false);

/** Unread messages of this agent for the visitor (the launcher's badge). */
export const agentUnreadCountAtom = atom(0);

/** Whether the visitor can see the chat (false while the launcher's panel is closed). */
export const chatVisibleAtom = atom(true);

/** Whether the launcher's floating panel is open (only the launcher element uses it). */
export const launcherOpenAtom = atom(false);
