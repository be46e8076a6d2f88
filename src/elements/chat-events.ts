import type { ChatErrorReport } from '../state/error-report';
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
}

export function fireChatEvent<Name extends keyof AgentChatEventMap>(
  target: EventTarget,
  name: Name,
  detail: AgentChatEventMap[Name]['detail'],
): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
