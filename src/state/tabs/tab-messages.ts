import type { Conversation } from '../../model/conversation';
import type { AssistantMessage, UserMessage } from '../../model/message';
import { isObject } from '../../model/wire-values';
import type { ChatStreamEvent, ChatStreamEventType } from '../../stream/stream-events';

/**
 * The version of what tabs tell each other. Bump it whenever a message below, or a shape it
 * carries (messages, stream events, conversations), changes: a tab of another version of the
 * widget then ignores this one's messages instead of misreading them.
 */
export const TAB_PROTOCOL = 2;

/** What one tab of a chat tells the others on their shared channel (decision 041). */
export type TabMessage =
  /** The answer streaming in conversation `c` and its question: at the start, when asked, at the end. */
  | { t: 'answer'; c: string; user: UserMessage; answer: AssistantMessage }
  /** The stream events of answer `id` since the last post; empty as the streaming tab's heartbeat. */
  | { t: 'events'; c: string; id: string; events: ChatStreamEvent[] }
  /** sync: "send me the answer you stream in c"; stop: "stop it"; gone: "I am closing, it ends here". */
  | { t: 'sync' | 'stop' | 'gone'; c: string }
  /** hello: a tab opened the channel (`c` empty); here: another tab answers it (decision 068). */
  | { t: 'hello' | 'here'; c: string }
  /** New, renamed or titled. */
  | { t: 'conversation'; c: string; conversation: Conversation }
  | { t: 'deleted'; c: string }
  /** Conversation `c` was read; `unread` is the agent's unread count after it. */
  | { t: 'read'; c: string; unread: number };

const EVENT_TYPES: readonly ChatStreamEventType[] = [
  'TEXT',
  'THINKING',
  'FUNCTION',
  'RELATED_QUESTIONS',
  'TASK',
  'SUGGESTED_PLUGIN',
  'LLMSensitiveOutput',
  'CHAT_RECORD',
  'RESULT',
];

const hasId = (value: unknown) => isObject(value) && typeof value.id === 'string';

/**
 * What another tab posted, or undefined for anything this version does not know: another
 * version, another kind, a field of the wrong type. Shapes inside (a message, a conversation)
 * are this version's own, checked as far as their ids and event types.
 */
export function decodeTabMessage(data: unknown): TabMessage | undefined {
  if (!isObject(data) || data.v !== TAB_PROTOCOL || typeof data.c !== 'string') return undefined;
  const message = data as TabMessage & Record<string, unknown>;
  switch (message.t) {
    case 'answer':
      return hasId(message.user) && hasId(message.answer) ? message : undefined;
    case 'events':
      return typeof message.id === 'string' &&
        Array.isArray(message.events) &&
        message.events.every((event) => isObject(event) && EVENT_TYPES.includes(event.type))
        ? message
        : undefined;
    case 'conversation':
      return hasId(message.conversation) ? message : undefined;
    case 'read':
      return typeof message.unread === 'number' ? message : undefined;
    case 'hello':
    case 'here':
    case 'sync':
    case 'stop':
    case 'gone':
    case 'deleted':
      return message;
    default:
      return undefined;
  }
}
