import type { ConnectionConfig } from '../api/connection-config';
import type { UploadOptions } from '../api/direct-upload-api';

/** Everything an element's attributes and properties configure (docs/elements.md). */
export interface ChatConfig extends ConnectionConfig {
  runType: string;
  readonly: boolean;
  /** Screens doc section 6: tool logs are visible only when logging is allowed (decision 013). */
  showToolLogs: boolean;
  chatTitle: string;
  /** Data doc section 9: 120 s to the first stream event. */
  firstEventTimeoutMs: number;
  /** Data doc section 9: 300 s between stream events. */
  idleTimeoutMs: number;
  /** Data doc section 9: the client asks for 60 conversations. */
  conversationPageSize: number;
  /** wire-format.md: a direct multipart upload endpoint; empty uses the upload_sts flow. */
  uploadUrl: string;
  /** The `uploadOptions` property: the site owner's params and headers for the direct upload. */
  uploadOptions?: UploadOptions | undefined;
  /** wire-format.md: the voice input socket's whole address; empty derives it from base-url. */
  asrUrl: string;
  /** wire-format.md: the speech playback socket's whole address; empty derives it from base-url. */
  ttsUrl: string;
  /** Data doc section 7: the visitor's id in Open mode (`user` on create, the push socket's `_{user}`). */
  userId: string;
  /** Data doc section 7: the business key in Open mode (`biz_key` on create and list). */
  bizKey: string;
  /** Data doc section 7: `client_type` of new conversations. */
  clientType: string;
  /** Data doc section 7: `conversation_config` of new conversations, as JSON text. */
  conversationConfig: string;
  /** Decision 037: `storage="none"`: nothing in browser storage, no image from a foreign origin. */
  privacy?: boolean;
  /** Decision 037: `images="click"`: answer images load only when the visitor asks. */
  clickImages?: boolean;
  /** Decision 037: `host-selection`: offer 问问Agent by text selected on the host page. */
  hostSelection?: boolean;
  /**
   * Decision 055: `stream-worker`: answer streams are read in a `blob:` worker, which the page's CSP
   * must allow (`worker-src blob:`); without it they are read on the main thread, and nothing is tried
   * that a strict CSP would report.
   */
  streamWorker?: boolean;
}

export const FIRST_EVENT_TIMEOUT_MS = 120_000;
export const IDLE_TIMEOUT_MS = 300_000;
export const CONVERSATION_PAGE_SIZE = 60;
/** Data doc section 9: history page size 20. */
export const HISTORY_PAGE_SIZE = 20;

export function isConfigComplete(config: ChatConfig): boolean {
  return Boolean(
    config.agentId && config.workspaceId && (config.accessKey || config.token || config.getToken),
  );
}

/** The settings that require reloading agent and conversations when they change. */
export function connectionKey(config: ChatConfig): string {
  return JSON.stringify([
    config.agentId,
    config.workspaceId,
    config.accessKey ?? '',
    config.token ?? '',
    Boolean(config.getToken),
    config.baseUrl,
    config.env,
    config.runType,
    config.conversationPageSize,
    config.userId,
    config.bizKey,
  ]);
}
