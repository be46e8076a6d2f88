import type { AssistantMessage, PartStatus, Skill } from '../model/message';
import type { ChatStreamEvent } from './stream-events';

/**
 * Folds one stream event into the assistant message. Pure and immutable: the UI compares
 * references, so untouched parts keep their identity.
 */
export function reduceAssistantMessage(message: AssistantMessage, event: ChatStreamEvent): AssistantMessage {
  // Thinking ends as soon as any other kind of event arrives (data doc, section 4).
  const current = event.type === 'THINKING' ? message : settleThinking(message);
  const started: AssistantMessage = current.isFetching ? { ...current, isFetching: false } : current;
  switch (event.type) {
    case 'TEXT':
      return { ...started, content: started.content + event.content };
    case 'LLMSensitiveOutput':
      return { ...started, content: event.content };
    case 'THINKING':
      return {
        ...started,
        think: {
          content: (started.think?.content ?? '') + event.content,
          status: event.status ?? 'PENDING',
        },
      };
    case 'FUNCTION':
      return reduceFunction(started, event);
    case 'RELATED_QUESTIONS':
      return {
        ...started,
        relatedQuestion: { status: event.status ?? 'SUCCEEDED', content: event.content },
      };
    case 'TASK':
      return { ...started, task: event.task };
    case 'SUGGESTED_PLUGIN':
      return { ...started, suggestPlugin: event.content };
    case 'CHAT_RECORD':
      return {
        ...started,
        recordId: event.recordId,
        userMessageId: event.userRecordId ?? started.userMessageId,
      };
    case 'RESULT':
      return {
        ...started,
        success: event.status !== 'FAILED',
        errorMessage: event.message ?? started.errorMessage,
        finishReason: event.finishReason ?? started.finishReason,
      };
    default:
      return assertNever(event);
  }
}

function settleThinking(message: AssistantMessage): AssistantMessage {
  if (message.think?.status !== 'PENDING') return message;
  return { ...message, think: { ...message.think, status: 'SUCCEEDED' } };
}

type FunctionEvent = Extract<ChatStreamEvent, { type: 'FUNCTION' }>;

function reduceFunction(message: AssistantMessage, event: FunctionEvent): AssistantMessage {
  const index = message.skills.findIndex((skill) => skill.id === event.id);
  const previous = index >= 0 ? message.skills[index] : undefined;
  const skill = mergeSkill(previous, event);
  const skills =
    index >= 0
      ? message.skills.map((item, position) => (position === index ? skill : item))
      : [...message.skills, skill];
  const knowledge =
    event.knowledge && event.knowledge.length > 0
      ? [...message.knowledge, ...event.knowledge]
      : message.knowledge;
  return { ...message, skills, knowledge };
}

function mergeSkill(previous: Skill | undefined, event: FunctionEvent): Skill {
  return {
    id: event.id,
    status: toPartStatus(event.status),
    toolType: event.toolType || previous?.toolType || '',
    functionCode: event.functionCode ?? previous?.functionCode,
    metaData: { ...previous?.metaData, ...definedOnly(event.metaData) },
    // RUNNING events carry the flow's messages so far or a new piece; keep whichever is longer.
    flowMsg: mergeFlowMessages(previous?.flowMsg ?? [], event.flowMsg),
    output: event.output ?? previous?.output,
    raw: event.raw ?? previous?.raw,
    form: event.form ?? previous?.form,
  };
}

function mergeFlowMessages(
  previous: Skill['flowMsg'],
  incoming: Skill['flowMsg'] | undefined,
): Skill['flowMsg'] {
  if (!incoming || incoming.length === 0) return previous;
  const isCumulative =
    incoming.length >= previous.length &&
    previous.every((item, index) => incoming[index]?.message === item.message);
  return isCumulative ? incoming : [...previous, ...incoming];
}

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as Partial<T>;
}

function toPartStatus(status: FunctionEvent['status']): PartStatus {
  if (status === 'SUCCEEDED') return 'SUCCEEDED';
  if (status === 'FAILED') return 'FAILED';
  return 'PENDING';
}

function assertNever(value: never): never {
  throw new Error(`Unhandled stream event: ${JSON.stringify(value)}`);
}
