import { describe, expect, it } from 'vitest';
import {
  connectBotPushAtom,
  loadBotsAtom,
  removeBotAtom,
  selectBotAtom,
  setBotPinnedAtom,
} from '../../src/state/bot-list/bot-actions';
import {
  botFilterAtom,
  botListConfigAtom,
  botListConnectionKey,
  botsAtom,
  botsStatusAtom,
  createBotListStore,
  currentBotIdAtom,
  visibleBotGroupsAtom,
  workspaceUnreadAtom,
} from '../../src/state/bot-list/bot-list-store';
import { EMPTY_CHAT_CONFIG } from '../../src/state/chat-store';
import type { ChatErrorReport } from '../../src/state/error-report';
import { createFakePageWake } from '../helpers/fake-page-wake';
import { createFakeFetch, json, ok } from '../helpers/fake-server';
import { createSocketFactory, FakeWebSocket } from '../helpers/fake-websocket';
import { createManualClock } from '../helpers/manual-clock';
import { flush } from '../helpers/stream-response';

const CONFIG = { ...EMPTY_CHAT_CONFIG, workspaceId: 'w', accessKey: 'k' };

/** A tiny in-memory platform: pin and remove change what the next bot/list answers. */
function setup({ failList = false } = {}) {
  const pinned = new Set(['a']);
  const removed = new Set<string>();
  const all = [
    { robot_id: 'a', name: 'Alpha', unread_count: 2 },
    { robot_id: 'b', name: 'Beta', unread_count: 0 },
    { robot_id: 'c', name: 'Gamma', unread_count: 120 },
  ];
  const server = createFakeFetch({
    count_unread_msgs: () => ok({ count: 122 }),
    'bot/list': () =>
      failList
        ? json({ code: 500, message: '服务繁忙' }, 500)
        : ok(
            all
              .filter((bot) => !removed.has(bot.robot_id))
              .map((bot) => ({ ...bot, is_pinned: pinned.has(bot.robot_id), has_sub_bot: false })),
          ),
    'bot/pin': (body) => {
      const { app_id: id, is_pinned: on } = body as { app_id: string; is_pinned: boolean };
      if (on) pinned.add(id);
      else pinned.delete(id);
      return ok(null);
    },
    'bot/remove': (body) => {
      removed.add((body as { app_id: string }).app_id);
      return ok(null);
    },
  });
  const errors: ChatErrorReport[] = [];
  const selected: string[] = [];
  const store = createBotListStore({
    fetch: server.fetch,
    reportError: (report) => errors.push(report),
    selectBot: (botId) => selected.push(botId),
  });
  store.set(botListConfigAtom, CONFIG);
  const groupIds = () =>
    store.get(visibleBotGroupsAtom).map((group) => [group.key, group.bots.map((bot) => bot.id)]);
  return { store, server, errors, selected, groupIds };
}

describe('the bot list state', () => {
  it('loads the list into 置顶 and 最近使用', async () => {
    const { store, groupIds } = setup();
    expect(store.get(botsStatusAtom)).toBe('idle');
    const loading = store.set(loadBotsAtom);
    expect(store.get(botsStatusAtom)).toBe('loading');
    await loading;
    expect(store.get(botsStatusAtom)).toBe('ready');
    expect(groupIds()).toEqual([
      ['pinned', ['a']],
      ['recent', ['b', 'c']],
    ]);
  });

  it('filters the groups by name without another call', async () => {
    const { store, server, groupIds } = setup();
    await store.set(loadBotsAtom);
    store.set(botFilterAtom, 'GAM');
    expect(groupIds()).toEqual([['recent', ['c']]]);
    expect(server.calls.filter((call) => call.path.endsWith('bot/list'))).toHaveLength(1);
  });

  it('fetches the list again after pinning, unpinning and removing', async () => {
    const { store, server, groupIds } = setup();
    await store.set(loadBotsAtom);
    await store.set(setBotPinnedAtom, { botId: 'c', pinned: true });
    expect(groupIds()).toEqual([
      ['pinned', ['a', 'c']],
      ['recent', ['b']],
    ]);
    await store.set(setBotPinnedAtom, { botId: 'a', pinned: false });
    await store.set(removeBotAtom, 'b');
    expect(groupIds()).toEqual([
      ['pinned', ['c']],
      ['recent', ['a']],
    ]);
    expect(server.calls.filter((call) => call.path.endsWith('bot/list'))).toHaveLength(4);
  });

  it('reports a failed list under chatUtil and keeps the error state for a retry', async () => {
    const { store, errors } = setup({ failList: true });
    await store.set(loadBotsAtom);
    expect(store.get(botsStatusAtom)).toBe('error');
    expect(store.get(botsAtom)).toEqual([]);
    expect(errors).toEqual([
      expect.objectContaining({ module: 'chatUtil', message: '服务繁忙', status: 500 }),
    ]);
  });

  it('does nothing without a workspace and a credential', async () => {
    const { store, server } = setup();
    store.set(botListConfigAtom, { ...CONFIG, accessKey: undefined });
    await store.set(loadBotsAtom);
    expect(server.calls).toHaveLength(0);
    expect(botListConnectionKey(store.get(botListConfigAtom))).toBe('');
  });

  it('makes a chosen bot current and tells the element', () => {
    const { store, selected } = setup();
    store.set(selectBotAtom, 'b');
    expect(store.get(currentBotIdAtom)).toBe('b');
    expect(selected).toEqual(['b']);
  });

  it('reloads for a new workspace or credential, not for agent-id', () => {
    const key = botListConnectionKey(CONFIG);
    expect(botListConnectionKey({ ...CONFIG, agentId: 'other' })).toBe(key);
    expect(botListConnectionKey({ ...CONFIG, workspaceId: 'w2' })).not.toBe(key);
  });
});

describe('the workspace unread total', () => {
  it('is fetched with the list from count_unread_msgs', async () => {
    const { store } = setup();
    await store.set(loadBotsAtom);
    expect(store.get(workspaceUnreadAtom)).toBe(122);
  });
});

describe('the bot list’s push socket (decision 065)', () => {
  function connected(listStatus = 200) {
    const clock = createManualClock();
    const wake = createFakePageWake();
    const server = createFakeFetch({
      count_unread_msgs: () => ok({ count: 0 }),
      'bot/list': () => (listStatus === 200 ? ok([]) : json({ code: 401, message: '鉴权失败' }, listStatus)),
    });
    const store = createBotListStore({
      fetch: server.fetch,
      clock,
      createSocket: createSocketFactory(),
      pageOrigin: 'http://host',
      pageWake: wake,
    });
    store.set(botListConfigAtom, CONFIG);
    store.set(connectBotPushAtom);
    const lists = () => server.calls.filter((call) => call.path.endsWith('bot/list')).length;
    return { store, clock, wake, lists };
  }

  it('comes back on a wake after the three reconnects, and fetches the list again', async () => {
    const { clock, wake, lists } = connected();
    FakeWebSocket.instances[0]!.serverOpen();
    await flush();
    wake.isAwake = false;
    FakeWebSocket.instances[0]!.serverClose();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      clock.advance(3000);
      FakeWebSocket.instances.at(-1)!.serverClose();
    }
    clock.advance(600_000);
    expect(FakeWebSocket.instances).toHaveLength(4);
    wake.isAwake = true;
    wake.wake();
    clock.advance(5000);
    expect(FakeWebSocket.instances).toHaveLength(5);
    FakeWebSocket.instances[4]!.serverOpen();
    for (let index = 0; index < 5; index += 1) await flush();
    clock.advance(300);
    for (let index = 0; index < 5; index += 1) await flush();
    expect(lists()).toBe(1);
  });

  it('stops trying once the platform answers the list with 401', async () => {
    const { store, clock, wake } = connected(401);
    await store.set(loadBotsAtom);
    FakeWebSocket.instances[0]!.serverClose();
    wake.wake();
    clock.advance(600_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
