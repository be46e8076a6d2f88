import type { ChatEnvironment, TokenProvider } from '../api/connection-config';
import type { UploadOptions } from '../api/direct-upload-api';
import type { Strings } from '../i18n/language';
import type { AgentChatEventMap } from './chat-events';

/** The keys of every text the widget shows (decision 040; docs/elements.md, "Languages"). */
export type { TextKey as AgentChatTextKey } from '../i18n/texts';
export type { AgentChatEventMap } from './chat-events';
/** A page's own texts by key, for `strings`: `{ send: 'Go', weekdayNames: 'Mo,Tu,We,Th,Fr,Sa,Su' }`. */
export type AgentChatStrings = Strings;
/** `uploadOptions`: `{ params: { folder: 'chat' }, headers: { 'X-Upload-Token': '…' } }`. */
export type AgentChatUploadOptions = UploadOptions;

/** `task-open`'s detail: the failed task whose 详情 the visitor clicked, and its conversation. */
export type AgentChatTaskOpenDetail = AgentChatEventMap['task-open']['detail'];

/** Properties of both elements; each mirrors the attribute of the same name in kebab-case. */
export interface AgentChatProperties {
  agentId: string | undefined;
  workspaceId: string | undefined;
  /** Open API mode credential. Sent only in the `Access-Key` header. */
  accessKey: string;
  /** Inner mode credential. Sent only in the `Authorization` header. */
  token: string | undefined;
  /**
   * Inner mode: called before each request for a fresh token (expiring tokens); after a 401, called
   * with `{ expired: true }` and the call is sent once more. Property only.
   */
  getToken: TokenProvider | undefined;
  baseUrl: string | undefined;
  env: ChatEnvironment | undefined;
  runType: string | undefined;
  readonly: boolean;
  /** Lets the visitor open tool logs (查看日志 and clicks on finished tool cards). */
  showToolLogs: boolean;
  chatTitle: string | undefined;
  firstEventTimeout: string | undefined;
  eventTimeout: string | undefined;
  requestTimeout: string | undefined;
  conversationPageSize: string | undefined;
  /** A direct multipart upload endpoint for composer attachments (instead of upload_sts). */
  uploadUrl: string | undefined;
  /**
   * Extra form fields (`params`) and request `headers` of every `upload-url` upload (property only).
   * A credential of that endpoint goes in `headers`, never in `params` or the URL.
   */
  uploadOptions: AgentChatUploadOptions | undefined;
  /** The voice input WebSocket's whole address (default `{base-url}/v1/audio/to_text`). */
  asrUrl: string | undefined;
  /** The speech playback WebSocket's whole address (default `{base-url}/v1/audio/to_speech`). */
  ttsUrl: string | undefined;
  /** A one-time login code: spent for Open API credentials, then removed (decision 024). */
  authCode: string | undefined;
  /** Where the login pair lives: a path under base-url or an absolute address (default `/v1/oapi/agent`). */
  authPrefix: string | undefined;
  /** Open API mode: the visitor's id, sent as `user` and in the push socket's path. */
  userId: string | undefined;
  /** Open API mode: the business key; only conversations of this key are listed. */
  bizKey: string | undefined;
  /** `client_type` of new conversations. */
  clientType: string | undefined;
  /** `conversation_config` of new conversations, as JSON text (invalid JSON is reported and ignored). */
  conversationConfig: string | undefined;
  /** The language of the widget's texts: `zh-CN` (default) or `en`; other tags by their primary subtag. */
  lang: string;
  /** The page's own texts over those of the active language, by key (property only; decision 040). */
  strings: AgentChatStrings | undefined;
  /**
   * Reads answer streams in a `blob:` worker, off the main thread; the page's CSP must allow it
   * (`worker-src blob:`). Off by default: streams are read on the main thread (decision 055).
   */
  streamWorker: boolean;
}

type EventListenerFor<Name extends keyof AgentChatEventMap> = (
  this: HTMLElement,
  event: AgentChatEventMap[Name],
) => unknown;

export interface AgentChatEventTarget {
  addEventListener<Name extends keyof AgentChatEventMap>(
    type: Name,
    listener: EventListenerFor<Name>,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<Name extends keyof AgentChatEventMap>(
    type: Name,
    listener: EventListenerFor<Name>,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

export interface AgentChatMethods {
  /**
   * Sends a message as if the visitor typed it, with the composer's waiting quote and file (a new
   * conversation is created when needed); false when nothing was sent.
   */
  sendMessage(text: string): Promise<boolean>;
  /** Opens the launcher's panel (nothing on `<agent-chat>`, which is always open). */
  open(): void;
  /** Closes the launcher's panel; focus returns to the bubble (nothing on `<agent-chat>`). */
  close(): void;
  toggle(): void;
  /** Replaces the composer's text; nothing is sent. */
  setInput(text: string): void;
  /** Creates a conversation and shows it; resolves to its id, or null when that failed. */
  newConversation(): Promise<string | null>;
  /** Shows a conversation by id (null: the empty welcome view). */
  selectConversation(conversationId: string | null): Promise<void>;
  /** Quotes text, or a page `{ url, title? }` (http(s) only), into the composer; false when refused. */
  quote(input: string | { url: string; title?: string }): boolean;
  /** Saves agent variable values (a conversation is created when none is shown). */
  setVariables(values: Record<string, string>): Promise<boolean>;
  /** Stops everything (answer, sockets, timers, listeners), unmounts and removes the element. */
  destroy(): void;
  /** Spends a one-time login code for Open API credentials; resolves to whether it worked. */
  login(code: string, options?: { authPrefix?: string }): Promise<boolean>;
}

export type AgentChatElement = HTMLElement & AgentChatProperties & AgentChatMethods & AgentChatEventTarget;

export type AgentChatLauncherElement = AgentChatElement & {
  readonly isOpen: boolean;
};

/** Options accepted by `AgentChat.configure(element, options)`: the properties, camelCase. */
export type AgentChatOptions = Partial<AgentChatProperties>;

/** `AgentChat.login(code, options)`: which element logs in, and where the login pair lives. */
export interface AgentChatLoginOptions {
  element?: AgentChatElement | string;
  authPrefix?: string;
}

/** `message-sent`'s detail: `{ text, fileNames, conversationId }`. */
export type AgentChatMessageSentDetail = AgentChatEventMap['message-sent']['detail'];

/** `answer-finished`'s detail: `{ recordId, status, finishReason, duration }`. */
export type AgentChatAnswerFinishedDetail = AgentChatEventMap['answer-finished']['detail'];

/** `conversation-change`'s detail: `{ conversationId }` (null: no conversation shown). */
export type AgentChatConversationChangeDetail = AgentChatEventMap['conversation-change']['detail'];

/** `unread-change`'s detail: `{ total }`. */
export type AgentChatUnreadChangeDetail = AgentChatEventMap['unread-change']['detail'];

/** `bot-select`'s detail: the chosen bot's id. */
export type AgentBotSelectDetail = AgentChatEventMap['bot-select']['detail'];

/** `<agent-bot-list>`: the connection properties of the chat elements, and `for`. */
export type AgentBotListElement = HTMLElement &
  Omit<AgentChatProperties, 'readonly' | 'showToolLogs' | 'authCode' | 'authPrefix' | 'streamWorker'> &
  AgentChatEventTarget & {
    /** The id of the `<agent-chat>` or `<agent-chat-launcher>` whose `agent-id` a chosen bot sets. */
    for: string | undefined;
  };
