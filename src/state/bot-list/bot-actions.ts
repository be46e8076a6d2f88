import { atom, type Getter, type Setter } from 'jotai';
import { fetchBots, pinBot, removeBot } from '../../api/bot-api';
import { pushAuthFrame, pushSocketUrl } from '../../api/push-connection';
import { countUnreadMessages } from '../../api/read-state-api';
import { debounce } from '../../platform/debounce';
import { startUnreadSocket } from '../../realtime/unread-socket';
import { PUSH_REFETCH_DEBOUNCE_MS } from '../actions/read-state';
import { pushRefusal } from '../credentials-refusal';
import { reportFailure } from '../services';
import {
  type BotListServices,
  botListServicesAtom,
  botsAtom,
  botsStatusAtom,
  busyBotIdAtom,
  currentBotIdAtom,
  isBotListConfigComplete,
  workspaceUnreadAtom,
} from './bot-list-store';

function requireBotListServices(get: Getter): BotListServices {
  const services = get(botListServicesAtom);
  if (!services) throw new Error("agent-chat: used outside its element's store");
  return services;
}

/** Data doc section 8 has no bot label: the list's calls are utility calls (decision 023). */
function report(services: BotListServices, error: unknown): void {
  reportFailure(services, 'chatUtil', error);
}

/** Only the newest load may write the list (a refetch after pin can overtake the first load). */
const loadGeneration = atom(0);

/** Fetches the list; the rows already shown stay while it refetches. */
export const loadBotsAtom = atom(null, async (get, set) => {
  const services = requireBotListServices(get);
  if (!isBotListConfigComplete(services.getConfig())) return;
  const generation = get(loadGeneration) + 1;
  set(loadGeneration, generation);
  if (get(botsAtom).length === 0 || get(botsStatusAtom) === 'error') set(botsStatusAtom, 'loading');
  try {
    // The total is a nicety beside the list: its failure shows no total, not an error.
    const [bots, total] = await Promise.all([
      fetchBots(services.client),
      countUnreadMessages(services.client).catch(() => 0),
    ]);
    if (get(loadGeneration) !== generation) return;
    set(botsAtom, bots);
    set(workspaceUnreadAtom, total);
    set(botsStatusAtom, 'ready');
  } catch (error) {
    if (get(loadGeneration) !== generation) return;
    set(botsStatusAtom, 'error');
    report(services, error);
  }
});

/** wire-format.md, "Bots": after pin or remove the list is fetched again. */
async function changeThenReload(
  get: Getter,
  set: Setter,
  botId: string,
  change: (services: BotListServices) => Promise<unknown>,
): Promise<boolean> {
  const services = requireBotListServices(get);
  if (get(busyBotIdAtom) !== null) return false;
  set(busyBotIdAtom, botId);
  try {
    await change(services);
    return true;
  } catch (error) {
    report(services, error);
    return false;
  } finally {
    set(busyBotIdAtom, null);
    await set(loadBotsAtom);
  }
}

export const setBotPinnedAtom = atom(null, (get, set, request: { botId: string; pinned: boolean }) =>
  changeThenReload(get, set, request.botId, (services) =>
    pinBot(services.client, request.botId, request.pinned),
  ),
);

export const removeBotAtom = atom(null, (get, set, botId: string) =>
  changeThenReload(get, set, botId, (services) => removeBot(services.client, botId)),
);

/** The visitor chose a bot: it becomes the current one and the element is told. */
export const selectBotAtom = atom(null, (get, set, botId: string) => {
  const services = requireBotListServices(get);
  set(currentBotIdAtom, botId);
  services.ports.selectBot(botId);
});

/**
 * Data doc section 7: the visitor-wide push socket (`count_unread_msgs/user`). A notice for any
 * agent fetches the list again, with its counts and total (debounced 300 ms), as does a reconnect
 * (notices sent while it was away are not replayed; the first connection follows the first load).
 */
export const connectBotPushAtom = atom(null, (get, set): (() => void) => {
  const { ports, getConfig } = requireBotListServices(get);
  const config = getConfig();
  const reload = debounce(() => void set(loadBotsAtom), PUSH_REFETCH_DEBOUNCE_MS, ports.clock);
  let reconnected = false;
  const socket = startUnreadSocket({
    url: pushSocketUrl(config, ports.pageOrigin, '', true),
    authFrame: () => pushAuthFrame(config),
    createSocket: ports.createSocket,
    clock: ports.clock,
    wake: ports.pageWake,
    refused: pushRefusal(get, set, config),
    onConnected: () => {
      if (reconnected) reload.call();
      reconnected = true;
    },
    onNotice: reload.call,
  });
  return () => {
    reload.cancel();
    socket.stop();
  };
});
