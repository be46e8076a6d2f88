import {
  type ChatEnvironment,
  DEFAULT_REQUEST_TIMEOUT_MS,
  type TokenProvider,
} from '../api/connection-config';
import {
  type ChatConfig,
  CONVERSATION_PAGE_SIZE,
  FIRST_EVENT_TIMEOUT_MS,
  IDLE_TIMEOUT_MS,
} from '../state/chat-config';

/** The public attributes, shared by both elements (docs/elements.md). */
export const CHAT_ATTRIBUTES = [
  'agent-id',
  'workspace-id',
  'access-key',
  'token',
  'base-url',
  'env',
  'run-type',
  'readonly',
  'show-tool-logs',
  'chat-title',
  'first-event-timeout',
  'event-timeout',
  'request-timeout',
  'conversation-page-size',
  'upload-url',
  'asr-url',
  'tts-url',
  // Decision 024: a one-time login code (removed once read) and where the login pair lives.
  'auth-code',
  'auth-prefix',
  'user-id',
  'biz-key',
  'client-type',
  'conversation-config',
  // Decision 037: privacy mode, click-to-load answer images, and asking about the host page.
  'storage',
  'images',
  'host-selection',
  // Decision 055: answer streams read in a blob: worker, for pages whose CSP allows one.
  'stream-worker',
  // Decision 036: read by the stylesheet (:host([theme=dark])) and by the launcher's view.
  'theme',
  'launcher-position',
  'launcher-icon',
  'hide-bubble',
  // Decision 040: the language of the widget's texts (zh-CN by default; en).
  'lang',
] as const;

export type ChatAttributeName = (typeof CHAT_ATTRIBUTES)[number];

/** Attributes that are on when present; their properties are booleans. */
export const BOOLEAN_ATTRIBUTES: ReadonlySet<ChatAttributeName> = new Set([
  'readonly',
  'show-tool-logs',
  'host-selection',
  'stream-worker',
  'hide-bubble',
]);
export type ChatAttributeValues = Partial<Record<ChatAttributeName, string | null>>;

const ENVIRONMENTS: readonly ChatEnvironment[] = ['local', 'development', 'pre', 'production'];
export const DEFAULT_RUN_TYPE = 'CHAT_CLIENT';

export function parseEnvironment(value: string | null | undefined): ChatEnvironment {
  const normalized = value?.trim().toLowerCase();
  return ENVIRONMENTS.find((environment) => environment === normalized) ?? 'production';
}

/** A boolean attribute is on when present, unless it says "false" (so `el.readonly = false` works). */
export function parseBooleanAttribute(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return value.trim().toLowerCase() !== 'false';
}

export function parsePositiveInteger(value: string | null | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? Math.floor(parsed) : fallback;
}

function text(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

export function parseChatConfig(values: ChatAttributeValues, getToken?: TokenProvider): ChatConfig {
  return {
    agentId: text(values['agent-id']),
    workspaceId: text(values['workspace-id']),
    accessKey: text(values['access-key']) || undefined,
    token: text(values.token) || undefined,
    getToken,
    baseUrl: text(values['base-url']),
    env: parseEnvironment(values.env),
    runType: text(values['run-type']) || DEFAULT_RUN_TYPE,
    readonly: parseBooleanAttribute(values.readonly),
    showToolLogs: parseBooleanAttribute(values['show-tool-logs']),
    chatTitle: text(values['chat-title']),
    firstEventTimeoutMs: parsePositiveInteger(values['first-event-timeout'], FIRST_EVENT_TIMEOUT_MS),
    idleTimeoutMs: parsePositiveInteger(values['event-timeout'], IDLE_TIMEOUT_MS),
    requestTimeoutMs: parsePositiveInteger(values['request-timeout'], DEFAULT_REQUEST_TIMEOUT_MS),
    conversationPageSize: parsePositiveInteger(values['conversation-page-size'], CONVERSATION_PAGE_SIZE),
    uploadUrl: text(values['upload-url']),
    asrUrl: text(values['asr-url']),
    ttsUrl: text(values['tts-url']),
    userId: text(values['user-id']),
    bizKey: text(values['biz-key']),
    clientType: text(values['client-type']),
    conversationConfig: text(values['conversation-config']),
    privacy: text(values.storage) === 'none',
    clickImages: text(values.images) === 'click',
    hostSelection: parseBooleanAttribute(values['host-selection']),
    streamWorker: parseBooleanAttribute(values['stream-worker']),
  };
}
