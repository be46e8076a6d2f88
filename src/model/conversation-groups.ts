import { texts } from '../i18n/texts';
import type { Conversation } from './conversation';

/** Screens doc section 9: labels by days since latest_create_time; under 7 days has no label. */
const AGE_GROUPS: readonly { minDays: number; label: string }[] = [
  { minDays: 365, label: texts.ageYear },
  { minDays: 180, label: texts.ageHalfYear },
  { minDays: 90, label: texts.ageQuarter },
  { minDays: 30, label: texts.ageMonth },
  { minDays: 7, label: texts.ageWeek },
];

const DAY_MS = 86_400_000;

export function ageLabel(latestCreateTime: number | undefined, now: number): string {
  if (latestCreateTime === undefined) return '';
  const days = Math.floor((now - latestCreateTime) / DAY_MS);
  return AGE_GROUPS.find((group) => days >= group.minDays)?.label ?? '';
}

export interface ConversationGroup {
  label: string;
  conversations: Conversation[];
}

/** Consecutive conversations with the same label form a group; the list order is kept. */
export function groupConversationsByAge(conversations: Conversation[], now: number): ConversationGroup[] {
  const groups: ConversationGroup[] = [];
  for (const conversation of conversations) {
    const label = ageLabel(conversation.latestCreateTime, now);
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.conversations.push(conversation);
    else groups.push({ label, conversations: [conversation] });
  }
  return groups;
}
