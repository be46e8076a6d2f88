/**
 * What the visitor has put together in the composer beyond the text: the attachment, the quote,
 * the mentioned agent and the shortcut call (screens doc sections 3 and 4; wire-format.md).
 */
import type { MessageFile, MessageQuote } from './message';

/** A file chosen in the composer, from the moment it is picked until it is sent (one at a time). */
export type ComposerAttachment =
  | { status: 'uploading'; id: string; name: string; size: number; type: string; progress: number }
  | { status: 'uploaded'; id: string; file: MessageFile; fileAction: 'IMAGE_URL' | 'FILE_URL' };

/** A new quote waiting to be sent (wire-format.md: `quote: {quote_type, content, url?}`). */
export interface QuoteDraft {
  quoteType: 'TEXT' | 'URL';
  content: string;
  url?: string | undefined;
}

/** wire-format.md: a mention forces one tool call when exactly one distinct agent is mentioned. */
export interface MentionCall {
  toolType: 'SUB_AGENT' | 'A2A';
  toolId: string;
}

/** wire-format.md, "Shortcuts": a function shortcut's call, its form values plus hidden parameters. */
export interface ShortcutCall {
  functionId: string;
  toolArguments: Record<string, unknown>;
}

/** The quote as the user message shows it right after sending (before the record gives it an id). */
export function quoteOfDraft(draft: QuoteDraft): MessageQuote {
  return draft.url
    ? { quoteType: draft.quoteType, content: draft.content, url: draft.url }
    : { quoteType: draft.quoteType, content: draft.content };
}
