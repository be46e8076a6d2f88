/**
 * What the chat's actions tell the host page (the `message-sent` and `answer-finished` events of
 * docs/elements.md). The state layer only names the facts; the element turns them into DOM events.
 * No detail ever holds a credential.
 */

/** A message left for the agent: its text, the names of its files, and its conversation. */
export interface MessageSentDetail {
  text: string;
  fileNames: string[];
  conversationId: string;
}

/**
 * An answer stopped streaming. `status` is `completed`, `failed` (an error, a time-out or a
 * RESULT with FAILED) or `aborted` (停止, a new conversation, destroy()); `duration` is in ms,
 * from the send to the end.
 */
export interface AnswerFinishedDetail {
  recordId: string | null;
  status: 'completed' | 'failed' | 'aborted';
  finishReason: string | null;
  duration: number;
}

export interface HostEventDetails {
  'message-sent': MessageSentDetail;
  'answer-finished': AnswerFinishedDetail;
}

export type HostEmitter = <Name extends keyof HostEventDetails>(
  name: Name,
  detail: HostEventDetails[Name],
) => void;
