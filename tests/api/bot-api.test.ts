import { describe, expect, it } from 'vitest';
import { fetchBots, pinBot, removeBot } from '../../src/api/bot-api';
import type { ConnectionConfig } from '../../src/api/connection-config';
import { createHttpClient } from '../../src/api/http-client';
import { createFakeFetch, json, ok } from '../helpers/fake-server';

const config: ConnectionConfig = {
  baseUrl: 'https://platform.example',
  workspaceId: 'w',
  agentId: '',
  accessKey: 'k',
  env: 'production',
  requestTimeoutMs: 1000,
};

function clientFor(handlers: Parameters<typeof createFakeFetch>[0]) {
  const server = createFakeFetch(handlers);
  const urls: string[] = [];
  const fetchStub: typeof fetch = (input, init) => {
    urls.push(String(input));
    return server.fetch(input, init);
  };
  return {
    client: createHttpClient({ getConfig: () => config, fetch: fetchStub }),
    calls: server.calls,
    urls,
  };
}

const items = [
  { robot_id: 1, name: '一', is_pinned: true, has_sub_bot: false, unread_count: 5 },
  { robot_id: 'b', name: '二', is_pinned: false, has_sub_bot: true },
];

describe('bot calls', () => {
  it('lists with GET bot/list?include_system=false in each of the three list shapes', async () => {
    for (const payload of [items, { data_list: items, total_count: 2 }, { list: items }]) {
      const { client, urls } = clientFor({
        'bot/list': () => ok(payload),
        count_bot_unread_msgs: () => ok(0),
      });
      const bots = await fetchBots(client);
      expect(bots.map((bot) => bot.id)).toEqual(['1', 'b']);
      expect(urls[0]).toBe('https://platform.example/v1/oapi/agent/bot/list?include_system=false');
    }
  });

  it('asks count_bot_unread_msgs only for bots without unread_count', async () => {
    const { client, calls } = clientFor({
      'bot/list': () => ok(items),
      'count_bot_unread_msgs/b': () => ok({ count: 4 }),
    });
    const bots = await fetchBots(client);
    expect(bots.map((bot) => bot.unreadCount)).toEqual([5, 4]);
    expect(
      calls.filter((call) => call.path.includes('count_bot_unread_msgs')).map((call) => call.path),
    ).toEqual(['/v1/oapi/agent/count_bot_unread_msgs/b']);
  });

  it('asks GET bot/{robot_id} for the sub-bot indicator of bots without has_sub_bot', async () => {
    const { client, calls } = clientFor({
      'bot/list': () =>
        ok([
          ...items,
          { robot_id: 'c', name: '三', unread_count: 0 },
          { robot_id: 'd', name: '四', unread_count: 0 },
        ]),
      count_bot_unread_msgs: () => ok(0),
      'bot/c': () => ok({ name: '三', agents: [{ id: 'sub', name: '子Agent' }], a2a: [] }),
      'bot/d': () => ok({ name: '四', agents: [], a2a: [] }),
    });
    const bots = await fetchBots(client);
    expect(bots.map((bot) => bot.hasSubBot)).toEqual([false, true, true, false]);
    expect(calls.filter((call) => /\/bot\/[cd]$/.test(call.path)).map((call) => call.path)).toEqual([
      '/v1/oapi/agent/bot/c',
      '/v1/oapi/agent/bot/d',
    ]);
    expect(calls.some((call) => /\/bot\/(1|b)$/.test(call.path))).toBe(false);
  });

  it('shows no badge for a count that fails, without failing the list', async () => {
    const { client } = clientFor({
      'bot/list': () => ok(items),
      count_bot_unread_msgs: () => json({ code: 500, message: 'x' }, 500),
    });
    expect((await fetchBots(client))[1]?.unreadCount).toBe(0);
    const noDetail = clientFor({ 'bot/list': () => ok([{ robot_id: 'c', unread_count: 1 }]) });
    expect((await fetchBots(noDetail.client))[0]?.hasSubBot).toBe(false);
  });

  it('rejects when the list itself fails, with the server’s message', async () => {
    const { client } = clientFor({ 'bot/list': () => json({ code: 500, message: '服务繁忙' }, 500) });
    await expect(fetchBots(client)).rejects.toThrow('服务繁忙');
  });

  it('pins with POST bot/pin {app_id, is_pinned} and removes with POST bot/remove {app_id}', async () => {
    const { client, calls } = clientFor({ 'bot/pin': () => ok(null), 'bot/remove': () => ok(null) });
    await pinBot(client, 'b', true);
    await pinBot(client, 'b', false);
    await removeBot(client, 'b');
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      ['/v1/oapi/agent/bot/pin', { app_id: 'b', is_pinned: true }],
      ['/v1/oapi/agent/bot/pin', { app_id: 'b', is_pinned: false }],
      ['/v1/oapi/agent/bot/remove', { app_id: 'b' }],
    ]);
  });
});
