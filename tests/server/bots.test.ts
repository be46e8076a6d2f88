// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INNER, type Json, OPEN, startReferenceServer } from './server-harness';

const server = startReferenceServer();

async function listBots(headers: Record<string, string> = OPEN): Promise<Json[]> {
  const { status, body } = await server.call('GET', 'bot/list?include_system=false', undefined, headers);
  expect(status).toBe(200);
  return body.data;
}

const ids = (bots: Json[]) => bots.map((bot) => bot.robot_id);

describe('bot list', () => {
  it('lists the demo agents as bots, pinned first, with the sub-bot flag once a bot has conversations', async () => {
    const bots = await listBots();
    expect(ids(bots)).toEqual([
      'demo-agent',
      'second-agent',
      'quiet-agent',
      'variables-agent',
      'model-agent',
      'shortcuts-agent',
    ]);
    expect(bots[0]).toMatchObject({
      robot_id: 'demo-agent',
      name: '小智助手',
      is_pinned: true,
      color: '#4f46e5',
    });
    expect(bots.filter((bot) => bot.is_pinned).map((bot) => bot.robot_id)).toEqual([
      'demo-agent',
      'second-agent',
    ]);
    // Like unread_count, has_sub_bot comes only with conversations; bot/{robot_id} tells the rest.
    expect(bots.some((bot) => 'has_sub_bot' in bot)).toBe(false);
    await server.createConversation();
    const used = await listBots();
    expect(used.filter((bot) => 'has_sub_bot' in bot)).toEqual([
      expect.objectContaining({ robot_id: 'demo-agent', has_sub_bot: true }),
    ]);
  });

  it('answers in inner mode too', async () => {
    expect(await listBots(INNER)).toHaveLength(6);
  });

  it('pins and unpins per workspace, and a reset restores the defaults', async () => {
    expect((await server.call('POST', 'bot/pin', { app_id: 'quiet-agent', is_pinned: true })).status).toBe(
      200,
    );
    expect((await server.call('POST', 'bot/pin', { app_id: 'demo-agent', is_pinned: false })).status).toBe(
      200,
    );
    const pinned = (await listBots()).filter((bot) => bot.is_pinned);
    expect(ids(pinned)).toEqual(['second-agent', 'quiet-agent']);
    const other = (await listBots({ ...OPEN, 'Workspace-Id': 'ws-other' })).filter((bot) => bot.is_pinned);
    expect(ids(other)).toEqual(['demo-agent', 'second-agent']);
    await fetch(server.url('/__test/reset'), { method: 'POST' });
    expect(ids((await listBots()).filter((bot) => bot.is_pinned))).toEqual(['demo-agent', 'second-agent']);
  });

  it('removes a bot from the list until a reset', async () => {
    expect((await server.call('POST', 'bot/remove', { app_id: 'second-agent' })).status).toBe(200);
    expect(ids(await listBots())).not.toContain('second-agent');
    expect((await server.call('POST', 'bot/pin', { app_id: 'second-agent', is_pinned: true })).status).toBe(
      404,
    );
    await fetch(server.url('/__test/reset'), { method: 'POST' });
    expect(ids(await listBots())).toContain('second-agent');
  });

  it('refuses unknown bots and a missing pinned flag', async () => {
    expect(await server.call('POST', 'bot/remove', { app_id: 'nobody' })).toEqual({
      status: 404,
      body: { code: 404, message: 'Agent 不存在' },
    });
    expect((await server.call('POST', 'bot/pin', { app_id: 'demo-agent' })).status).toBe(400);
  });

  it('carries unread_count from the bot’s conversations, and sorts the rest by latest use', async () => {
    const conversationId = await server.createConversation();
    const before = await listBots();
    expect(before.find((bot) => bot.robot_id === 'demo-agent').unread_count).toBe(0);
    expect(before.find((bot) => bot.robot_id === 'quiet-agent')).not.toHaveProperty('unread_count');
    const push = await fetch(server.url('/__test/push'), {
      method: 'POST',
      body: JSON.stringify({ workspace_id: 'ws-1', agent_id: 'demo-agent', conversation_id: conversationId }),
    });
    expect(push.status).toBe(200);
    expect((await listBots()).find((bot) => bot.robot_id === 'demo-agent').unread_count).toBe(1);
    await server.call('POST', 'chat/conversation/create', { robot_id: 'shortcuts-agent', title: 'x' });
    expect(ids(await listBots())[2]).toBe('shortcuts-agent');
  });

  it('answers GET bot/{id} with the agent detail', async () => {
    const { status, body } = await server.call('GET', 'bot/second-agent');
    expect(status).toBe(200);
    expect(body.data.application).toMatchObject({ flowId: 'second-agent', name: '数据分析师' });
    expect((await server.call('GET', 'bot/nobody')).status).toBe(404);
  });
});
