import { type Bot, botsFromWire } from '../model/bot';
import { collaboratorsFromDetail } from '../model/collaborating-agents';
import { isObject } from '../model/wire-values';
import type { HttpClient } from './http-client';
import { readListPayload } from './list-payload';
import { countAgentUnreadMessages } from './read-state-api';

/**
 * wire-format.md, "Bots": `GET bot/list?include_system=false`. Items without `unread_count` get
 * theirs from `count_bot_unread_msgs/{robot_id}`, items without `has_sub_bot` theirs from
 * `GET bot/{robot_id}` (an agent detail with `agents` or `a2a`; decision 057); a count or detail
 * that fails to load shows no badge or indicator rather than failing the whole list.
 */
export async function fetchBots(client: HttpClient, signal?: AbortSignal): Promise<Bot[]> {
  const payload = await client.request({
    method: 'GET',
    path: 'bot/list',
    query: { include_system: false },
    signal,
  });
  const bots = botsFromWire(readListPayload(payload).items);
  return Promise.all(
    bots.map(async (bot) => {
      const [unreadCount, hasSubBot] = await Promise.all([
        bot.unreadCount ?? countAgentUnreadMessages(client, bot.id).catch(() => 0),
        bot.hasSubBot ??
          client.request({ method: 'GET', path: `bot/${encodeURIComponent(bot.id)}`, signal }).then(
            (detail) => isObject(detail) && collaboratorsFromDetail(detail).length > 0,
            () => false,
          ),
      ]);
      return { ...bot, unreadCount, hasSubBot };
    }),
  );
}

/** `POST bot/pin {app_id, is_pinned}`. */
export function pinBot(client: HttpClient, botId: string, pinned: boolean): Promise<unknown> {
  return client.request({ method: 'POST', path: 'bot/pin', body: { app_id: botId, is_pinned: pinned } });
}

/** `POST bot/remove {app_id}`. */
export function removeBot(client: HttpClient, botId: string): Promise<unknown> {
  return client.request({ method: 'POST', path: 'bot/remove', body: { app_id: botId } });
}
