import { fileActionOf } from './file-types';
import type { MessageFile, MessageQuote } from './message';

export interface SendInput {
  content: string;
  conversationId: string;
  agentId: string;
  action?: 'regenerate' | undefined;
  /** The message's file (regenerate resends the previous user message's file). */
  file?: MessageFile | undefined;
  /** The message's quote (regenerate resends it too). */
  quote?: MessageQuote | undefined;
  variables?: Record<string, unknown>;
}

/** The `/chat_messages` payload of data doc section 7 (server shape, snake_case). */
export function toSendPayload(input: SendInput): Record<string, unknown> {
  const fileId = input.file?.uploadFileId;
  return {
    content: input.content,
    file_ids: fileId ? [fileId] : [],
    file_action: fileId && input.file ? fileActionOf(input.file) : undefined,
    enforce_tool_call_params: quoteParams(input.quote),
    conversation_id: input.conversationId,
    robot_id: input.agentId,
    stream: true,
    inputs: { userMessage: input.content, ...input.variables },
    action: input.action,
    response_mode: 'streaming',
  };
}

/** A quote travels as its id (and the client tool that made it), never as its text. */
function quoteParams(quote: MessageQuote | undefined): Record<string, string> | undefined {
  if (!quote?.quoteId) return undefined;
  return quote.chatClientToolId
    ? { chat_quote_id: quote.quoteId, chat_client_tool_id: quote.chatClientToolId }
    : { chat_quote_id: quote.quoteId };
}
