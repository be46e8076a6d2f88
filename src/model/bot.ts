import { asFlag, asNumber, asString, asText, isObject } from './wire-values';

/** Screens doc section 3, "Bot list item". */
export interface Bot {
  id: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  pinned: boolean;
  /** Absent when the list did not carry `has_sub_bot` (then `bot/{robot_id}`'s detail gives it). */
  hasSubBot: boolean | undefined;
  /** Absent when the list did not carry `unread_count` (then count_bot_unread_msgs gives it). */
  unreadCount: number | undefined;
}

/** Screens doc section 3: 置顶 when pinned, else 最近使用. */
export type BotGroupKey = 'pinned' | 'recent';

export interface BotGroup {
  key: BotGroupKey;
  bots: Bot[];
}

/** Screens doc section 2: the unread badge counts up to 99, then shows 99+. */
export const UNREAD_BADGE_LIMIT = 99;

/** One `bot/list` item (wire-format.md, "Bots"); undefined when it has no id. */
export function botFromWire(raw: unknown): Bot | undefined {
  if (!isObject(raw)) return undefined;
  const id = asString(raw.robot_id) ?? asString(raw.app_id) ?? asString(raw.id);
  if (!id) return undefined;
  const unread = asNumber(raw.unread_count);
  return {
    id,
    name: asText(raw.name) || id,
    description: asText(raw.description),
    icon: asText(raw.icon),
    color: asText(raw.color),
    pinned: asFlag(raw.is_pinned),
    hasSubBot: raw.has_sub_bot === undefined ? undefined : asFlag(raw.has_sub_bot),
    unreadCount: unread === undefined ? undefined : Math.max(0, Math.floor(unread)),
  };
}

/** Items without an id are dropped; a repeated id keeps its first item. */
export function botsFromWire(items: readonly unknown[]): Bot[] {
  const seen = new Set<string>();
  const bots: Bot[] = [];
  for (const item of items) {
    const bot = botFromWire(item);
    if (!bot || seen.has(bot.id)) continue;
    seen.add(bot.id);
    bots.push(bot);
  }
  return bots;
}

/** Screens doc section 2: the filter matches the label (the name), ignoring case and outer spaces. */
export function filterBots(bots: readonly Bot[], query: string): Bot[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...bots];
  return bots.filter((bot) => bot.name.toLocaleLowerCase().includes(needle));
}

/** 置顶 first, then 最近使用, each in the server's order; empty groups are left out. */
export function groupBots(bots: readonly Bot[]): BotGroup[] {
  const groups: BotGroup[] = [
    { key: 'pinned', bots: bots.filter((bot) => bot.pinned) },
    { key: 'recent', bots: bots.filter((bot) => !bot.pinned) },
  ];
  return groups.filter((group) => group.bots.length > 0);
}

/** The badge text, or null when there is nothing unread. */
export function unreadBadgeText(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > UNREAD_BADGE_LIMIT ? `${UNREAD_BADGE_LIMIT}+` : String(count);
}
