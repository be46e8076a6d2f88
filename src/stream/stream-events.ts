import type {
  FlowMessage,
  KnowledgeHit,
  PartStatus,
  SkillForm,
  SkillMetaData,
  TaskInfo,
} from '../model/message';

/** The typed events of the chat stream (wire-format.md, "The chat stream"). */
export type FunctionStatus = 'STARTED' | 'RUNNING' | 'SUCCEEDED' | 'FAILED';

export type ChatStreamEvent =
  | { type: 'TEXT'; content: string }
  | { type: 'THINKING'; content: string; status?: 'PENDING' | 'SUCCEEDED' | 'FAILED' }
  | {
      type: 'FUNCTION';
      id: string;
      status: FunctionStatus;
      toolType: string;
      functionCode?: string;
      metaData?: SkillMetaData;
      flowMsg?: FlowMessage[];
      output?: unknown;
      raw?: unknown;
      form?: SkillForm;
      knowledge?: KnowledgeHit[];
    }
  /** `status` is our tolerated extension (decision 015): PENDING shows the loading state. */
  | { type: 'RELATED_QUESTIONS'; content: string[]; status?: PartStatus }
  | { type: 'TASK'; task: TaskInfo }
  | { type: 'SUGGESTED_PLUGIN'; content: unknown }
  | { type: 'LLMSensitiveOutput'; content: string }
  | { type: 'CHAT_RECORD'; recordId: string; userRecordId?: string }
  | { type: 'RESULT'; status: 'SUCCEEDED' | 'FAILED'; message?: string; finishReason?: string };

export type ChatStreamEventType = ChatStreamEvent['type'];
