import type { ChatErrorReport } from '../state/error-report';
import type { AnswerFinishedDetail, MessageSentDetail } from '../state/host-events';
import type { TaskOpenRequest } from '../state/task-open-request';

/** Every public event of the elements; fired bubbling and composed so host pages can listen anywhere. */
export interface AgentChatEventMap {
  /** A failure, reported under its module label (data doc, section 8). */
  'chat-error': CustomEvent<ChatErrorReport>;
  /** The launcher's panel opened. */
  'chat-open': CustomEvent<undefined>;
  /** The launcher's panel closed. */
  'chat-close': CustomEvent<undefined>;
  /** The visitor clicked 详情 on a failed task: `{ taskId, conversationId }` (docs/elements.md). */
  'task-open': CustomEvent<TaskOpenRequest>;
  /** `<agent-bot-list>`: the visitor chose a bot, `{ botId }` (docs/elements.md). */
  'bot-select': CustomEvent<{ botId: string }>;
  /** The element is in the document and has read its attributes (once per connect). */
  'chat-ready': CustomEvent<undefined>;
  /** A message left: `{ text, fileNames, conversationId }`. */
  'message-sent': CustomEvent<MessageSentDetail>;
  /** An answer stopped streaming: `{ recordId, status, finishReason, duration }` (ms). */
  'answer-finished': CustomEvent<AnswerFinishedDetail>;
  /** Another conversation is shown: `{ conversationId }`, null for none (an empty new chat). */
  'conversation-change': CustomEvent<{ conversationId: string | null }>;
  /** The agent's unread total for this visitor changed: `{ total }`. */
  'unread-change': CustomEvent<{ total: number }>;
}

/** Elements whose destroy() ran: they tell the page nothing more. */
const SILENCED = new WeakSet<EventTarget>();

export function silenceChatEvents(target: EventTarget): void {
  SILENCED.add(target);
}

/** The one way our elements fire events: bubbling and composed, and never after destroy(). */
export function fireChatEvent<Name extends keyof AgentChatEventMap>(
  target: EventTarget,
  name: Name,
  detail: AgentChatEventMap[Name]['detail'],
): void {
  if (!SILENCED.has(target))
    target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
