import { randomBytes } from 'node:crypto';
import { fail, ok, readJsonBody } from './http-helpers.mjs';

/**
 * The login pair of the organisation web app (wire-format.md, "Login pair"): a one-time code turns
 * into Open API credentials. The widget's default prefix is the Open API base (decision 024), so
 * the calls are `/v1/oapi/agent/users/me?code=` and `/v1/oapi/agent/access_key?code=`; they carry
 * no credentials, so they are answered before the API handler asks for any.
 */
export const LOGIN_PATHS = /^\/v1\/oapi\/agent\/(users\/me|access_key)$/;

/** The fixed demo code (docs/reference-server.md); it works once, and again after a reset. */
export const DEMO_LOGIN_CODE = 'demo-login-code';
const DEMO_WORKSPACE = 'ws-demo';
const DEMO_USER = { user_id: 'user-demo', name: '演示用户', avatar: '' };
const INVALID_CODE = '登录码无效或已使用';

export function createLoginPair(settings) {
  /** code → { workspaceId }; a code leaves the map when its access key is issued. */
  const codes = new Map();
  const arm = () => {
    codes.clear();
    codes.set(DEMO_LOGIN_CODE, { workspaceId: DEMO_WORKSPACE });
  };
  arm();

  return {
    reset: arm,
    /** `POST /__test/login-code {workspace_id?}` → `{ code }`: a fresh one-time code. */
    async issue(request, response) {
      const body = await readJsonBody(request).catch(() => ({}));
      const code = randomBytes(12).toString('hex');
      codes.set(code, { workspaceId: String(body.workspace_id ?? DEMO_WORKSPACE) });
      ok(response, { code });
    },
    /**
     * users/me reads the code's user and leaves the code usable; access_key spends it, so a code
     * yields credentials once and both calls refuse it afterwards.
     */
    handle(request, response, url) {
      if (request.method !== 'GET') return fail(response, 405, '请求方法不支持');
      const code = url.searchParams.get('code') ?? '';
      if (!code) return fail(response, 400, '缺少 code');
      const entry = codes.get(code);
      if (!entry) return fail(response, 401, INVALID_CODE);
      const [, call] = LOGIN_PATHS.exec(url.pathname);
      if (call === 'users/me') return ok(response, DEMO_USER);
      codes.delete(code);
      ok(response, { access_key: settings.accessKeys[0], workspace_id: entry.workspaceId });
    },
  };
}
