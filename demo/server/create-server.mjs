import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findAgent } from './agents.mjs';
import { ROUTES } from './api-routes.mjs';
import { fail, header, ok, readJsonBody } from './http-helpers.mjs';
import { createMemoryStore } from './memory-store.mjs';
import { createPushHub } from './push-hub.mjs';
import { pushAnswer } from './scheduled-push.mjs';
import { serveStatic } from './static-files.mjs';

const DEFAULT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const MODE_BASES = [
  ['open', '/v1/oapi/agent/'],
  ['inner', '/v1/'],
];
const ENVIRONMENTS = ['local', 'development', 'pre', 'production'];
const REQUEST_LOG_SIZE = 200;
/** Calls about the workspace, not one agent. */
const AGENTLESS_PATHS =
  /^(?:count_unread_msgs|llm\/active_channels|workspace\/model_limited|product_service\/[^/]+)$/;

/**
 * The reference agent server: a real, in-memory implementation of the server contract, plus the
 * demo page and the browser-test pages on the same origin (needed for strict-CSP pages).
 */
export async function createReferenceServer(options = {}) {
  const settings = {
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    rootDir: options.rootDir ?? DEFAULT_ROOT,
    chunkDelayMs: options.chunkDelayMs ?? 25,
    accessKeys: options.accessKeys ?? ['demo-access-key'],
    tokens: options.tokens ?? ['demo-token'],
    quiet: options.quiet ?? false,
  };
  const store = createMemoryStore();
  const hub = createPushHub(settings);
  const requestLog = [];

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!settings.quiet) console.error('reference server error:', error);
      if (!response.headersSent) fail(response, 500, '服务器内部错误');
      else response.destroy();
    });
  });

  server.on('upgrade', (request, socket) => hub.handleUpgrade(request, socket));

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader(
      'Access-Control-Allow-Headers',
      'Workspace-Id, Access-Key, Authorization, Content-Type',
    );
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    if (url.pathname === '/__test/requests') return ok(response, requestLog);
    if (url.pathname === '/__test/reset' && request.method === 'POST') {
      store.reset();
      requestLog.length = 0;
      return ok(response, null);
    }
    if (url.pathname === '/__test/push' && request.method === 'POST') return testPush(request, response);
    const modeBase = MODE_BASES.find(([, base]) => url.pathname.startsWith(base));
    if (!modeBase) {
      if (await serveStatic(settings.rootDir, url.pathname, response)) return;
      return fail(response, 404, '接口不存在');
    }
    await handleApi(request, response, url, modeBase[0], url.pathname.slice(modeBase[1].length));
  }

  async function handleApi(request, response, url, mode, path) {
    const entry = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      mode,
      // Header names only: credentials never reach a log.
      headerNames: Object.keys(request.headers),
      env: url.searchParams.get('env') ?? 'production',
    };
    requestLog.push(entry);
    if (requestLog.length > REQUEST_LOG_SIZE) requestLog.shift();
    if (!settings.quiet) console.log(`${request.method} ${url.pathname} (${mode})`);

    const workspaceId = header(request, 'workspace-id');
    if (!workspaceId) return fail(response, 400, '缺少 Workspace-Id');
    if (!authorized(request, mode)) {
      return fail(response, 401, mode === 'open' ? 'Access-Key 无效' : 'Authorization 无效或已过期');
    }
    if (!ENVIRONMENTS.includes(entry.env)) return fail(response, 400, `env 无效：${entry.env}`);
    const route = ROUTES.find(([method, pattern]) => method === request.method && pattern.test(path));
    if (!route) return fail(response, 404, '接口不存在');
    let body = {};
    if (request.method === 'POST' || request.method === 'PUT') {
      try {
        body = await readJsonBody(request);
      } catch {
        return fail(response, 400, '请求体不是合法的 JSON');
      }
    }
    const conversationId =
      body.conversation_id ?? url.searchParams.get('conversation_id') ?? pathConversation(path);
    const agentId = String(
      body.robot_id ??
        body.flow_id ??
        body.agent_id ??
        url.searchParams.get('robot_id') ??
        pathAgent(path) ??
        (conversationId ? store.agentOfConversation(workspaceId, conversationId) : undefined) ??
        (body.record_id ? store.agentOfRecord(workspaceId, body.record_id) : undefined) ??
        '',
    );
    if (!findAgent(agentId) && !AGENTLESS_PATHS.test(path)) {
      return fail(response, 404, conversationId && !agentId ? '会话不存在' : 'Agent 不存在');
    }
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
      options: settings,
    };
    await route[2](context, route[1].exec(path));
  }

  /** Tests push a scheduled answer on demand: { workspace_id, agent_id, conversation_id, text }. */
  async function testPush(request, response) {
    const body = await readJsonBody(request);
    const conversation = store.findConversation(body.workspace_id, body.agent_id, body.conversation_id);
    if (!conversation) return fail(response, 404, '会话不存在');
    const record = pushAnswer({
      store,
      hub,
      workspaceId: body.workspace_id,
      agentId: body.agent_id,
      conversation,
      text: body.text ?? '推送的消息',
    });
    return ok(response, { record_id: record.id });
  }

  function authorized(request, mode) {
    if (mode === 'open') return settings.accessKeys.includes(header(request, 'access-key') ?? '');
    const value = (header(request, 'authorization') ?? '').replace(/^Bearer\s+/i, '');
    return settings.tokens.includes(value);
  }

  await new Promise((resolvePromise) => server.listen(settings.port, settings.host, resolvePromise));
  const { port } = server.address();
  return {
    url: `http://${settings.host}:${port}/`,
    port,
    state: store,
    close: () =>
      new Promise((resolvePromise) => {
        hub.closeAll();
        server.closeAllConnections?.();
        server.close(() => resolvePromise());
      }),
  };
}

function pathConversation(path) {
  const match = /^(?:mark_conversation_read|(?:agent\/)?agent_variables)\/([^/]+)/.exec(path);
  return match ? decodeURIComponent(match[1]) : undefined;
}

/** Calls such as count_bot_unread_msgs/{agent} carry the agent in the path. */
function pathAgent(path) {
  const match = /^count_(?:bot|bot_biz|agent_testing)_unread_msgs\/([^/]+)/.exec(path);
  return match ? match[1] : undefined;
}
