import { type TextKey, type Texts, texts } from '../i18n/texts';
import type { Conversation } from './conversation';

/** Screens doc section 9: labels by days since latest_create_time; under 7 days has no label. */
const AGE_GROUPS: readonly [minDays: number, label: TextKey][] = [
  [365, 'ageYear'],
  [180, 'ageHalfYear'],
  [90, 'ageQuarter'],
  [30, 'ageMonth'],
  [7, 'ageWeek'],
];

const DAY_MS = 86_400_000;

export function ageLabel(latestCreateTime: number | undefined, now: number, words: Texts = texts): string {
  if (latestCreateTime === undefined) return '';
  const days = Math.floor((now - latestCreateTime) / DAY_MS);
  const group = AGE_GROUPS.find(([minDays]) => days >= minDays);
  return group ? words[group[1]] : '';
}

export interface ConversationGroup {
  label: string;
  conversations: Conversation[];
}

/** Consecutive conversations with the same label form a group; the list order is kept. */
export function groupConversationsByAge(
  conversations: Conversation[],
  now: number,
  words: Texts = texts,
): ConversationGroup[] {
  const groups: ConversationGroup[] = [];
  for (const conversation of conversations) {
    const label = ageLabel(conversation.latestCreateTime, now, words);
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.conversations.push(conversation);
    else groups.push({ label, conversations: [conversation] });
  }
  return groups;
}
