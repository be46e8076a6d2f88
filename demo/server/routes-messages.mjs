import { fail, ok, page } from './http-helpers.mjs';
import { countUnread as countMatching } from './memory-store.mjs';
import { requireConversation } from './route-context.mjs';
import { streamChat } from './stream-chat.mjs';

/** Messages, feedback, forms and read state (data doc section 7, "Messages" and "Read state"). */
export const MESSAGE_ROUTES = [
  ['GET', /^chat\/records$/, listRecords],
  ['POST', /^chat_messages$/, chatMessages],
  ['POST', /^chat\/feedback\/dislike$/, dislike],
  ['POST', /^execute\/form_submit\/([^/]+)\/([^/]+)$/, submitForm],
  ['POST', /^mark_conversation_read\/([^/]+)$/, markRead],
  ['GET', /^count_unread_msgs$/, (context) => countUnread(context, null, {})],
  ['GET', /^count_bot_unread_msgs\/([^/]+)$/, (context) => countUnread(context, context.agentId, BOT)],
  [
    'GET',
    /^count_bot_biz_unread_msgs\/([^/]+)\/([^/]+)$/,
    (context, match) => countUnread(context, context.agentId, { bizKey: decodeURIComponent(match[2]) }),
  ],
  [
    'GET',
    /^count_agent_testing_unread_msgs\/([^/]+)$/,
    (context) => countUnread(context, context.agentId, { runType: 'AGENT_TESTING' }),
  ],
];

/** Page 1 holds the newest records, newest first (the widget reverses each page for display). */
function listRecords(context) {
  const conversation = requireConversation(context);
  if (!conversation) return;
  const query = context.url.searchParams;
  const newestFirst = [...conversation.records].reverse();
  ok(context.response, page(newestFirst, query.get('page_number'), query.get('page_size')));
}

async function chatMessages(context) {
  const conversation = requireConversation(context);
  if (conversation) await streamChat(context, conversation);
}

function dislike(context) {
  const record = context.store.findRecord(context.workspaceId, context.agentId, context.body.record_id);
  if (!record) return fail(context.response, 404, '记录不存在');
  record.feedback_id = context.store.nextId('fb');
  record.user_opinion = String(context.body.user_opinion ?? '');
  ok(context.response, { feedback_id: record.feedback_id });
}

/** Marks the form of that record submitted and keeps the submitted values as its formData. */
function submitForm(context, match) {
  const flowId = decodeURIComponent(match[1]);
  const record = context.store.findRecord(context.workspaceId, context.agentId, decodeURIComponent(match[2]));
  const skill = record?.response_ext.skills.find((item) => item.form?.flowId === flowId);
  if (!skill) return fail(context.response, 404, '表单不存在');
  const inputs = context.body.inputs;
  if (typeof inputs !== 'object' || inputs === null) return fail(context.response, 400, 'inputs 无效');
  skill.form = {
    ...skill.form,
    isSubmit: true,
    formData: { ...inputs },
    agentInputs: { ...context.body.agent_inputs },
  };
  ok(context.response, null);
}

function markRead(context, match) {
  const conversation = requireConversation(context, decodeURIComponent(match[1]));
  if (!conversation) return;
  conversation.unread_count = 0;
  ok(context.response, null);
}

/** The agent's own count leaves its AGENT_TESTING conversations to count_agent_testing_unread_msgs. */
const BOT = { excludeRunType: 'AGENT_TESTING' };

/**
 * count_unread_msgs (agentId null) sums the whole workspace; the others one agent, narrowed by
 * `filter` (biz key, run type). A `user` query narrows any of them to one Open mode visitor.
 */
function countUnread(context, agentId, filter) {
  const conversations = agentId
    ? [...context.store.space(context.workspaceId, agentId).conversations.values()]
    : context.store.workspaceConversations(context.workspaceId);
  const user = context.url.searchParams.get('user') ?? undefined;
  ok(context.response, countMatching(conversations, { ...filter, user }));
}
