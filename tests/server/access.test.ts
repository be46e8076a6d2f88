// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INNER, type Json, OPEN, startReferenceServer } from './server-harness';

const server = startReferenceServer();
const detail = { flow_id: 'demo-agent' };

describe('access modes', () => {
  it('answers 401 with the mode’s message for a wrong or missing credential', async () => {
    const unauthorized = (message: string) => ({ status: 401, body: { code: 401, message } });
    expect(await server.call('POST', 'agent/detail', detail, { ...OPEN, 'Access-Key': 'x' })).toEqual(
      unauthorized('Access-Key 无效'),
    );
    const { 'Access-Key': _key, ...noKey } = OPEN;
    const openBase = await fetch(server.url('/v1/oapi/agent/agent/detail'), {
      method: 'POST',
      headers: noKey,
      body: JSON.stringify(detail),
    });
    expect(openBase.status).toBe(401);
    expect(await openBase.json()).toEqual({ code: 401, message: 'Access-Key 无效' });
    expect(await server.call('POST', 'agent/detail', detail, { ...INNER, Authorization: 'x' })).toEqual(
      unauthorized('Authorization 无效或已过期'),
    );
    expect(
      await server.call('POST', 'agent/detail', detail, { ...INNER, Authorization: 'Bearer other' }),
    ).toEqual(unauthorized('Authorization 无效或已过期'));
  });

  it('accepts the token bare or as Bearer, and header names in any case', async () => {
    for (const authorization of ['demo-token', 'Bearer demo-token']) {
      const { status } = await server.call('POST', 'agent/detail', detail, {
        ...INNER,
        Authorization: authorization,
      });
      expect(status).toBe(200);
    }
    const lower = await server.call('POST', 'agent/detail', detail, {
      'workspace-id': 'w',
      'access-key': 'demo-access-key',
    });
    expect(lower.body.data.application.name).toBe('小智助手');
  });

  it('answers 400 without Workspace-Id', async () => {
    const missing = await server.call('POST', 'agent/detail', detail, { 'Access-Key': 'demo-access-key' });
    expect(missing).toEqual({ status: 400, body: { code: 400, message: '缺少 Workspace-Id' } });
  });

  it('accepts env local, development and pre, and refuses anything else', async () => {
    for (const env of ['local', 'development', 'pre']) {
      expect((await server.call('POST', `agent/detail?env=${env}`, detail)).status).toBe(200);
    }
    for (const env of ['production', 'prod', '']) {
      const { status, body } = await server.call('POST', `agent/detail?env=${env}`, detail);
      expect(status).toBe(400);
      expect(body.code).toBe(400);
    }
  });

  it('answers 404 in the envelope for an unknown call', async () => {
    expect(await server.call('GET', 'no/such/call')).toEqual({
      status: 404,
      body: { code: 404, message: '接口不存在' },
    });
    expect((await fetch(server.url('/nothing-here'))).status).toBe(404);
  });

  it('answers CORS preflights so a page on another origin can embed the widget', async () => {
    const response = await fetch(server.url('/v1/oapi/agent/agent/detail'), {
      method: 'OPTIONS',
      headers: { Origin: 'https://host.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const name of ['workspace-id', 'access-key', 'authorization', 'content-type'])
      expect(allowed).toContain(name);
  });

  it('logs requests with header names and env, never credential values', async () => {
    await server.call('POST', 'agent/detail?env=pre', detail);
    await server.call('POST', 'agent/detail', detail, INNER);
    const log = (await (await fetch(server.url('/__test/requests'))).json()).data as Json[];
    expect(log).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/oapi/agent/agent/detail',
        mode: 'open',
        env: 'pre',
      }),
      expect.objectContaining({ method: 'POST', path: '/v1/agent/detail', mode: 'inner', env: null }),
    ]);
    expect(log[0].headerNames).toEqual(expect.arrayContaining(['workspace-id', 'access-key']));
    expect(log[1].headerNames).toContain('authorization');
    expect(JSON.stringify(log)).not.toMatch(/demo-access-key|demo-token/);
  });
});

describe('agent detail', () => {
  it('describes demo-agent per the wire format', async () => {
    const { body } = await server.call('POST', 'agent/detail', detail);
    expect(body).toMatchObject({ code: 0, message: 'ok' });
    const agent = body.data;
    expect(agent.application).toMatchObject({ flowId: 'demo-agent', name: '小智助手', color: '#4f46e5' });
    expect(agent).toMatchObject({ developer: '演示团队', workspace_name: '演示空间', workspace_id: 'ws-1' });
    expect(agent.config.rule).toMatchObject({
      welcome: '你好！我是小智助手，可以帮你检索资料、执行流程并整理答案。',
      is_show_think: true,
      not_show_function_call: false,
      free_model: false,
      agent_variables: [],
    });
    expect(agent.config.rule.question_guide).toHaveLength(4);
    expect(agent.flows.length).toBeGreaterThanOrEqual(2);
    expect(agent.utility.length).toBeGreaterThanOrEqual(2);
    expect(agent.agents).toEqual(expect.any(Array));
    expect(agent.a2a).toEqual(expect.any(Array));
  });

  it('describes second-agent in inner mode, and 404 for an unknown agent', async () => {
    const { body } = await server.call('POST', 'agent/detail', { flow_id: 'second-agent' }, INNER);
    expect(body.data.application.name).toBe('数据分析师');
    expect(body.data.config.rule.question_guide).toHaveLength(6);
    for (const id of ['nobody', 'constructor']) {
      expect(await server.call('POST', 'agent/detail', { flow_id: id })).toEqual({
        status: 404,
        body: { code: 404, message: 'Agent 不存在' },
      });
    }
  });

  it('lists models, limited models and the workspace plan', async () => {
    const models = (await server.call('GET', 'llm/active_channels?generate_type=1')).body.data;
    expect(models[0]).toEqual(expect.objectContaining({ model: expect.any(String), channel: 'official' }));
    // What an answer costs, shown on AGENT_TESTING conversations (decision 058).
    expect(models.every((model: { points: unknown }) => typeof model.points === 'number')).toBe(true);
    expect((await server.call('GET', 'workspace/model_limited?workspace_id=ws-1')).body.data).toEqual(
      expect.any(Array),
    );
    expect((await server.call('GET', 'product_service/ws-1')).body.data).toEqual({
      status: 1,
      product_code: 'Pro',
    });
    expect((await server.call('GET', 'product_service/free-ws')).body.data.product_code).toBe('Free');
  });
});
