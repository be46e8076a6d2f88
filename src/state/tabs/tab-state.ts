import { atom, type Getter } from 'jotai';
import { conversationsAtom } from '../chat-store';
import { TAB_PROTOCOL, type TabMessage } from './tab-messages';

/** The open channel to this chat's other tabs, while the chat is mounted; null without one. */
export const tabChannelAtom = atom<{ post(message: unknown): void } | null>(null);

/**
 * Another tab of this chat has spoken (decision 068). Until one has, an answer is not relayed: its
 * events are not copied to a channel nobody listens on (a 2,000,000-character event took 86 ms).
 */
export const tabPeersAtom = atom(false);

/** The answer this tab streams: its conversation, and how to tell the other tabs all of it. */
export const outgoingAnswerAtom = atom<{ conversationId: string; postAnswer(): void } | null>(null);

/** Tells this chat's other tabs, if any. */
export function postToTabs(get: Getter, message: TabMessage): void {
  get(tabChannelAtom)?.post({ ...message, v: TAB_PROTOCOL });
}

/** Tells the other tabs how this tab's list now holds a conversation (created, renamed, titled). */
export function postConversation(get: Getter, conversationId: string): void {
  const conversation = get(conversationsAtom).find((item) => item.id === conversationId);
  if (conversation) postToTabs(get, { t: 'conversation', c: conversationId, conversation });
}
