import { findAgent } from './agents.mjs';
import { findRoute } from './api-routes.mjs';
import { fail, header, readJsonBody } from './http-helpers.mjs';
import { BOT_PATHS } from './routes-bots.mjs';

/** The optional `env` query parameter; production is the default and is never sent. */
const ENVIRONMENTS = ['local', 'development', 'pre'];
const REQUEST_LOG_SIZE = 200;
/** Calls about the workspace, not one agent. */
const AGENTLESS_PATHS =
  /^(?:count_unread_msgs|llm\/active_channels|workspace\/model_limited|product_service\/[^/]+|upload_sts|flow\/[^/]+|task_list\/next_run_time)$/;

/**
 * Checks and dispatches one API call: request log, Workspace-Id, credentials of the mode, env,
 * route, JSON body, and the agent the call is about.
 */
export function createApiHandler({ settings, store, hub, uploads, requestLog, taskService, faults }) {
  function authorized(request, mode) {
    if (mode === 'open') return settings.accessKeys.includes(header(request, 'access-key') ?? '');
    const value = (header(request, 'authorization') ?? '').replace(/^Bearer\s+/i, '');
    return settings.tokens.includes(value);
  }

  /**
   * The agent a call is about, and what to answer when it is unknown: robot_id / flow_id / agent_id
   * name it; calls naming only a conversation or a record find it through that.
   */
  function agentOf(path, url, body, workspaceId) {
    const direct = body.robot_id ?? body.flow_id ?? body.agent_id ?? url.searchParams.get('robot_id');
    if (direct !== undefined && direct !== null) return [String(direct), 'Agent 不存在'];
    // task_list/list names its agent in the query string.
    const queried = url.searchParams.get('agent_id');
    if (queried !== null) return [queried, 'Agent 不存在'];
    const inPath = /^count_(?:bot|bot_biz|agent_testing)_unread_msgs\/([^/]+)/.exec(path);
    if (inPath) return [decodeURIComponent(inPath[1]), 'Agent 不存在'];
    const conversationId =
      body.conversation_id ?? url.searchParams.get('conversation_id') ?? pathConversation(path);
    if (conversationId) return [store.agentOfConversation(workspaceId, conversationId) ?? '', '会话不存在'];
    // Task calls that name only the task (detail, update, delete, execute/task's task_list_id).
    const taskId = body.task_id ?? body.task_list_id ?? url.searchParams.get('task_id');
    if (taskId !== undefined && taskId !== null)
      return [taskService?.tasks.agentOfTask(workspaceId, taskId) ?? '', '任务不存在'];
    const recordId = body.record_id ?? pathRecord(path);
    if (recordId) return [store.agentOfRecord(workspaceId, recordId) ?? '', '记录不存在'];
    return ['', 'Agent 不存在'];
  }

  return async function handleApi(request, response, url, mode, path) {
    const env = url.searchParams.get('env');
    requestLog.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      mode,
      workspaceId: header(request, 'workspace-id') ?? null,
      // Header names only: credentials never reach a log.
      headerNames: Object.keys(request.headers),
      env,
    });
    if (requestLog.length > REQUEST_LOG_SIZE) requestLog.shift();
    if (!settings.quiet) console.log(`${request.method} ${url.pathname} (${mode}${env ? `, ${env}` : ''})`);

    const workspaceId = header(request, 'workspace-id');
    if (!workspaceId) return fail(response, 400, '缺少 Workspace-Id');
    if (!authorized(request, mode))
      return fail(response, 401, mode === 'open' ? 'Access-Key 无效' : 'Authorization 无效或已过期');
    if (env !== null && !ENVIRONMENTS.includes(env)) return fail(response, 400, `env 无效：${env}`);
    const route = findRoute(request.method, path);
    if (!route) return fail(response, 404, '接口不存在');
    let body = {};
    if (request.method === 'POST' || request.method === 'PUT') {
      try {
        body = await readJsonBody(request);
      } catch {
        return fail(response, 400, '请求体不是合法的 JSON');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        return fail(response, 400, '请求体必须是 JSON 对象');
    }
    const [agentId, unknownAgent] = agentOf(path, url, body, workspaceId);
    const agentless = AGENTLESS_PATHS.test(path) || BOT_PATHS.test(path);
    if (!agentless && !findAgent(agentId)) return fail(response, 404, unknownAgent);
    const context = {
      request,
      response,
      url,
      body,
      mode,
      workspaceId,
      agentId,
      store,
      hub,
      uploads,
      taskService,
      faults,
      options: settings,
    };
    await route.handler(context, route.match);
  };
}

function pathConversation(path) {
  const match = /^(?:mark_conversation_read|(?:agent\/)?agent_variables)\/([^/]+)/.exec(path);
  return match ? decodeURIComponent(match[1]) : undefined;
}

function pathRecord(path) {
  const match = /^execute\/form_submit\/[^/]+\/([^/]+)$/.exec(path);
  return match ? decodeURIComponent(match[1]) : undefined;
}
