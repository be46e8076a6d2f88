// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventually, INNER, type Json, OPEN, sleep, startReferenceServer } from './server-harness';
import { connectSocket } from './ws-client';

const server = startReferenceServer();
const detail = { flow_id: 'demo-agent' };

async function setFaults(change: Record<string, unknown>): Promise<Json> {
  const response = await fetch(server.url('/__test/faults'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(change),
  });
  return ((await response.json()) as Json).data;
}

/** Whether a call's connection was closed without an answer (what a browser sees as refused). */
async function refused(path: string): Promise<boolean> {
  try {
    await fetch(server.url(path), { method: 'POST', headers: OPEN, body: JSON.stringify(detail) });
    return false;
  } catch {
    return true;
  }
}

const pushUrl = () => server.url('/v1/chat/record/count_unread_msgs/demo-agent').toString();

describe('the fault mode', () => {
  it('answers the next calls of a method with a proxy’s 503 page, then recovers', async () => {
    await setFaults({ http: { status: 503, times: 2, method: 'GET' } });
    const list = () =>
      fetch(server.url('/v1/oapi/agent/chat/conversation/list?robot_id=demo-agent'), { headers: OPEN });
    // A POST is not taken by a GET rule.
    expect((await server.call('POST', 'agent/detail', detail)).status).toBe(200);
    const first = await list();
    expect(first.status).toBe(503);
    expect(first.headers.get('content-type')).toBe('text/html');
    expect((await list()).status).toBe(503);
    expect((await list()).status).toBe(200);
  });

  it('answers 401 with the platform’s envelope for as long as the rule stays', async () => {
    await setFaults({ http: { status: 401 } });
    for (let index = 0; index < 3; index += 1) {
      expect(await server.call('POST', 'agent/detail', detail)).toEqual({
        status: 401,
        body: { code: 401, message: 'Authorization 无效或已过期' },
      });
    }
    await setFaults({ http: null });
    expect((await server.call('POST', 'agent/detail', detail)).status).toBe(200);
  });

  it('refuses the connection of matching calls only', async () => {
    await setFaults({ refuse: { times: 1, path: 'agent/detail' } });
    expect(await refused('/v1/oapi/agent/agent/detail')).toBe(true);
    expect(await refused('/v1/oapi/agent/agent/detail')).toBe(false);
  });

  it('refuses every call and socket while restarting, and serves again afterwards', async () => {
    const state = await setFaults({ restartMs: 300 });
    expect(state.restartMs).toBeGreaterThan(0);
    expect(await refused('/v1/oapi/agent/agent/detail')).toBe(true);
    await expect(connectSocket(pushUrl())).rejects.toThrow();
    await sleep(350);
    expect(await refused('/v1/oapi/agent/agent/detail')).toBe(false);
    (await connectSocket(pushUrl())).close();
  });

  it('delays every call by the given time', async () => {
    await setFaults({ delayMs: 200 });
    const started = performance.now();
    expect((await server.call('POST', 'agent/detail', detail)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('holds back the answer of matching calls, which tells of the state when the call came', async () => {
    const conversationId = await server.createConversation();
    await setFaults({ late: { ms: 300, path: 'chat/records' } });
    const started = performance.now();
    const late = server.records(conversationId);
    await sleep(50);
    // A question answered in full while the records' answer is on its way.
    await (await server.chat(conversationId, '你好')).text();
    expect((await late).data_list).toEqual([]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    // Other calls are not held.
    const other = performance.now();
    expect((await server.call('POST', 'agent/detail', detail)).status).toBe(200);
    expect(performance.now() - other).toBeLessThan(250);
    await setFaults({ late: null });
    expect((await server.records(conversationId)).data_list).toHaveLength(1);
  });

  it('takes the push service down: open sockets close and new ones are refused until it is up', async () => {
    const socket = await connectSocket(pushUrl());
    socket.send(JSON.stringify({ type: 'AUTH', workspace_id: 'ws-1', access_key: 'demo-access-key' }));
    await eventually(
      async () => ((await (await fetch(server.url('/__test/push-sockets'))).json()) as Json).data.length,
      (count) => count === 1,
    );
    await setFaults({ push: 'down' });
    await socket.collect(2000);
    expect(socket.closeCode()).toBe(1001);
    await expect(connectSocket(pushUrl())).rejects.toThrow();
    await setFaults({ push: 'up' });
    (await connectSocket(pushUrl())).close();
  });

  it('counts the push socket upgrades asked for, refused or not, until a reset', async () => {
    const upgrades = async () =>
      ((await (await fetch(server.url('/__test/faults'))).json()) as Json).data.pushUpgrades;
    expect(await upgrades()).toBe(0);
    (await connectSocket(pushUrl())).close();
    await setFaults({ push: 'down' });
    await expect(connectSocket(pushUrl())).rejects.toThrow();
    expect(await upgrades()).toBe(2);
    await fetch(server.url('/__test/reset'), { method: 'POST' });
    expect(await upgrades()).toBe(0);
  });

  it('expires the inner token: the old one answers 401, the token endpoint hands out the new one', async () => {
    const state = await setFaults({ expireToken: true });
    expect(state.token).not.toBe('demo-token');
    expect((await server.call('POST', 'agent/detail', detail, INNER)).status).toBe(401);
    const { data } = (await (await fetch(server.url('/__test/token'))).json()) as Json;
    expect(data.token).toBe(state.token);
    const fresh = { ...INNER, Authorization: `Bearer ${data.token}` };
    expect((await server.call('POST', 'agent/detail', detail, fresh)).status).toBe(200);
    // A reset brings the demo's token back.
    await fetch(server.url('/__test/reset'), { method: 'POST' });
    expect((await server.call('POST', 'agent/detail', detail, INNER)).status).toBe(200);
  });

  it('cuts an open answer stream, and the server still finishes the answer into the history', async () => {
    const id = await server.createConversation();
    const response = await server.chat(id, '/scenario chunks 2000');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    expect((await (await fetch(server.url('/__test/faults/drop'), { method: 'POST' })).json()).data).toEqual({
      cut: 1,
    });
    await expect(
      (async () => {
        for (;;) if ((await reader.read()).done) return;
      })(),
    ).rejects.toThrow();
    // 250 chunks 5 ms apart: the answer goes on for about a second after the cut.
    let answer: Json;
    for (
      let attempt = 0;
      attempt < 100 && (answer === undefined || answer.record_status === 'PENDING');
      attempt += 1
    ) {
      await sleep(50);
      answer = (await server.records(id)).data_list.at(-1);
    }
    expect(answer).toMatchObject({ record_status: 'SUCCEEDED' });
    // The whole answer of 2,000 characters, not what reached the client before the cut.
    expect(answer.response.length).toBeGreaterThanOrEqual(2000);
  });

  it('is cleared by a reset', async () => {
    await setFaults({ push: 'down', http: { status: 503 }, delayMs: 50, late: { ms: 50 } });
    await fetch(server.url('/__test/reset'), { method: 'POST' });
    const state = ((await (await fetch(server.url('/__test/faults'))).json()) as Json).data;
    expect(state).toMatchObject({
      push: 'up',
      http: null,
      refuse: null,
      delayMs: 0,
      late: null,
      restartMs: 0,
    });
  });
});
