import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiHandler } from './api-handler.mjs';
import { ASR_PATH, createAsrSockets } from './asr-socket.mjs';
import { releaseCuts, waitingCuts } from './cut-gate.mjs';
import { DEMO_FILES_PATH, serveDemoFile } from './demo-files.mjs';
import { DIRECT_UPLOAD_PATH, handleDirectUpload } from './direct-upload.mjs';
import { createFaultMode } from './fault-mode.mjs';
import { fail, ok, readJsonBody } from './http-helpers.mjs';
import { createLoginPair, LOGIN_PATHS } from './login-pair.mjs';
import { createMemoryStore } from './memory-store.mjs';
import { createPushHub } from './push-hub.mjs';
import { pushAnswer } from './scheduled-push.mjs';
import { createSpeechService, SPEECH_PATH } from './speech-socket.mjs';
import { CSP_REPORTS_PATH, isStaticPath, serveStatic } from './static-files.mjs';
import { createTaskService } from './task-service.mjs';
import { createUploadStorage, FILES_PATH, STORAGE_PATH } from './upload-storage.mjs';

const DEFAULT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Open mode first: its base also starts with the inner base `/v1/`. */
const MODE_BASES = [
  ['open', '/v1/oapi/agent/'],
  ['inner', '/v1/'],
];

/**
 * The reference agent server: a real, in-memory implementation of the server contract, plus the
 * demo page and the browser-test pages on the same origin (needed for strict-CSP pages).
 * @param {{ port?: number, host?: string, rootDir?: string, chunkDelayMs?: number,
 *   accessKeys?: string[], tokens?: string[], quiet?: boolean }} [options]
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
  const speech = createSpeechService(settings);
  const uploads = createUploadStorage();
  const requestLog = [];
  /** The CSP violation reports of the strict test pages, never reset: tests tell theirs by document URL. */
  const cspReports = [];
  const loginPair = createLoginPair(settings);
  const taskService = createTaskService({ store, hub });
  const faults = createFaultMode(settings);
  const handleApi = createApiHandler({ settings, store, hub, uploads, requestLog, taskService, faults });

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      if (!settings.quiet) console.error('reference server error:', error);
      if (!response.headersSent) fail(response, 500, '服务器内部错误');
      else response.destroy();
    });
  });
  const asrSockets = createAsrSockets(settings);
  // One upgrade event for every socket, by path: speech, voice input, else the push hub (which
  // answers 404 to any other path).
  server.on('upgrade', (request, socket) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (faults.refusesUpgrade(pathname !== SPEECH_PATH && pathname !== ASR_PATH))
      return void socket.destroy();
    if (pathname === SPEECH_PATH) speech.handleUpgrade(request, socket);
    else if (pathname === ASR_PATH) asrSockets.handleUpgrade(request, socket);
    else hub.handleUpgrade(request, socket);
  });

  async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // Any origin may embed the widget; credentials travel in headers, never cookies.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader(
      'Access-Control-Allow-Headers',
      'Workspace-Id, Access-Key, Authorization, Content-Type',
    );
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (url.pathname.startsWith('/__test/')) return handleTestCall(request, response, url.pathname);
    if (url.pathname.startsWith(STORAGE_PATH)) return uploads.store(request, response, url.pathname);
    if (url.pathname === DIRECT_UPLOAD_PATH)
      return handleDirectUpload(request, response, settings, uploads, requestLog);
    if (url.pathname.startsWith(FILES_PATH) && request.method === 'GET')
      return uploads.serve(response, url.pathname);
    if (LOGIN_PATHS.test(url.pathname)) return loginPair.handle(request, response, url);
    const modeBase = MODE_BASES.find(([, base]) => url.pathname.startsWith(base));
    if (modeBase) {
      const [mode, base] = modeBase;
      const path = url.pathname.slice(base.length);
      if (await faults.intercept(request, response, path)) return;
      return handleApi(request, response, url, mode, path);
    }
    // Attachments of the demo records (generated, public like an uploaded file's storage URL).
    if (request.method === 'GET' && url.pathname.startsWith(DEMO_FILES_PATH))
      return serveDemoFile(url.pathname, response);
    if (request.method === 'GET' && isStaticPath(url.pathname))
      return serveStatic(settings.rootDir, url.pathname, response);
    fail(response, 404, '接口不存在');
  }

  /**
   * Test hooks: the request log (header names only), the speech log, a full reset, an on-demand push,
   * the strict pages' CSP reports.
   */
  async function handleTestCall(request, response, pathname) {
    if (pathname === '/__test/requests' && request.method === 'GET') return ok(response, requestLog);
    if (pathname === '/__test/reset' && request.method === 'POST') {
      store.reset();
      uploads.reset();
      requestLog.length = 0;
      speech.reset();
      loginPair.reset();
      taskService.reset();
      faults.reset();
      return ok(response, null);
    }
    // The strict test pages' `report-uri` (static-files.mjs): what a site owner's endpoint would get.
    if (pathname === CSP_REPORTS_PATH && request.method === 'POST') {
      cspReports.push((await readJsonBody(request))['csp-report']);
      return void response.writeHead(204).end();
    }
    if (pathname === CSP_REPORTS_PATH && request.method === 'GET') return ok(response, cspReports);
    // Every speech request: its socket URL, the text it read and how many samples that made.
    if (pathname === '/__test/speech' && request.method === 'GET') return ok(response, speech.log);
    // The authenticated push sockets, so a test pushes only once its listener is there.
    if (pathname === '/__test/push-sockets' && request.method === 'GET') return ok(response, hub.listeners());
    if (pathname === '/__test/login-code' && request.method === 'POST')
      return loginPair.issue(request, response);
    // The task clock and the task runs (task-service.mjs).
    if (await taskService.handleTestCall(request, response, pathname)) return;
    // The `cut` scenario's streams break now, and held steps go on: those of `{ workspace_id }`, or
    // all (cut-gate.mjs).
    if (pathname === '/__test/cut' && request.method === 'GET') return ok(response, waitingCuts());
    if (pathname === '/__test/cut' && request.method === 'POST')
      return ok(response, releaseCuts((await readJsonBody(request)).workspace_id));
    // The fault mode (fault-mode.mjs): the network panel of the demo and the resilience tests.
    if (pathname === '/__test/faults' && request.method === 'GET') return ok(response, faults.describe());
    if (pathname === '/__test/faults' && request.method === 'POST')
      return ok(response, faults.update(await readJsonBody(request), closeSockets));
    if (pathname === '/__test/faults/drop' && request.method === 'POST')
      return ok(response, { cut: faults.cutStreams() });
    // The inner mode's current token, as a site's own token endpoint hands it out (the demo's getToken).
    if (pathname === '/__test/token' && request.method === 'GET')
      return ok(response, { token: settings.tokens[0] });
    if (pathname === '/__test/push' && request.method === 'POST') {
      // { workspace_id, agent_id, conversation_id, text }: a pushed answer arrives now.
      const body = await readJsonBody(request);
      const { workspace_id: workspaceId, agent_id: agentId } = body;
      const conversation = store.findConversation(workspaceId, agentId, body.conversation_id);
      if (!conversation) return fail(response, 404, '会话不存在');
      const text = body.text ?? '推送的消息';
      const record = pushAnswer({ store, hub, workspaceId, agentId, conversation, text });
      return ok(response, { record_id: record.id });
    }
    fail(response, 404, '接口不存在');
  }

  /** What a downed push service (`push`) or a restart (`all`) closes. */
  function closeSockets({ push, all }) {
    if (push) hub.closeAll();
    if (all) {
      speech.closeAll();
      asrSockets.closeAll();
    }
  }

  await new Promise((done) => server.listen(settings.port, settings.host, done));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${settings.host}:${port}/`,
    port,
    state: store,
    close: () =>
      new Promise((done) => {
        hub.closeAll();
        speech.closeAll();
        asrSockets.closeAll();
        taskService.stop();
        // Open streams (timeout, stall) would keep server.close() waiting for ever.
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
