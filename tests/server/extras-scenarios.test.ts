// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eventually, type Json, sseEvents, startReferenceServer } from './server-harness';

const server = startReferenceServer();

async function run(content: string) {
  const id = await server.createConversation();
  const response = await server.chat(id, content);
  const events = sseEvents(await response.text());
  const history = await eventually(
    () => server.records(id),
    (page: Json) => page.data_list.length > 0 && page.data_list[0].record_status !== 'PENDING',
  );
  return { id, events, records: history.data_list as Json[] };
}

describe('message extras scenarios', () => {
  it('attachments: stores an image and a quote on this record, three earlier records before it', async () => {
    const { records } = await run('/scenario attachments');
    const [latest, ...earlier] = records;
    expect(latest.files[0]).toMatchObject({ file_name: 'landscape.png', file_type: 'image/png' });
    expect(latest.quotes[0]).toMatchObject({ quote_type: 'TEXT', content: expect.any(String) });
    expect(earlier).toHaveLength(3);
    const pdf = earlier.find((record: Json) => record.files[0]?.file_name === 'quarterly-report.pdf');
    expect(pdf.quotes[0]).toMatchObject({ quote_type: 'URL', url: expect.stringMatching(/^http:\/\//) });
    expect(earlier.some((record: Json) => !record.user_content && record.files.length === 0)).toBe(true);
    // Newest first: every seeded record is older than the answer that created it.
    expect(earlier.every((record: Json) => record.create_time < latest.create_time)).toBe(true);
  });

  it('references: this record refers to a file of type reference that the server serves', async () => {
    const { records } = await run('/scenario references');
    expect(records).toHaveLength(1);
    expect(records[0].files[0]).toMatchObject({ file_name: '产品手册.pdf', file_type: 'reference' });
    const served = await fetch(records[0].files[0].file_url);
    expect(served.headers.get('content-type')).toBe('application/pdf');
  });

  it('serves the attached files with their types', async () => {
    const { records } = await run('/scenario attachments');
    const urls = records.flatMap((record: Json) => record.files.map((file: Json) => file.file_url));
    const answers = await Promise.all(urls.map((url: string) => fetch(url)));
    expect(answers.map((answer) => answer.headers.get('content-type'))).toEqual(
      expect.arrayContaining(['image/png', 'application/pdf', 'text/plain; charset=utf-8']),
    );
    const png = new Uint8Array(await (await fetch(urls[0])).arrayBuffer());
    expect([...png.slice(1, 4)].map((code) => String.fromCharCode(code)).join('')).toBe('PNG');
    expect((await fetch(server.url('/demo-files/nothing.exe'))).status).toBe(404);
  });

  it('tips: the record keeps follow-up tips; the stream has no event for them', async () => {
    const { events, records } = await run('/scenario tips');
    expect(records[0].tips).toHaveLength(3);
    expect(events.some((event) => JSON.stringify(event).includes(records[0].tips[0]))).toBe(false);
  });

  it('related-slow: RELATED_QUESTIONS PENDING first, the list later; the record keeps only the list', async () => {
    const { events, records } = await run('/scenario related-slow 50');
    const related = events.filter((event) => event.type === 'RELATED_QUESTIONS');
    expect(related[0]).toMatchObject({ status: 'PENDING', content: [] });
    expect(related[1].content).toHaveLength(3);
    expect(records[0].response_ext.related_questions).toEqual(related[1].content);
  });

  it('task-failed: a FAILED task, then RESULT FAILED; the record keeps the task and group progress', async () => {
    const { events, records } = await run('/scenario task-failed');
    expect(events.find((event) => event.type === 'TASK').task).toMatchObject({ status: 'FAILED' });
    expect(events.at(-1)).toMatchObject({ type: 'RESULT', status: 'FAILED' });
    expect(records[0].record_status).toBe('FAILED');
    expect(records[0].response_ext.tasks[0]).toMatchObject({ id: 'task-weekly', status: 'FAILED' });
    expect(records[0].response_ext.group_progress_list).toHaveLength(2);
  });

  it('regenerate: the new record replaces the last one and keeps the resent file and quote', async () => {
    const { id, records: before } = await run('/scenario attachments');
    const response = await server.chat(id, '再说一遍', undefined, {
      action: 'regenerate',
      file_ids: ['upload-landscape.png'],
      file_action: 'IMAGE_URL',
      enforce_tool_call_params: { chat_quote_id: 'q-text' },
    });
    await response.text();
    const after = await eventually(
      () => server.records(id),
      (page: Json) =>
        page.data_list[0].user_content === '再说一遍' && page.data_list[0].record_status !== 'PENDING',
    );
    const [latest, ...earlier] = after.data_list as Json[];
    expect(earlier.map((record: Json) => record.id)).toEqual(
      before.slice(1).map((record: Json) => record.id),
    );
    expect(latest.files).toEqual([before[0].files[0]]);
    expect(latest.quotes).toEqual([before[0].quotes[0]]);
  });

  it('resends a file uploaded to this workspace, and ignores unknown file and quote ids', async () => {
    const id = await server.createConversation();
    const sts = (await server.call('GET', 'upload_sts')).body.data;
    const path = `${sts.path_prefix}chat/web/demo-agent/2-b.txt`;
    await fetch(`${sts.endpoint}/${path}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${sts.token}` },
      body: 'hello',
    });
    const registered = await server.call('POST', 'file_upload_oss', {
      oss_path: path,
      file_type: 'text/plain',
      file_name: 'b.txt',
      file_size: 5,
      conversation_id: id,
      robot_id: 'demo-agent',
      file_action: 'FILE_URL',
    });
    const uploadId = registered.body.data.upload_file_id;
    await (
      await server.chat(id, '看看这个文件', undefined, {
        file_ids: [uploadId, 'no-such-file'],
        enforce_tool_call_params: { chat_quote_id: 'no-such-quote' },
      })
    ).text();
    const page = await eventually(
      () => server.records(id),
      (value: Json) => value.data_list.length > 0 && value.data_list[0].record_status !== 'PENDING',
    );
    expect(page.data_list[0].files).toEqual([
      {
        file_name: 'b.txt',
        file_type: 'text/plain',
        file_url: registered.body.data.file_url,
        upload_file_id: uploadId,
        byte_size: 5,
      },
    ]);
    expect(page.data_list[0].quotes).toEqual([]);
  });
});
