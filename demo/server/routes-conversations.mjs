import { randomUUID } from 'node:crypto';
import { fail, ok, page } from './http-helpers.mjs';
import { conversationView } from './memory-store.mjs';
import { conversationIdOf, paramsOf, requireConversation } from './route-context.mjs';

/** Conversations, sessions and agent variables (data doc section 7, "Conversation" and "Messages"). */
export const CONVERSATION_ROUTES = [
  ['POST', /^chat\/conversation\/create$/, createConversation],
  // POST with a JSON body in Open mode, GET with a query string in inner mode.
  ['POST', /^chat\/conversation\/list$/, listConversations],
  ['GET', /^chat\/conversation\/list$/, listConversations],
  ['PUT', /^chat\/conversation$/, updateConversation],
  ['DELETE', /^chat\/conversation$/, deleteConversation],
  ['GET', /^chat\/session\/current$/, currentSession],
  ['POST', /^chat\/get_title$/, getTitle],
  ['POST', /^chat\/conversation\/clean_messages$/, (context) => newSession(context, false)],
  ['POST', /^chat\/session\/refresh_and_config$/, (context) => newSession(context, true)],
  // Open mode: agent_variables/...; inner mode: agent/agent_variables/...
  ['GET', /^(?:agent\/)?agent_variables\/([^/]+)\/([^/]+)$/, readVariables],
  ['PUT', /^(?:agent\/)?agent_variables$/, writeVariables],
  ['POST', /^agent\/session_related_questions$/, relatedQuestionsSwitch],
];

function createConversation(context) {
  const { body } = context;
  const conversation = context.store.createConversation(context.workspaceId, context.agentId, {
    title: typeof body.title === 'string' ? body.title.trim() : '',
    runType: body.run_type,
    config: isObject(body.conversation_config) ? body.conversation_config : undefined,
    // Open mode only: inner mode knows the visitor from its token.
    user: context.mode === 'open' ? optionalText(body.user) : undefined,
    bizKey: context.mode === 'open' ? optionalText(body.biz_key) : undefined,
    clientType: optionalText(body.client_type),
  });
  ok(context.response, { conversation_id: conversation.conversation_id });
}

function listConversations(context) {
  const params = paramsOf(context);
  const runTypes = String(params.run_type ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  // Open mode lists one visitor's and one biz key's conversations (data doc section 7).
  const scope =
    context.mode === 'open'
      ? { user: optionalText(params.user), bizKey: optionalText(params.biz_key) }
      : null;
  const list = context.store
    .listConversations(context.workspaceId, context.agentId, runTypes, scope)
    .map(conversationView);
  // Data doc section 7: the API's default page size is 1000.
  ok(context.response, page(list, params.pageNo, params.pageSize ?? API_DEFAULT_PAGE_SIZE));
}

const API_DEFAULT_PAGE_SIZE = 1000;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalText(value) {
  return typeof value === 'string' || typeof value === 'number'
    ? String(value).trim() || undefined
    : undefined;
}

function updateConversation(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  const { title, config } = context.body;
  if (typeof title === 'string' && title.trim()) conversation.title = title.trim();
  if (config && 'model_config' in config) conversation.config = { model_config: config.model_config ?? null };
  ok(context.response, null);
}

function deleteConversation(context) {
  if (!context.store.deleteConversation(context.workspaceId, context.agentId, conversationIdOf(context)))
    return fail(context.response, 404, '会话不存在');
  ok(context.response, null);
}

function currentSession(context) {
  const conversation = requireConversation(context);
  if (conversation) ok(context.response, conversation.session_id);
}

/** A short title from the question: its first 12 characters, without a scenario switch. */
function getTitle(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  const question = String(context.body.question ?? '')
    .replace(/^\/scenario\s+\S+(?:\s+\d+)?\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  conversation.title = [...(question || '新的对话')].slice(0, 12).join('');
  ok(context.response, { title: conversation.title });
}

/** Clearing a conversation and restarting with new variables both open a new session. */
function newSession(context, withVariables) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  conversation.session_id = randomUUID();
  if (withVariables) {
    conversation.variables = {
      ...conversation.variables,
      [conversation.session_id]: context.body.agent_variables ?? {},
    };
  }
  ok(context.response, { session_id: conversation.session_id });
}

/** Variables per conversation and session; the inner `tenant` variable is always set by the platform. */
function readVariables(context, match) {
  const conversation = requireConversation(context, decodeURIComponent(match[1]));
  if (!conversation) return;
  const values = conversation.variables?.[decodeURIComponent(match[2])] ?? {};
  ok(context.response, { tenant: 'demo', ...values });
}

function writeVariables(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  const values = context.body.agent_variables;
  if (typeof values !== 'object' || values === null)
    return fail(context.response, 400, 'agent_variables 无效');
  // A way for browser tests to see the dialog's 设置失败 path.
  if (values.nickname === '失败') return fail(context.response, 500, '变量保存失败');
  const sessionId = String(context.body.session_id ?? conversation.session_id);
  conversation.variables = { ...conversation.variables, [sessionId]: values };
  ok(context.response, null);
}

function relatedQuestionsSwitch(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  conversation.related_questions_enabled = context.body.session_related_questions_enabled !== false;
  ok(context.response, null);
}
