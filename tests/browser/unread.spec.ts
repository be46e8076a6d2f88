import { describe, expect, it } from 'vitest';
import { browserSessionForThisFile } from './support/browser-session';
import { openPage, part, pushTo, serverUrl } from './support/widget';

const session = browserSessionForThisFile();
/** Several round trips (list pages, debounced refetches) on a shared, busy machine. */
const SLOW = { timeout: 5_000 };

const HEADERS = {
  'Content-Type': 'application/json',
  'Workspace-Id': 'ws-test',
  'Access-Key': 'demo-access-key',
};

const api = (path: string) => new URL(`/v1/oapi/agent/${path}`, serverUrl());

async function create(fields: Record<string, unknown>): Promise<string> {
  const body = { robot_id: 'demo-agent', title: '已有', run_type: 'CHAT_CLIENT', ...fields };
  const answer = await fetch(api('chat/conversation/create'), {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(body),
  }).then((response) => response.json());
  return answer.data.conversation_id as string;
}

async function listScoped(fields: Record<string, unknown>) {
  const body = { robot_id: 'demo-agent', run_type: 'CHAT_CLIENT', pageNo: 1, pageSize: 60, ...fields };
  const answer = await fetch(api('chat/conversation/list'), {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(body),
  }).then((response) => response.json());
  return answer.data.data_list as Record<string, unknown>[];
}

async function requestedPaths(): Promise<string[]> {
  const log = await fetch(new URL('/__test/requests', serverUrl())).then((response) => response.json());
  return (log.data as { path: string; query: Record<string, string> }[]).map(
    (entry) => `${entry.path}${entry.query.user ? `?user=${entry.query.user}` : ''}`,
  );
}

describe('unread counts by scope', () => {
  it('asks for the AGENT_TESTING count with that run type, the biz count with a biz key', async () => {
    await openPage(session.browser, 'chat.html', { 'run-type': 'AGENT_TESTING' });
    await expect
      .poll(requestedPaths, SLOW)
      .toContain('/v1/oapi/agent/count_agent_testing_unread_msgs/demo-agent');
    await openPage(session.browser, 'chat.html', { 'biz-key': 'shop', 'user-id': 'u1' });
    await expect
      .poll(requestedPaths, SLOW)
      .toContain('/v1/oapi/agent/count_bot_biz_unread_msgs/demo-agent/shop?user=u1');
  });

  it('badges only the named visitor’s unread messages, pushed on the {agent}_{user} socket', async () => {
    const mine = await create({ user: 'u1' });
    const theirs = await create({ user: 'u2' });
    const { page } = await openPage(session.browser, 'launcher.html', { 'user-id': 'u1' });
    const launcher = page.locator('agent-chat-launcher');
    await expect
      .poll(requestedPaths, SLOW)
      .toContain('/v1/oapi/agent/count_bot_unread_msgs/demo-agent?user=u1');
    await pushTo(theirs);
    await pushTo(mine);
    await expect.poll(() => part(launcher, 'launcher-badge').textContent(), { timeout: 10_000 }).toBe('1');
    await pushTo(mine);
    await expect.poll(() => part(launcher, 'launcher-badge').textContent(), { timeout: 10_000 }).toBe('2');
  });
});

describe('Open mode conversation scope', () => {
  it('creates with user, biz_key, client_type and conversation_config and lists only that scope', async () => {
    await create({ user: 'u1', biz_key: 'other' });
    const { page } = await openPage(session.browser, 'chat.html', {
      'user-id': 'u1',
      'biz-key': 'shop',
      'client-type': 'WEB',
      'conversation-config': '{"theme":"dark"}',
    });
    const chat = page.locator('agent-chat');
    await expect.poll(() => part(chat, 'conversation-list-empty').textContent(), SLOW).toBe('暂无会话');
    await part(chat, 'new-conversation').click();
    await expect.poll(() => part(chat, 'conversation-item').count(), SLOW).toBe(1);
    const [created] = await listScoped({ user: 'u1', biz_key: 'shop' });
    expect(created).toMatchObject({
      user: 'u1',
      biz_key: 'shop',
      client_type: 'WEB',
      conversation_config: { theme: 'dark' },
    });
    expect(await listScoped({})).toEqual([]);
  });

  it('reports invalid conversation-config JSON through chat-error and still creates the conversation', async () => {
    const { page } = await openPage(session.browser, 'chat.html', { 'conversation-config': '{oops' });
    const chat = page.locator('agent-chat');
    await part(chat, 'new-conversation').click();
    await expect.poll(() => part(chat, 'conversation-item').count(), SLOW).toBe(1);
    const errors = await page.evaluate(() => (window as unknown as { __chatErrors: unknown[] }).__chatErrors);
    expect(errors).toContainEqual(expect.objectContaining({ module: 'conversation' }));
    const [created] = await listScoped({});
    expect(created).not.toHaveProperty('conversation_config');
  });
});
