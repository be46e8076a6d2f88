import { describe, expect, it } from 'vitest';
import type { ComposerAttachment } from '../../src/model/composer-input';
import type { UserMessage } from '../../src/model/message';
import { canSendComposerAtom, sendComposerAtom } from '../../src/state/actions/send-composer';
import {
  configAtom,
  createChatStore,
  draftAtom,
  EMPTY_CHAT_CONFIG,
  focusRequestAtom,
  messagesAtom,
  toastAtom,
} from '../../src/state/chat-store';
import { attachmentAtom, quoteDraftAtom } from '../../src/state/composer-state';
import { createFakeNetwork } from '../helpers/fake-network';
import { createFakeFetch, ok } from '../helpers/fake-server';
import { sse } from '../helpers/stream-response';

const uploaded: ComposerAttachment = {
  status: 'uploaded',
  id: 'a1',
  file: { name: 'r.pdf', type: 'application/pdf', url: 'https://files/r.pdf', uploadFileId: 'up-1' },
  fileAction: 'FILE_URL',
};

function setup(chat: () => Response | Promise<Response>, network = createFakeNetwork()) {
  const server = createFakeFetch({
    'chat/conversation/create': () => ok({ conversation_id: 'c-new' }),
    'chat/conversation/list': () => ok({ data_list: [] }),
    'chat/records': () => ok({ data_list: [], total_pages: 1 }),
    chat_messages: chat,
  });
  const store = createChatStore({ fetch: server.fetch, network });
  store.set(configAtom, { ...EMPTY_CHAT_CONFIG, agentId: 'agent-1', workspaceId: 'ws', accessKey: 'key' });
  return { store, server };
}

const answered = () =>
  new Response(sse({ type: 'TEXT', content: '好' }) + sse({ type: 'RESULT', status: 'SUCCEEDED' }));
const chatBody = (server: ReturnType<typeof setup>['server']) =>
  server.calls.find((call) => call.path.endsWith('chat_messages'))?.body as Record<string, unknown>;

describe('sending what the composer holds', () => {
  it('fails at once while offline, keeping text, mention, file and quote, and sends nothing', async () => {
    const network = createFakeNetwork(false);
    const { store, server } = setup(answered, network);
    store.set(draftAtom, '@助手 看看这个文件');
    store.set(attachmentAtom, uploaded);
    store.set(quoteDraftAtom, { quoteType: 'TEXT', content: '引用的话' });
    expect(await store.set(sendComposerAtom)).toBe(false);
    expect([store.get(draftAtom), store.get(attachmentAtom), store.get(quoteDraftAtom)]).toEqual([
      '@助手 看看这个文件',
      uploaded,
      { quoteType: 'TEXT', content: '引用的话' },
    ]);
    expect(store.get(messagesAtom)).toEqual([]);
    expect(store.get(toastAtom)?.text).toBe('网络已断开，消息未发送');
    expect(server.calls).toEqual([]);
    // Back online, nothing leaves by itself: only the visitor's next send.
    network.set(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.calls).toEqual([]);
    expect(await store.set(sendComposerAtom)).toBe(true);
    expect(chatBody(server)).toMatchObject({ content: '@助手 看看这个文件', file_ids: ['up-1'] });
  });

  it('sends text, file and quote together, shows them on the user message and clears the composer', async () => {
    const { store, server } = setup(answered);
    store.set(draftAtom, '看看这个文件');
    store.set(attachmentAtom, uploaded);
    store.set(quoteDraftAtom, { quoteType: 'TEXT', content: '引用的话' });
    expect(await store.set(sendComposerAtom)).toBe(true);
    expect(chatBody(server)).toMatchObject({
      content: '看看这个文件',
      file_ids: ['up-1'],
      file_action: 'FILE_URL',
      quote: { quote_type: 'TEXT', content: '引用的话' },
    });
    const user = store.get(messagesAtom)[0] as UserMessage;
    expect(user.file?.name).toBe('r.pdf');
    expect(user.quote).toEqual({ quoteType: 'TEXT', content: '引用的话' });
    expect([store.get(draftAtom), store.get(attachmentAtom), store.get(quoteDraftAtom)]).toEqual([
      '',
      null,
      null,
    ]);
  });

  it('keeps text, file and quote when the send never reached the server', async () => {
    const { store } = setup(() => new Response('{"code":1,"message":"服务繁忙"}', { status: 500 }));
    store.set(draftAtom, '再试一次');
    store.set(attachmentAtom, uploaded);
    store.set(quoteDraftAtom, { quoteType: 'URL', content: 'https://a.example/', url: 'https://a.example/' });
    const focusBefore = store.get(focusRequestAtom);
    await store.set(sendComposerAtom);
    expect(store.get(draftAtom)).toBe('再试一次');
    expect(store.get(attachmentAtom)).toEqual(uploaded);
    expect(store.get(quoteDraftAtom)?.url).toBe('https://a.example/');
    expect(store.get(focusRequestAtom)).toBeGreaterThan(focusBefore);
  });

  it('sends a file without text, but nothing while the file is still uploading', async () => {
    const { store, server } = setup(answered);
    const uploading: ComposerAttachment = {
      status: 'uploading',
      id: 'a2',
      name: 'big.pdf',
      size: 10,
      type: 'application/pdf',
      progress: 40,
    };
    store.set(attachmentAtom, uploading);
    expect(store.get(canSendComposerAtom)).toBe(false);
    expect(await store.set(sendComposerAtom)).toBe(false);
    store.set(attachmentAtom, uploaded);
    expect(store.get(canSendComposerAtom)).toBe(true);
    expect(await store.set(sendComposerAtom)).toBe(true);
    expect(chatBody(server)).toMatchObject({ content: '', file_ids: ['up-1'] });
  });

  it('cannot send an empty composer', async () => {
    const { store, server } = setup(answered);
    store.set(draftAtom, '   ');
    expect(store.get(canSendComposerAtom)).toBe(false);
    expect(await store.set(sendComposerAtom)).toBe(false);
    expect(server.calls.some((call) => call.path.endsWith('chat_messages'))).toBe(false);
  });

  it("sends a shortcut with the shortcut's name when nothing was typed", async () => {
    const { store, server } = setup(answered);
    const call = { functionId: 'fn-1', toolArguments: { city: '杭州' } };
    await store.set(sendComposerAtom, { call, shortName: '预约流程' });
    expect(chatBody(server)).toMatchObject({
      content: '预约流程',
      enforce_tool_call_params: { shortcut_function_id: 'fn-1', tool_arguments: { city: '杭州' } },
    });
  });
});
