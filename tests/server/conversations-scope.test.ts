// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INNER, type Json, startReferenceServer } from './server-harness';
import { connectSocket } from './ws-client';

const server = startReferenceServer();

async function create(fields: Record<string, unknown>) {
  const body = { robot_id: 'demo-agent', title: 't', run_type: 'CHAT_CLIENT', ...fields };
  return (await server.call('POST', 'chat/conversation/create', body)).body.data.conversation_id as string;
}

async function listOpen(fields: Record<string, unknown> = {}) {
  const body = { robot_id: 'demo-agent', run_type: 'CHAT_CLIENT', pageNo: 1, pageSize: 60, ...fields };
  return (await server.call('POST', 'chat/conversation/list', body)).body.data;
}

const ids = (page: Json) => page.data_list.map((item: Json) => item.conversation_id);

async function pushTo(conversationId: string) {
  const response = await fetch(server.url('/__test/push'), {
    method: 'POST',
    body: JSON.stringify({ workspace_id: 'ws-1', agent_id: 'demo-agent', conversation_id: conversationId }),
  });
  expect(response.status).toBe(200);
}

const count = async (path: string) => (await server.call('GET', path)).body.data as number;

describe('conversation pages', () => {
  it('pages by pageNo and pageSize in the Open POST body and the inner GET query', async () => {
    for (let index = 0; index < 5; index += 1) await create({ title: `c${index}` });
    const all = ids(await listOpen());
    const second = await listOpen({ pageNo: 2, pageSize: 2 });
    expect(second).toMatchObject({ total_count: 5, page_number: 2, total_pages: 3 });
    expect(ids(second)).toEqual(all.slice(2, 4));
    const query = 'robot_id=demo-agent&run_type=CHAT_CLIENT&pageNo=3&pageSize=2';
    const inner = (await server.call('GET', `chat/conversation/list?${query}`, undefined, INNER)).body.data;
    expect(ids(inner)).toEqual(all.slice(4));
  });
});

describe('Open mode scope: user and biz_key', () => {
  it('stores user, biz_key, client_type and conversation_config and lists only the same scope', async () => {
    const config = { model_config: { model: 'demo-pro', channel: 'official' }, theme: 'x' };
    const mine = await create({
      user: 'u1',
      biz_key: 'shop',
      client_type: 'WEB',
      conversation_config: config,
    });
    await create({ user: 'u2', biz_key: 'shop' });
    await create({ user: 'u1', biz_key: 'other' });
    const plain = await create({});
    const listed = await listOpen({ user: 'u1', biz_key: 'shop' });
    expect(ids(listed)).toEqual([mine]);
    expect(listed.data_list[0]).toMatchObject({
      user: 'u1',
      biz_key: 'shop',
      client_type: 'WEB',
      conversation_config: config,
      config: { model_config: config.model_config },
    });
    expect(ids(await listOpen())).toEqual([plain]);
  });

  it('inner mode ignores user and biz_key and lists every conversation', async () => {
    await create({ user: 'u1', biz_key: 'shop' });
    await create({});
    const query = 'robot_id=demo-agent&run_type=CHAT_CLIENT&pageNo=1&pageSize=60&biz_key=shop';
    const inner = (await server.call('GET', `chat/conversation/list?${query}`, undefined, INNER)).body.data;
    expect(inner.total_count).toBe(2);
  });
});

describe('unread counts by scope', () => {
  it('counts per agent, biz key, user and AGENT_TESTING run type', async () => {
    const shop = await create({ user: 'u1', biz_key: 'shop' });
    const other = await create({ user: 'u2', biz_key: 'other' });
    const testing = await create({ run_type: 'AGENT_TESTING' });
    await pushTo(shop);
    await pushTo(shop);
    await pushTo(other);
    await pushTo(testing);
    expect(await count('count_unread_msgs')).toBe(4);
    expect(await count('count_unread_msgs?user=u1')).toBe(2);
    expect(await count('count_bot_unread_msgs/demo-agent')).toBe(3);
    expect(await count('count_bot_unread_msgs/demo-agent?user=u2')).toBe(1);
    expect(await count('count_bot_biz_unread_msgs/demo-agent/shop')).toBe(2);
    expect(await count('count_bot_biz_unread_msgs/demo-agent/none')).toBe(0);
    expect(await count('count_agent_testing_unread_msgs/demo-agent')).toBe(1);
  });
});

describe('push socket paths', () => {
  async function subscribe(subject: string) {
    const url = new URL(`/v1/chat/record/count_unread_msgs/${subject}`, server.url('/'));
    const socket = await connectSocket(url.toString());
    socket.send(JSON.stringify({ type: 'AUTH', workspace_id: 'ws-1', access_key: 'demo-access-key' }));
    return socket;
  }

  it('notifies {agent}_{user} of that user only, {agent} and user of everything', async () => {
    const mine = await create({ user: 'u1' });
    const theirs = await create({ user: 'u2' });
    const [userSocket, agentSocket, allSocket] = await Promise.all([
      subscribe('demo-agent_u1'),
      subscribe('demo-agent'),
      subscribe('user'),
    ]);
    // Let the AUTH frames land before the pushes.
    await userSocket.collect(100);
    await pushTo(mine);
    await pushTo(theirs);
    const notices = async (socket: Awaited<ReturnType<typeof subscribe>>) =>
      (await socket.collect(300))
        .filter((frame) => frame !== 'ping')
        .map((frame) => JSON.parse(frame).conversation_id);
    expect(await notices(userSocket)).toEqual([mine]);
    expect(await notices(agentSocket)).toEqual([mine, theirs]);
    expect(await notices(allSocket)).toEqual([mine, theirs]);
    for (const socket of [userSocket, agentSocket, allSocket]) socket.close();
  });
});
