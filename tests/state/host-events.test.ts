import { describe, expect, it } from 'vitest';
import { sendComposerAtom } from '../../src/state/actions/send-composer';
import { stopGenerationAtom } from '../../src/state/actions/stop-generation';
import { configAtom, createChatStore, draftAtom, EMPTY_CHAT_CONFIG } from '../../src/state/chat-store';
import { attachmentAtom } from '../../src/state/composer-state';
import type { HostEventDetails } from '../../src/state/host-events';
import { createFakeFetch, ok } from '../helpers/fake-server';
import { sse } from '../helpers/stream-response';

type Emitted = { [Name in keyof HostEventDetails]: [Name, HostEventDetails[Name]] }[keyof HostEventDetails];

function setup(chat: () => Response | Promise<Response>) {
  const server = createFakeFetch({
    'chat/conversation/create': () => ok({ conversation_id: 'c-new' }),
    'chat/conversation/list': () => ok({ data_list: [] }),
    'chat/records': () => ok({ data_list: [], total_pages: 1 }),
    chat_messages: chat,
  });
  const emitted: Emitted[] = [];
  let time = 1000;
  // Every reading of the clock is 250 ms later than the one before.
  const clock = { now: () => (time += 250), setTimeout, clearTimeout } as never;
  const store = createChatStore({
    fetch: server.fetch,
    clock,
    emit: (name, detail) => emitted.push([name, detail] as Emitted),
  });
  store.set(configAtom, {
    ...EMPTY_CHAT_CONFIG,
    agentId: 'agent-1',
    workspaceId: 'ws',
    accessKey: 'secret-key',
  });
  return { store, emitted };
}

const record = sse({ type: 'CHAT_RECORD', record_id: 'r-1' });

describe('the host events of a send', () => {
  it('tells once that the message left and once that its answer completed, without credentials', async () => {
    const { store, emitted } = setup(
      () =>
        new Response(
          record +
            sse({ type: 'TEXT', content: '好' }) +
            sse({ type: 'RESULT', status: 'SUCCEEDED', finish_reason: 'stop' }),
        ),
    );
    store.set(draftAtom, '你好');
    store.set(attachmentAtom, {
      status: 'uploaded',
      id: 'a1',
      file: { name: '报告.pdf', type: 'application/pdf', url: 'https://files/r.pdf', uploadFileId: 'up-1' },
      fileAction: 'FILE_URL',
    });
    expect(await store.set(sendComposerAtom)).toBe(true);
    expect(emitted).toEqual([
      ['message-sent', { text: '你好', fileNames: ['报告.pdf'], conversationId: 'c-new' }],
      [
        'answer-finished',
        { recordId: 'r-1', status: 'completed', finishReason: 'stop', duration: expect.any(Number) },
      ],
    ]);
    // Measured with the clock port from the send to the end.
    expect((emitted[1]![1] as { duration: number }).duration).toBeGreaterThanOrEqual(250);
    expect(JSON.stringify(emitted)).not.toContain('secret-key');
  });

  it('reports a failed answer as failed (RESULT with FAILED)', async () => {
    const { store, emitted } = setup(
      () => new Response(record + sse({ type: 'RESULT', status: 'FAILED', message: '出错了' })),
    );
    await store.set(sendComposerAtom, undefined, '会失败');
    expect(emitted.map(([name]) => name)).toEqual(['message-sent', 'answer-finished']);
    expect(emitted[1]?.[1]).toMatchObject({ recordId: 'r-1', status: 'failed', finishReason: null });
  });

  it('reports a stopped answer as aborted with finish reason abort', async () => {
    const { store, emitted } = setup(
      // The answer never ends by itself: only the stop ends it.
      () =>
        new Response(
          new ReadableStream({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(record));
            },
          }),
        ),
    );
    const sending = store.set(sendComposerAtom, undefined, '停下');
    await expect.poll(() => emitted.length).toBe(1);
    store.set(stopGenerationAtom);
    await sending;
    expect(emitted[1]).toEqual([
      'answer-finished',
      expect.objectContaining({ recordId: 'r-1', status: 'aborted', finishReason: 'abort' }),
    ]);
    expect(emitted).toHaveLength(2);
  });

  it('sends nothing and tells nothing for blank text', async () => {
    const { store, emitted } = setup(() => new Response(''));
    expect(await store.set(sendComposerAtom, undefined, '   ')).toBe(false);
    expect(emitted).toEqual([]);
  });
});
