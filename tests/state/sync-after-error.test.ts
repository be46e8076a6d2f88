import { describe, expect, it } from 'vitest';
import { sendMessageAtom } from '../../src/state/actions/send-message';
import { configAtom, createChatStore, EMPTY_CHAT_CONFIG, messagesAtom } from '../../src/state/chat-store';
import { createFakeFetch, ok } from '../helpers/fake-server';
import { createControlledStream, flush, sse } from '../helpers/stream-response';

function setup(remoteRecords: unknown[]) {
  const stream = createControlledStream();
  let sent = false;
  const server = createFakeFetch({
    'chat/conversation/create': () => ok({ conversation_id: 'c1' }),
    'chat/conversation/list': () => ok([]),
    'chat/session/current': () => ok('s1'),
    'chat/records': () => ok({ data_list: sent ? remoteRecords : [], total_pages: 1 }),
    chat_messages: () => {
      sent = true;
      return stream.response;
    },
  });
  const store = createChatStore({ fetch: server.fetch });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
  return { store, stream };
}

async function breakMidAnswer(remoteRecords: unknown[]) {
  const { store, stream } = setup(remoteRecords);
  const sending = store.set(sendMessageAtom, { content: '问题' });
  for (let index = 0; index < 6; index += 1) await flush();
  stream.push(
    sse({ type: 'CHAT_RECORD', record_id: 'r9' }) + sse({ type: 'TEXT', content: '本地显示的部分' }),
  );
  for (let index = 0; index < 6; index += 1) await flush();
  stream.fail();
  await sending;
  for (let index = 0; index < 10; index += 1) await flush();
  return store.get(messagesAtom);
}

describe('after a stream error', () => {
  it("pulls the remote messages when the server holds the answer's record", async () => {
    const messages = await breakMidAnswer([
      {
        id: 'r9',
        user_content: '问题',
        response: '服务器保存的完整部分',
        record_status: 'FAILED',
        response_ext: { message: '连接中断' },
        create_time: 1,
      },
    ]);
    expect(messages.map((message) => message.content)).toEqual(['问题', '服务器保存的完整部分']);
    expect(messages[1]).toMatchObject({ success: false, errorMessage: '连接中断' });
  });

  it('keeps what was shown when the remote copy holds less text', async () => {
    const messages = await breakMidAnswer([
      { id: 'r9', user_content: '问题', response: '短', record_status: 'FAILED', create_time: 1 },
    ]);
    expect(messages.map((message) => message.content)).toEqual(['问题', '本地显示的部分']);
  });

  it('keeps what was shown when the server does not have the record', async () => {
    const messages = await breakMidAnswer([]);
    expect(messages.map((message) => message.content)).toEqual(['问题', '本地显示的部分']);
    expect(messages[1]).toMatchObject({ success: false, errorMessage: '回答中断，请重试' });
  });
});
