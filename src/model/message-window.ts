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

/** Consecutive far entries of the list, `from` up to `to`, which the list boxes together. */
export interface FarBox {
  readonly key: string;
  readonly from: number;
  readonly to: number;
}

/** About one far entry in this many begins a box of its own (decision 084). */
const BOX_EVERY = 16;

/**
 * Whether the far entry `id` begins a box: by its id alone, so a box keeps its members. Not
 * `textHash`: it builds two base-36 strings a call, and this runs for every far message in every
 * render of the list; a number is all a box needs.
 */
function beginsBox(id: string): boolean {
  let hash = 0;
  for (let index = 0; index < id.length; index += 1) hash = (hash * 31 + id.charCodeAt(index)) | 0;
  return hash % BOX_EVERY === 0;
}

/**
 * The list's entries in order, as their indices, with runs of consecutive far ones (`ids[i]`
 * given, the entry's id; a sparse array will do) gathered in boxes of about `BOX_EVERY` (decision
 * 084). Where a box begins depends on ids, not positions, so a message joining a run at either end
 * changes one box, and the others keep their members and keys: a box is keyed by the id of the entry
 * that begins it. A run's first box may begin with any entry: it is keyed `head` at the start of the
 * list (older pages join it), the others `run-N` by their order from the end (the run between the
 * view and the newest messages keeps its key as the visitor reads back, and when the head run goes).
 */
export function withFarBoxes(ids: readonly (string | undefined)[]): (number | FarBox)[] {
  const entries: (number | FarBox)[] = [];
  const leads: { key: string }[] = [];
  let box: { key: string; from: number; to: number } | undefined;
  for (let index = 0; index < ids.length; index += 1) {
    const id = ids[index];
    if (id === undefined) {
      box = undefined;
      entries.push(index);
    } else if (box && !beginsBox(id)) box.to += 1;
    else {
      box = { key: box || beginsBox(id) ? id : index ? '' : 'head', from: index, to: index + 1 };
      if (!box.key) leads.push(box);
      entries.push(box);
    }
  }
  let fromEnd = 0;
  for (const lead of leads.reverse()) lead.key = `run-${fromEnd++}`;
  return entries;
}
