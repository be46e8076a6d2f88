import { describe, expect, it } from 'vitest';
import { sendMessageAtom } from '../../src/state/actions/send-message';
import {
  configAtom,
  createChatStore,
  EMPTY_CHAT_CONFIG,
  followedAnswerAtom,
  messagesAtom,
} from '../../src/state/chat-store';
import { createFakeNetwork } from '../helpers/fake-network';
import { createFakeFetch, ok } from '../helpers/fake-server';
import { createManualClock } from '../helpers/manual-clock';
import { createControlledStream, flush, sse } from '../helpers/stream-response';

function setup(remoteRecords: unknown[], ports = {}) {
  const stream = createControlledStream();
  let sent = false;
  // The history reads after the message went out: the syncs' looks and the history they load.
  let looks = 0;
  const server = createFakeFetch({
    'chat/conversation/create': () => ok({ conversation_id: 'c1' }),
    'chat/conversation/list': () => ok([]),
    'chat/session/current': () => ok('s1'),
    'chat/records': () => {
      if (sent) looks += 1;
      return ok({ data_list: sent ? remoteRecords : [], total_pages: 1 });
    },
    chat_messages: () => {
      sent = true;
      return stream.response;
    },
  });
  const store = createChatStore({ fetch: server.fetch, ...ports });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'a', workspaceId: 'w', accessKey: 'k' });
  return { store, stream, looks: () => looks };
}

async function breakMidAnswer(remoteRecords: unknown[], ports = {}) {
  const run = setup(remoteRecords, ports);
  const { store, stream } = run;
  const sending = store.set(sendMessageAtom, { content: '问题' });
  for (let index = 0; index < 6; index += 1) await flush();
  stream.push(
    sse({ type: 'CHAT_RECORD', record_id: 'r9' }) + sse({ type: 'TEXT', content: '本地显示的部分' }),
  );
  for (let index = 0; index < 6; index += 1) await flush();
  stream.fail();
  await sending;
  await settle();
  return { ...run, messages: () => store.get(messagesAtom) };
}

async function settle() {
  for (let index = 0; index < 10; index += 1) await flush();
}

const finishedRecord = {
  id: 'r9',
  user_content: '问题',
  response: '本地显示的部分，以及服务器独自写完的其余部分',
  record_status: 'SUCCEEDED',
  create_time: 1,
};

describe('after a stream error', () => {
  it("pulls the remote messages when the server holds the answer's record", async () => {
    const { messages } = await breakMidAnswer([
      {
        id: 'r9',
        user_content: '问题',
        response: '服务器保存的完整部分',
        record_status: 'FAILED',
        response_ext: { message: '连接中断' },
        create_time: 1,
      },
    ]);
    expect(messages().map((message) => message.content)).toEqual(['问题', '服务器保存的完整部分']);
    expect(messages()[1]).toMatchObject({ success: false, errorMessage: '连接中断' });
  });

  it('keeps what was shown when the remote copy holds less text', async () => {
    const { messages } = await breakMidAnswer([
      { id: 'r9', user_content: '问题', response: '短', record_status: 'FAILED', create_time: 1 },
    ]);
    expect(messages().map((message) => message.content)).toEqual(['问题', '本地显示的部分']);
  });

  it('keeps what was shown when the server does not have the record', async () => {
    const { messages } = await breakMidAnswer([]);
    expect(messages().map((message) => message.content)).toEqual(['问题', '本地显示的部分']);
    expect(messages()[1]).toMatchObject({ success: false, errorMessage: '回答中断，请重试' });
  });

  it('waits for the network to come back before it looks', async () => {
    const network = createFakeNetwork(true);
    const clock = createManualClock();
    const run = setup([finishedRecord], { network, clock });
    const sending = run.store.set(sendMessageAtom, { content: '问题' });
    for (let index = 0; index < 6; index += 1) await flush();
    run.stream.push(
      sse({ type: 'CHAT_RECORD', record_id: 'r9' }) + sse({ type: 'TEXT', content: '本地显示的部分' }),
    );
    for (let index = 0; index < 6; index += 1) await flush();
    network.set(false);
    run.stream.fail();
    await sending;
    await settle();
    expect(run.looks()).toBe(0);
    expect(run.store.get(messagesAtom)[1]).toMatchObject({ success: false, content: '本地显示的部分' });
    network.set(true);
    await settle();
    expect(run.looks()).toBe(2);
    expect(run.store.get(messagesAtom)[1]).toMatchObject({ success: true, content: finishedRecord.response });
  });

  it('looks again while the server is still finishing the cut answer, then shows it', async () => {
    const clock = createManualClock();
    const records: unknown[] = [];
    const run = await breakMidAnswer(records, { clock, network: createFakeNetwork() });
    expect(run.looks()).toBe(1);
    records.push(finishedRecord);
    clock.advance(999);
    await settle();
    expect(run.looks()).toBe(1);
    clock.advance(1);
    await settle();
    // One look that found it, and the history it then loaded.
    expect(run.looks()).toBe(3);
    expect(run.messages()[1]).toMatchObject({ success: true, content: finishedRecord.response });
  });

  it('stops looking after about half a minute', async () => {
    const clock = createManualClock();
    const run = await breakMidAnswer([], { clock, network: createFakeNetwork() });
    for (let index = 0; index < 10; index += 1) {
      clock.advance(16_000);
      await settle();
    }
    expect(run.looks()).toBe(6);
    expect(clock.pending()).toBe(0);
  });

  it('takes no look while another answer streams in the conversation', async () => {
    const clock = createManualClock();
    const records: unknown[] = [finishedRecord];
    const run = setup(records, { clock, network: createFakeNetwork() });
    const sending = run.store.set(sendMessageAtom, { content: '问题' });
    for (let index = 0; index < 6; index += 1) await flush();
    run.stream.push(
      sse({ type: 'CHAT_RECORD', record_id: 'r9' }) + sse({ type: 'TEXT', content: '本地显示的部分' }),
    );
    for (let index = 0; index < 6; index += 1) await flush();
    // Another tab streams an answer into this conversation when the stream breaks.
    run.store.set(followedAnswerAtom, {
      conversationId: 'c1',
      answer: run.store.get(messagesAtom)[1] as never,
    });
    run.stream.fail();
    await sending;
    await settle();
    expect(run.looks()).toBe(0);
    run.store.set(followedAnswerAtom, null);
    clock.advance(1_000);
    await settle();
    expect(run.looks()).toBe(2);
    expect(run.store.get(messagesAtom)[1]).toMatchObject({ content: finishedRecord.response });
  });
});
