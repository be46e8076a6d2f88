import { agentDetail } from './agents.mjs';
import { fail, ok, page, sendJson } from './http-helpers.mjs';
import { conversationView } from './memory-store.mjs';
import { streamChat } from './stream-chat.mjs';

/**
 * The calls of data doc section 7 (paths relative to the mode's base). Each handler gets
 * { request, response, url, body, mode, workspaceId, store, options } and the path's groups.
 */
const MODELS = [
  {
    model: 'Demo Pro',
    code: 'demo-pro',
    channel: 'official',
    methodSupport: ['normal', 'tools'],
    trial_available: false,
  },
  {
    model: 'Demo Lite',
    code: 'demo-lite',
    channel: 'official',
    methodSupport: ['normal'],
    trial_available: true,
  },
  {
    model: 'Demo Legacy',
    code: 'demo-legacy',
    channel: 'official',
    methodSupport: ['normal'],
    trial_available: true,
  },
  {
    model: 'Demo Embedding',
    code: 'demo-embed',
    channel: 'official',
    methodSupport: ['embedding'],
    trial_available: true,
  },
];

export const ROUTES = [
  [
    'POST',
    /^agent\/detail$/,
    (context) => ok(context.response, agentDetail(context.agentId, context.workspaceId)),
  ],
  ['POST', /^chat\/conversation\/create$/, createConversation],
  ['POST', /^chat\/conversation\/list$/, listConversations],
  ['GET', /^chat\/conversation\/list$/, listConversations],
  ['PUT', /^chat\/conversation$/, updateConversation],
  ['DELETE', /^chat\/conversation$/, deleteConversation],
  [
    'GET',
    /^chat\/session\/current$/,
    (context) => ok(context.response, requireConversation(context)?.session_id),
  ],
  ['POST', /^chat\/get_title$/, getTitle],
  ['GET', /^chat\/records$/, listRecords],
  ['POST', /^chat\/conversation\/clean_messages$/, newSession],
  ['POST', /^chat\/session\/refresh_and_config$/, (context) => newSession(context, true)],
  ['POST', /^chat\/feedback\/dislike$/, dislike],
  ['POST', /^mark_conversation_read\/([^/]+)$/, markRead],
  ['GET', /^count_unread_msgs$/, countUnread],
  ['GET', /^count_bot_unread_msgs\/([^/]+)$/, countUnread],
  ['GET', /^count_bot_biz_unread_msgs\/([^/]+)\/([^/]+)$/, countUnread],
  ['GET', /^count_agent_testing_unread_msgs\/([^/]+)$/, countUnread],
  ['POST', /^chat_messages$/, chatMessages],
  ['GET', /^(?:agent\/)?agent_variables\/([^/]+)\/([^/]+)$/, readVariables],
  ['PUT', /^(?:agent\/)?agent_variables$/, writeVariables],
  ['POST', /^agent\/session_related_questions$/, relatedQuestionsSwitch],
  ['GET', /^llm\/active_channels$/, (context) => ok(context.response, MODELS)],
  ['GET', /^workspace\/model_limited$/, (context) => ok(context.response, ['demo-legacy'])],
  // A workspace id starting with "free" is on the free plan (status 3).
  [
    'GET',
    /^product_service\/([^/]+)$/,
    (context, match) =>
      ok(
        context.response,
        match[1].startsWith('free')
          ? { status: 3, product_code: 'Free' }
          : { status: 1, product_code: 'Pro' },
      ),
  ],
];

function conversationIdOf(context) {
  return context.body.conversation_id ?? context.url.searchParams.get('conversation_id');
}

function requireConversation(context) {
  const conversation = context.store.findConversation(
    context.workspaceId,
    context.agentId,
    conversationIdOf(context),
  );
  if (!conversation) fail(context.response, 404, '会话不存在');
  return conversation;
}

function createConversation(context) {
  const { body } = context;
  const conversation = context.store.createConversation(context.workspaceId, context.agentId, {
    title: body.title,
    runType: body.run_type,
  });
  ok(context.response, { conversation_id: conversation.conversation_id });
}

function listConversations(context) {
  const source =
    context.request.method === 'POST' ? context.body : Object.fromEntries(context.url.searchParams);
  const runTypes = String(source.run_type ?? '')
    .split(',')
    .filter(Boolean);
  const list = context.store
    .listConversations(context.workspaceId, context.agentId, runTypes)
    .map(conversationView);
  ok(context.response, page(list, source.pageNo, source.pageSize ?? 1000));
}

function updateConversation(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  if (typeof context.body.title === 'string' && context.body.title.trim())
    conversation.title = context.body.title.trim();
  if (context.body.config?.model_config)
    conversation.config = { model_config: context.body.config.model_config };
  ok(context.response, null);
}

function deleteConversation(context) {
  if (!context.store.deleteConversation(context.workspaceId, context.agentId, conversationIdOf(context))) {
    fail(context.response, 404, '会话不存在');
    return;
  }
  ok(context.response, null);
}

function getTitle(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  const question = String(context.body.question ?? '')
    .replace(/^\/scenario\s+\S+\s*/, '')
    .trim();
  conversation.title = [...(question || '新的对话')].slice(0, 12).join('');
  ok(context.response, { title: conversation.title });
}

function listRecords(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  const query = context.url.searchParams;
  const newestFirst = [...conversation.records].reverse();
  ok(context.response, page(newestFirst, query.get('page_number'), query.get('page_size')));
}

function newSession(context, withVariables = false) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  conversation.session_id = crypto.randomUUID();
  if (withVariables) {
    conversation.variables = {
      ...conversation.variables,
      [conversation.session_id]: context.body.agent_variables ?? {},
    };
  }
  ok(context.response, { session_id: conversation.session_id });
}

function dislike(context) {
  for (const conversation of context.store
    .space(context.workspaceId, context.agentId)
    .conversations.values()) {
    const record = conversation.records.find((item) => item.id === String(context.body.record_id));
    if (record) {
      record.feedback_id = context.store.nextId('fb');
      record.user_opinion = String(context.body.user_opinion ?? '');
      ok(context.response, { feedback_id: record.feedback_id });
      return;
    }
  }
  fail(context.response, 404, '记录不存在');
}

function markRead(context, match) {
  const conversation = context.store.findConversation(context.workspaceId, context.agentId, match[1]);
  if (conversation) conversation.unread_count = 0;
  ok(context.response, null);
}

/** count_unread_msgs (no agent) sums the whole workspace; the others one agent. */
function countUnread(context) {
  const conversations = context.agentId
    ? [...context.store.space(context.workspaceId, context.agentId).conversations.values()]
    : context.store.workspaceConversations(context.workspaceId);
  ok(
    context.response,
    conversations.reduce((total, item) => total + item.unread_count, 0),
  );
}

async function chatMessages(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  await streamChat({
    context,
    response: context.response,
    body: context.body,
    conversation,
    store: context.store,
    chunkDelayMs: context.options.chunkDelayMs,
    sendJson,
  });
}

/** Variables per conversation and session; the inner `tenant` variable is always set by the platform. */
function readVariables(context, match) {
  const conversation = context.store.findConversation(
    context.workspaceId,
    context.agentId,
    decodeURIComponent(match[1]),
  );
  if (!conversation) return fail(context.response, 404, '会话不存在');
  const values = conversation.variables?.[decodeURIComponent(match[2])] ?? {};
  ok(context.response, { tenant: 'demo', ...values });
}

function writeVariables(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  const values = context.body.agent_variables;
  if (typeof values !== 'object' || values === null)
    return fail(context.response, 400, 'agent_variables 无效');
  if (values.nickname === '失败') return fail(context.response, 500, '变量保存失败');
  conversation.variables = { ...conversation.variables, [String(context.body.session_id)]: values };
  ok(context.response, null);
}

function relatedQuestionsSwitch(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  conversation.related_questions_enabled = context.body.session_related_questions_enabled !== false;
  ok(context.response, null);
}
