import type { MentionCall, ShortcutCall } from './composer-input';
import { fileActionOf } from './file-types';
import type { MessageFile, MessageQuote } from './message';

export interface SendInput {
  content: string;
  conversationId: string;
  agentId: string;
  action?: 'regenerate' | undefined;
  /** The message's file: a new attachment, or on regenerate the previous user message's file. */
  file?: MessageFile | undefined;
  /** The message's quote: a new one (no id yet) or, on regenerate, the recorded one. */
  quote?: MessageQuote | undefined;
  /** The one agent the visitor mentioned (wire-format.md, "@-mentions"). */
  mention?: MentionCall | undefined;
  /** The function shortcut the visitor chose (wire-format.md, "Shortcuts"). */
  shortcut?: ShortcutCall | undefined;
  variables?: Record<string, unknown>;
}

/** The `/chat_messages` payload of data doc section 7 (server shape, snake_case). */
export function toSendPayload(input: SendInput): Record<string, unknown> {
  const fileId = input.file?.uploadFileId;
  const payload: Record<string, unknown> = {
    content: input.content,
    file_ids: fileId ? [fileId] : [],
    file_action: fileId && input.file ? fileActionOf(input.file) : undefined,
    enforce_tool_call_params: enforceParams(input),
    conversation_id: input.conversationId,
    robot_id: input.agentId,
    stream: true,
    inputs: { userMessage: input.content, ...input.variables },
    action: input.action,
    response_mode: 'streaming',
  };
  const quote = newQuote(input.quote);
  if (quote) payload.quote = quote;
  return payload;
}

/** Forced tool-call parameters: a recorded quote, a mention, a shortcut; undefined when none. */
function enforceParams(input: SendInput): Record<string, unknown> | undefined {
  const params: Record<string, unknown> = {
    ...quoteParams(input.quote),
    ...(input.mention ? { tool_type: input.mention.toolType, tool_id: input.mention.toolId } : {}),
    ...(input.shortcut
      ? {
          shortcut_function_id: input.shortcut.functionId,
          tool_arguments: input.shortcut.toolArguments,
        }
      : {}),
  };
  return Object.keys(params).length > 0 ? params : undefined;
}

/** A recorded quote travels as its id (and the client tool that made it), never as its text. */
function quoteParams(quote: MessageQuote | undefined): Record<string, string> {
  if (!quote?.quoteId) return {};
  return quote.chatClientToolId
    ? { chat_quote_id: quote.quoteId, chat_client_tool_id: quote.chatClientToolId }
    : { chat_quote_id: quote.quoteId };
}

/**
 * wire-format.md: a new quote is sent whole, `{quote_type, content, url?}`; a quote without a url
 * leaves it undefined, which the JSON body leaves out.
 */
function newQuote(quote: MessageQuote | undefined): Record<string, string | undefined> | undefined {
  if (!quote || quote.quoteId) return undefined;
  return { quote_type: quote.quoteType, content: quote.content, url: quote.url || undefined };
}
