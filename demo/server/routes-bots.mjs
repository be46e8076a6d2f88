import { agentDetail, findAgent } from './agents.mjs';
import { fail, ok } from './http-helpers.mjs';

/**
 * The bot list (wire-format.md, "Bots"): the demo agents as bots, pinned and removed per workspace
 * (kept in the memory store, so `/__test/reset` restores the defaults).
 */
export const BOT_ROUTES = [
  ['GET', /^bot\/list$/, listBots],
  ['POST', /^bot\/pin$/, pinBot],
  ['POST', /^bot\/remove$/, removeBot],
  ['GET', /^bot\/([^/]+)$/, botDetail],
];

/** Calls about the workspace's bots: the agent is named in the body or the path, not robot_id. */
export const BOT_PATHS = /^bot\//;

/** The catalogue, in its default order; two start pinned. */
const BOT_IDS = [
  'demo-agent',
  'second-agent',
  'quiet-agent',
  'variables-agent',
  'model-agent',
  'shortcuts-agent',
];
const PINNED_AT_START = ['demo-agent', 'second-agent'];

function settingsOf(context) {
  return context.store.botSettings(context.workspaceId, () => ({
    pinned: new Set(PINNED_AT_START),
    removed: new Set(),
  }));
}

/** The workspace's conversations with one bot; their unread counts and latest time. */
function conversationsOf(context, botId) {
  return [...context.store.space(context.workspaceId, botId).conversations.values()];
}

function botItem(context, botId, settings) {
  const agent = findAgent(botId);
  const conversations = conversationsOf(context, botId);
  const item = {
    robot_id: botId,
    name: agent.name,
    description: agent.description,
    icon: '',
    color: agent.color,
    is_pinned: settings.pinned.has(botId),
  };
  // Only bots with conversations carry unread_count and has_sub_bot; for the rest the widget asks
  // count_bot_unread_msgs and GET bot/{robot_id} (its agent detail's agents and a2a).
  if (conversations.length > 0) {
    item.unread_count = conversations.reduce((sum, conversation) => sum + conversation.unread_count, 0);
    item.has_sub_bot = (agent.agents ?? []).length + (agent.a2a ?? []).length > 0;
  }
  return item;
}

const latestTime = (conversations) =>
  conversations.reduce(
    (latest, conversation) =>
      conversation.latest_create_time > latest ? conversation.latest_create_time : latest,
    '',
  );

/** Pinned bots in catalogue order, then the rest by their latest conversation (最近使用). */
function listBots(context) {
  const settings = settingsOf(context);
  const visible = BOT_IDS.filter((botId) => !settings.removed.has(botId));
  const pinned = visible.filter((botId) => settings.pinned.has(botId));
  const recent = visible
    .filter((botId) => !settings.pinned.has(botId))
    .map((botId, index) => ({ botId, index, latest: latestTime(conversationsOf(context, botId)) }))
    .sort((a, b) => b.latest.localeCompare(a.latest) || a.index - b.index)
    .map((entry) => entry.botId);
  ok(
    context.response,
    [...pinned, ...recent].map((botId) => botItem(context, botId, settings)),
  );
}

/** The listed bot an `app_id` names, or undefined after answering 404. */
function requireListedBot(context) {
  const botId = String(context.body.app_id ?? '');
  if (!BOT_IDS.includes(botId) || settingsOf(context).removed.has(botId)) {
    fail(context.response, 404, 'Agent 不存在');
    return undefined;
  }
  return botId;
}

const FLAG_VALUES = new Map([
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  ['true', true],
  ['false', false],
]);

function pinBot(context) {
  const botId = requireListedBot(context);
  if (!botId) return;
  const pinned = FLAG_VALUES.get(context.body.is_pinned);
  if (pinned === undefined) return fail(context.response, 400, 'is_pinned 无效');
  const settings = settingsOf(context);
  if (pinned) settings.pinned.add(botId);
  else settings.pinned.delete(botId);
  ok(context.response, null);
}

function removeBot(context) {
  const botId = requireListedBot(context);
  if (!botId) return;
  const settings = settingsOf(context);
  settings.pinned.delete(botId);
  settings.removed.add(botId);
  ok(context.response, null);
}

/** `GET bot/{robot_id}`: the bot's agent detail, as `agent/detail` answers it. */
function botDetail(context, match) {
  const botId = decodeURIComponent(match[1]);
  if (!findAgent(botId)) return fail(context.response, 404, 'Agent 不存在');
  const origin = `http://${context.request.headers.host ?? 'localhost'}`;
  ok(context.response, agentDetail(botId, context.workspaceId, origin));
}
