// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Json, startReferenceServer } from './server-harness';

const server = startReferenceServer();

async function detailOf(flowId: string) {
  return server.call('POST', 'agent/detail', { flow_id: flowId });
}

describe('agent profile in the agent detail', () => {
  it('gives demo-agent a full profile: more than 10 skills, counted datasets, tables and Agent Go', async () => {
    const { body } = await detailOf('demo-agent');
    const agent = body.data;
    expect(agent).toMatchObject({ developer: '演示团队', workspace_name: '演示空间' });
    expect(agent.flows.length + agent.utility.length).toBeGreaterThan(10);
    for (const utility of agent.utility) expect(utility.metadata.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(agent.config.dataset.every((entry: Json) => typeof entry.document_count === 'number')).toBe(true);
    expect(agent.config.database.table_list.length).toBeGreaterThan(0);
    const agentGo = agent.config.agent_auth_app.find((app: Json) => app.auth_app_source === 'weixin_kf');
    expect(agentGo.name).toBe('小智微信客服');
    expect(agentGo.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(agentGo.qr_code).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/demo\/icons\/agent-go-qr\.svg$/);
    const qr = await fetch(agentGo.qr_code);
    expect(qr.status).toBe(200);
    expect(qr.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('names only images this server serves, so the demo makes no outside requests', async () => {
    const { body } = await detailOf('demo-agent');
    const origin = new URL(server.url('/')).origin;
    const images = [
      ...body.data.flows.map((flow: Json) => flow.icon),
      ...body.data.utility.map((utility: Json) => utility.metadata.icon),
    ].filter(Boolean);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(new URL(image).origin).toBe(origin);
  });

  it('gives quiet-agent an empty profile: no workspace name, no skills, no memory, no Agent Go', async () => {
    const { body } = await detailOf('quiet-agent');
    expect(body.data.workspace_name).toBeUndefined();
    expect(body.data).toMatchObject({ flows: [], utility: [] });
    expect(body.data.config).toMatchObject({
      agent_auth_app: null,
      dataset: [],
      database: { table_list: [] },
    });
  });

  it('marks the collaborator that has sub-agents of its own', async () => {
    const { body } = await detailOf('demo-agent');
    const flagged = body.data.agents.filter((entry: Json) => entry.has_sub_agent === true);
    expect(flagged.map((entry: Json) => entry.id)).toEqual(['sub-finance']);
  });
});

describe('a collaborating agent’s detail by its id', () => {
  it('answers each collaborator of demo-agent with its own profile', async () => {
    const { body: main } = await detailOf('demo-agent');
    const ids = [...main.data.agents, ...main.data.a2a].map((entry: Json) =>
      String(entry.id ?? entry.app_id),
    );
    expect(ids).toEqual(['sub-translator', 'sub-finance', 'sub-writer', 'a2a-legal']);
    const names = [...main.data.agents, ...main.data.a2a].map((entry: Json) => entry.name);
    for (const [index, id] of ids.entries()) {
      const { status, body } = await detailOf(id);
      expect(status).toBe(200);
      expect(body.data.application).toMatchObject({ flowId: id, name: names[index] });
      expect(body.data.utility.length).toBeGreaterThan(0);
      expect(body.data.utility).not.toEqual(main.data.utility);
    }
  });

  it('lists the sub-agents of a collaborator that has them, and answers their details too', async () => {
    const { body } = await detailOf('sub-finance');
    expect(body.data.agents.map((entry: Json) => entry.id)).toEqual(['sub-tax']);
    expect(body.data.config.database.table_list).toHaveLength(4);
    const { status, body: tax } = await detailOf('sub-tax');
    expect(status).toBe(200);
    expect(tax.data.application.name).toBe('税务顾问');
  });

  it('answers a single-object agent_auth_app for DocWriter and no workspace name for the A2A agent', async () => {
    const { body: writer } = await detailOf('sub-writer');
    expect(writer.data.config.agent_auth_app).toMatchObject({ auth_app_source: 'weixin_kf' });
    const { body: legal } = await detailOf('a2a-legal');
    expect(legal.data.workspace_name).toBeUndefined();
  });

  it('still refuses an unknown agent id', async () => {
    const { status, body } = await detailOf('sub-unknown');
    expect(status).toBe(404);
    expect(body.message).toBe('Agent 不存在');
  });
});
