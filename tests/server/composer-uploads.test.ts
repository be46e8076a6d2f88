// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventually, INNER, OPEN, startReferenceServer } from './server-harness';

const server = startReferenceServer();

function direct(
  form: FormData,
  headers: Record<string, string> = { 'Workspace-Id': 'ws-1', 'Access-Key': 'demo-access-key' },
) {
  return fetch(server.url('/upload/direct'), { method: 'POST', headers, body: form });
}

function formOf(name: string, content: string, type = 'text/plain', action = 'FILE_URL') {
  const form = new FormData();
  form.append('file', new File([content], name, { type }));
  form.append('file_type', type);
  form.append('file_action', action);
  return form;
}

describe('composer file support', () => {
  it('answers each agent its own list: some extensions, every file, or none', async () => {
    const ask = async (agentId: string) =>
      (await server.call('POST', 'chat/agent/file-support', { agent_id: agentId })).body.data;
    const demo = await ask('demo-agent');
    expect(demo.filter((entry: { support: unknown }) => entry.support !== false).length).toBe(2);
    expect(await ask('second-agent')).toEqual([{ name: '全部文件', support: true, extension: '*' }]);
    expect((await ask('quiet-agent')).every((entry: { support: unknown }) => entry.support === false)).toBe(
      true,
    );
    expect((await server.call('POST', 'chat/agent/file-support', { agent_id: 'nobody' })).status).toBe(404);
  });
});

describe('direct upload', () => {
  it('parses the multipart body, keeps the bytes and serves them back', async () => {
    const response = await direct(formOf('笔记.txt', 'hello direct'));
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual({ url: expect.stringContaining('/files/'), upload_file_id: expect.any(String) });
    const file = await fetch(data.url);
    expect(await file.text()).toBe('hello direct');
    expect(file.headers.get('content-type')).toBe('text/plain');
  });

  it('takes a token in inner mode and refuses missing or wrong credentials', async () => {
    const inner = { 'Workspace-Id': 'ws-1', Authorization: INNER.Authorization };
    expect((await direct(formOf('a.txt', 'x'), inner)).status).toBe(200);
    expect(
      (await direct(formOf('a.txt', 'x'), { 'Workspace-Id': 'ws-1', 'Access-Key': 'wrong' })).status,
    ).toBe(401);
    expect((await direct(formOf('a.txt', 'x'), { 'Access-Key': 'demo-access-key' })).status).toBe(400);
  });

  it('refuses a body without a file or with a file_action other than FILE_URL', async () => {
    const noFile = new FormData();
    noFile.append('file_type', 'text/plain');
    noFile.append('file_action', 'FILE_URL');
    expect((await direct(noFile)).status).toBe(400);
    expect((await direct(formOf('a.txt', 'x', 'text/plain', 'RUN'))).status).toBe(400);
    expect((await direct(formOf('a.png', 'x', 'image/png', 'IMAGE_URL'))).status).toBe(400);
  });

  it('fails a file named fail-upload with the server message', async () => {
    const response = await direct(formOf('fail-upload.txt', 'x'));
    expect(response.status).toBe(500);
    expect((await response.json()).message).toBe('存储服务暂时不可用，请稍后重试');
  });

  it('reads a body starting with slow-upload slowly', async () => {
    const started = Date.now();
    const response = await direct(formOf('slow-upload.txt', 'slow-upload'.padEnd(300_000, '.')));
    expect(response.status).toBe(200);
    // Five 64 KB chunks or so, each followed by a pause.
    expect(Date.now() - started).toBeGreaterThan(150);
  });

  it('a directly uploaded file joins the user record of the message that sends it', async () => {
    const { data } = await (await direct(formOf('记录.txt', 'kept'))).json();
    const id = await server.createConversation();
    await (
      await server.chat(id, '看看这个文件', undefined, {
        file_ids: [data.upload_file_id],
        file_action: 'FILE_URL',
      })
    ).text();
    const records = await eventually(
      () => server.records(id),
      (page) => page.data_list.length > 0,
    );
    expect(records.data_list[0].files).toEqual([
      expect.objectContaining({
        file_name: '记录.txt',
        upload_file_id: data.upload_file_id,
        file_url: data.url,
      }),
    ]);
  });
});

describe('storage flow failure trigger', () => {
  it('file_upload_oss refuses a file named fail-upload with the server message', async () => {
    const id = await server.createConversation();
    const sts = (await server.call('GET', 'upload_sts')).body.data;
    await fetch(`${sts.endpoint}/${sts.path_prefix}chat/web/demo-agent/1-f.txt`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${sts.token}`, 'Content-Type': 'text/plain' },
      body: 'x',
    });
    const { status, body } = await server.call(
      'POST',
      'file_upload_oss',
      {
        oss_path: `${sts.path_prefix}chat/web/demo-agent/1-f.txt`,
        file_type: 'text/plain',
        file_name: 'fail-upload.txt',
        file_size: 1,
        conversation_id: id,
        robot_id: 'demo-agent',
        file_action: 'FILE_URL',
      },
      OPEN,
    );
    expect(status).toBe(500);
    expect(body.message).toBe('存储服务暂时不可用，请稍后重试');
  });
});
