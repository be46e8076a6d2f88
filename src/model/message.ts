/** Domain message types (camelCase). Server shapes live in api/wire-types.ts only. */

export type PartStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';
export type MessageOrigin = 'CHAT' | 'SYSTEM_PUSH' | 'CUSTOM_PUSH';

export interface ThinkPart {
  content: string;
  status: PartStatus;
}

export interface SkillMetaData {
  title?: string;
  toolName?: string;
  avatar?: string;
  /** How the platform stored the avatar (e.g. image); the card shows http(s) images only. */
  avatarType?: string;
  color?: string;
}

export interface FlowMessage {
  message: string;
  type?: string;
}

export interface KnowledgeHit {
  datastoreId: string;
  datastoreName: string;
  fileName: string;
  fileId: string;
  mimetype?: string;
  chunkId: string;
  content: string;
}

export interface SkillForm {
  flowId: string;
  recordId: string;
  formWelcome?: string;
  isSubmit: boolean;
  formConfig: unknown[];
  formData?: Record<string, unknown>;
}

export interface Skill {
  id: string;
  status: PartStatus;
  toolType: string;
  functionCode?: string;
  metaData: SkillMetaData;
  flowMsg: FlowMessage[];
  output?: unknown;
  /** The tool's raw execution record; its execution_status.message explains a failure. */
  raw?: unknown;
  form?: SkillForm;
}

export interface RelatedQuestionPart {
  status: PartStatus;
  content: string[];
}

export interface TaskInfo {
  id: string;
  title: string;
  status: string;
  /** When the task started, in ms (the TASK event's timestamp, or a record's irl_time). */
  timestamp?: number | undefined;
}

export interface GroupProgressItem {
  status: string;
  title: string;
  description: string;
}

export interface MessageFile {
  name: string;
  type: string;
  url: string;
  byteSize?: number;
  uploadFileId?: string;
}

export interface MessageQuote {
  quoteType: 'URL' | 'TEXT';
  quoteId?: string;
  /** The quoted text, or for a URL quote its title (or the address itself). */
  content: string;
  url?: string;
  /** A URL quote's site icon. */
  icon?: string;
  /** The client tool that made the quote; sent back with it when the message is resent. */
  chatClientToolId?: string;
}

export interface UserMessage {
  role: 'USER';
  id: string;
  content: string;
  createTime: number;
  sessionId?: string;
  file?: MessageFile;
  quote?: MessageQuote;
  recordId?: string;
}

export interface AssistantMessage {
  role: 'ASSISTANT';
  id: string;
  content: string;
  createTime: number;
  sessionId?: string;
  from: MessageOrigin;
  think?: ThinkPart;
  skills: Skill[];
  knowledge: KnowledgeHit[];
  relatedQuestion?: RelatedQuestionPart;
  suggestPlugin?: unknown;
  task?: TaskInfo;
  groupProcessList?: GroupProgressItem[];
  tips?: string[];
  /** True until the first stream event arrives (the loader shows meanwhile). */
  isFetching: boolean;
  isStreaming: boolean;
  success: boolean;
  errorMessage?: string;
  finishReason?: string;
  recordId?: string;
  userMessageId?: string;
  feedbackId?: string;
  llmModel?: string;
  durationTime?: number;
}

export type ChatMessage = UserMessage | AssistantMessage;

/** The spec prefixes message ids with their role. */
export function messageId(role: ChatMessage['role'], localId: string): string {
  return `${role}-${localId}`;
}

export function createPendingAssistantMessage(localId: string, createTime: number): AssistantMessage {
  return {
    role: 'ASSISTANT',
    id: messageId('ASSISTANT', localId),
    content: '',
    createTime,
    from: 'CHAT',
    skills: [],
    knowledge: [],
    isFetching: true,
    isStreaming: true,
    success: true,
  };
}
