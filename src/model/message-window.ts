import type { ChatMessage } from './message';
import { isVisibleUserMessage } from './message-file';

/**
 * Which messages of a long conversation render in full and which stand in as their text (decision
 * 072). A rendered message keeps its component tree, its DOM and a JS wrapper for every node: about
 * 40 kB of heap and 70 nodes an answer, so 1,000 messages read back held 44 MB. A message far from
 * the view needs none of that to be found by find-in-page or read by a screen reader: its words do.
 */

/** What the list's IntersectionObserver said about one message element. */
export interface Nearness {
  readonly id: string;
  /** Within the observer's margin of the visible part of the list. */
  readonly near: boolean;
}

/**
 * The ids near the view after some observations, or the same set when nothing changed (so a
 * component holding it does not render again).
 */
export function nextNearIds(near: ReadonlySet<string>, changes: readonly Nearness[]): ReadonlySet<string> {
  let next: Set<string> | undefined;
  for (const { id, near: isNear } of changes) {
    if (isNear === (next ?? near).has(id)) continue;
    next ??= new Set(near);
    if (isNear) next.add(id);
    else next.delete(id);
  }
  return next ?? near;
}

/**
 * Whether a message renders in full rather than as its words: it is among the newest (always
 * rendered, decision 051) or near the view; it still streams; it holds a form, whose inputs keep
 * what the visitor typed; or it is a visitor's message that shows nothing, for which a stand-in
 * would take room.
 */
export function rendersInFull(message: ChatMessage, recentOrNear: boolean): boolean {
  if (recentOrNear) return true;
  if (message.role === 'USER') return !isVisibleUserMessage(message);
  return message.isStreaming || message.skills.some((skill) => skill.form !== undefined);
}
