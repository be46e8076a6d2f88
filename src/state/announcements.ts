import { atom } from 'jotai';
import type { AssistantMessage, ChatMessage } from '../model/message';

/**
 * What the chat's one status region says (decision 030): each answer once, when it ends, never its
 * streamed fragments or its reasoning. The kind and the raw text are state; turning markdown into
 * the words to read is the region's job (src/content, which state does not import).
 */
export type Announcement =
  | { kind: 'answer'; messageId: string; markdown: string }
  | { kind: 'stopped'; messageId: string }
  | { kind: 'failed'; messageId: string; error: string };

export interface AnnouncerState {
  /** Answers seen streaming: only these are announced when they end (history is not). */
  readonly streamingIds: readonly string[];
  readonly announcement: Announcement | null;
}

export const EMPTY_ANNOUNCER: AnnouncerState = { streamingIds: [], announcement: null };

/** The stream's finish reason for a visitor's stop (wire-format.md, RESULT). */
const STOPPED_FINISH_REASON = 'abort';

/** What a finished answer announces, or null when it has nothing to say (a form, a tool card). */
export function announcementOf(message: AssistantMessage): Announcement | null {
  if (!message.success) return { kind: 'failed', messageId: message.id, error: message.errorMessage ?? '' };
  if (message.finishReason === STOPPED_FINISH_REASON) return { kind: 'stopped', messageId: message.id };
  if (message.content.trim() === '') return null;
  return { kind: 'answer', messageId: message.id, markdown: message.content };
}

/**
 * The announcer after the messages changed: an answer that was streaming and no longer is becomes
 * the announcement; the previous announcement stays until then, so each is made exactly once.
 */
export function nextAnnouncer(previous: AnnouncerState, messages: readonly ChatMessage[]): AnnouncerState {
  let announcement = previous.announcement;
  const streamingIds: string[] = [];
  for (const message of messages) {
    if (message.role !== 'ASSISTANT') continue;
    if (message.isStreaming) streamingIds.push(message.id);
    else if (previous.streamingIds.includes(message.id))
      announcement = announcementOf(message) ?? announcement;
  }
  const unchanged =
    announcement === previous.announcement &&
    streamingIds.length === previous.streamingIds.length &&
    streamingIds.every((id, index) => id === previous.streamingIds[index]);
  return unchanged ? previous : { streamingIds, announcement };
}

/** Kept up to date from the messages by the chat store (createChatStore subscribes). */
export const announcerAtom = atom<AnnouncerState>(EMPTY_ANNOUNCER);
