import type { AssistantMessage } from '../model/message';
import { settlePendingParts } from '../model/settle-pending-parts';

/** How a stream ended; decides success, finishReason and the error text shown. */
export type StreamOutcome =
  | { kind: 'completed' }
  | { kind: 'aborted' }
  | { kind: 'failed'; errorMessage: string };

/**
 * Ends generation for a message: streamed text is always kept, PENDING parts become FAILED and a
 * pending related-question part is dropped (data doc, section 4).
 */
export function finishAssistantMessage(message: AssistantMessage, outcome: StreamOutcome): AssistantMessage {
  const settled = settlePendingParts(message);
  const ended: AssistantMessage = { ...settled, isFetching: false, isStreaming: false };
  switch (outcome.kind) {
    case 'completed':
      return ended;
    case 'aborted':
      return { ...ended, finishReason: 'abort' };
    case 'failed':
      return { ...ended, success: false, errorMessage: outcome.errorMessage };
    default:
      return outcome satisfies never;
  }
}
