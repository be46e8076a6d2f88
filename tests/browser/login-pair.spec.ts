import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { openPage, part, serverUrl } from './support/widget';

const session = browserSessionForThisFile();

async function issueCode(workspaceId: string): Promise<string> {
  const response = await fetch(new URL('/__test/login-code', serverUrl()), {
    method: 'POST',
    body: JSON.stringify({ workspace_id: workspaceId }),
  });
  return (await response.json()).data.code;
}

interface LoggedRequest {
  path: string;
  query: Record<string, string>;
  workspaceId: string | null;
  headerNames: string[];
}

async function loggedRequests(): Promise<LoggedRequest[]> {
  return (await (await fetch(new URL('/__test/requests', serverUrl()))).json()).data;
}

const chatErrors = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { __chatErrors: unknown[] }).__chatErrors);

describe('login pair', () => {
  it('turns an auth-code into Open API credentials, removes the code and loads the chat', async () => {
    const code = await issueCode('ws-login');
    const { page, problems } = await openPage(session.browser, 'login.html', { code });
    const chat = page.locator('#chat');
    await expect.poll(() => part(chat, 'chat-title').textContent(), { timeout: 10_000 }).toBe('小智助手');
    expect(await chat.getAttribute('auth-code')).toBeNull();
    const detail = (await loggedRequests()).find((request) => request.path.endsWith('/agent/detail'));
    expect(detail?.workspaceId).toBe('ws-login');
    expect(detail?.headerNames).toContain('access-key');
    // The issued key never travels in a URL (only the spent code did, in the login pair itself).
    for (const request of await loggedRequests()) {
      expect(JSON.stringify(request.query)).not.toContain('demo-access-key');
    }
    expect(await chat.evaluate((element) => element.outerHTML)).not.toContain('demo-access-key');
    expect(await chatErrors(page)).toEqual([]);
    expect(await part(chat, 'login-error').count()).toBe(0);
    expect(problems.pageErrors).toEqual([]);
  });

  it('reports a used code through chat-error and says so in the chat', async () => {
    const code = await issueCode('ws-login');
    await fetch(new URL(`/v1/oapi/agent/access_key?code=${code}`, serverUrl()));
    const { page } = await openPage(session.browser, 'login.html', { code });
    const chat = page.locator('#chat');
    await expect
      .poll(() => part(chat, 'login-error').textContent(), { timeout: 10_000 })
      .toBe('登录失败：登录码无效或已使用');
    expect(await chatErrors(page)).toEqual([
      expect.objectContaining({ module: 'chatUtil', message: '登录码无效或已使用', status: 401 }),
    ]);
    expect(await chat.getAttribute('auth-code')).toBeNull();
  });

  it('logs in through window.AgentChat.login and an explicit auth-prefix', async () => {
    const { page } = await openPage(session.browser, 'login.html', { prefix: '/v1/oapi/agent/' });
    const chat = page.locator('#chat');
    const code = await issueCode('ws-global');
    const result = await page.evaluate(
      (oneTimeCode) => window.AgentChat?.login(oneTimeCode, { element: '#chat' }),
      code,
    );
    expect(result).toBe(true);
    await expect.poll(() => part(chat, 'chat-title').textContent(), { timeout: 10_000 }).toBe('小智助手');
    const detail = (await loggedRequests()).find((request) => request.path.endsWith('/agent/detail'));
    expect(detail?.workspaceId).toBe('ws-global');
    // The same code a second time fails: it was spent.
    expect(await page.evaluate((oneTimeCode) => window.AgentChat?.login(oneTimeCode), code)).toBe(false);
    await expect.poll(() => part(chat, 'login-error').count()).toBe(1);
  });
});
