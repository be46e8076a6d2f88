import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../src/model/conversation';
import {
  type AssistantMessage,
  type ChatMessage,
  createPendingAssistantMessage,
  type UserMessage,
} from '../../../src/model/message';
import {
  foldEvents,
  placeAnswer,
  replaceMessage,
  upsertConversation,
} from '../../../src/state/tabs/tab-updates';
import { reduceAssistantMessage } from '../../../src/stream/reduce-assistant-message';
import type { ChatStreamEvent } from '../../../src/stream/stream-events';

const question = (id: string, recordId?: string): UserMessage => ({
  role: 'USER',
  id,
  content: id,
  createTime: 1,
  ...(recordId ? { recordId } : {}),
});
const reply = (id: string, fields: Partial<AssistantMessage> = {}): AssistantMessage => ({
  ...createPendingAssistantMessage(id, 1),
  id,
  ...fields,
});
const ids = (messages: ChatMessage[]) => messages.map((message) => message.id);

describe("placing another tab's answer", () => {
  const earlier = [question('U0'), reply('A0', { isStreaming: false })];

  it('adds the question and the answer after what is shown when neither is there yet', () => {
    expect(ids(placeAnswer(earlier, question('U1'), reply('A1')))).toEqual(['U0', 'A0', 'U1', 'A1']);
  });

  it('replaces the copy already shown, in place, keeping every other message as it was', () => {
    const shown = [...earlier, question('U1'), reply('A1')];
    const final = reply('A1', { content: '全文', isStreaming: false });
    const placed = placeAnswer(shown, question('U1'), final);
    expect(ids(placed)).toEqual(['U0', 'A0', 'U1', 'A1']);
    expect(placed[3]).toBe(final);
    expect(placed[0]).toBe(shown[0]);
  });

  it('puts a regenerated answer right after its question, instead of the answer it replaces', () => {
    const shown = [...earlier, question('U1'), reply('A1-old', { isStreaming: false })];
    expect(ids(placeAnswer(shown, question('U1'), reply('A1-new')))).toEqual(['U0', 'A0', 'U1', 'A1-new']);
  });

  it('lets a copy of the same record loaded from history give way to the streaming one', () => {
    const shown = [...earlier, question('USER-r1', 'r1'), reply('ASSISTANT-r1', { recordId: 'r1' })];
    const placed = placeAnswer(shown, question('U1'), reply('A1', { recordId: 'r1' }));
    expect(ids(placed)).toEqual(['U0', 'A0', 'U1', 'A1']);
  });

  it('lets it give way when the copy shown learns its record after the history came', () => {
    const shown = [
      ...earlier,
      question('USER-r1', 'r1'),
      reply('ASSISTANT-r1', { recordId: 'r1' }),
      question('U1'),
      reply('A1'),
    ];
    const placed = placeAnswer(shown, question('U1'), reply('A1', { recordId: 'r1' }));
    expect(ids(placed)).toEqual(['U0', 'A0', 'U1', 'A1']);
  });

  it('keeps history messages when the answer has no record yet', () => {
    const shown = [...earlier, question('USER-r1', 'r1')];
    expect(ids(placeAnswer(shown, question('U1'), reply('A1')))).toEqual(['U0', 'A0', 'USER-r1', 'U1', 'A1']);
  });
});

describe('replacing a message', () => {
  it('gives the same list when no message has that id, so nothing re-renders', () => {
    const messages = [question('U0')];
    expect(replaceMessage(messages, reply('A9'))).toBe(messages);
  });

  it('gives a new list with the message of that id replaced', () => {
    const messages = [question('U0'), reply('A0')];
    const replacement = reply('A0', { content: '新' });
    const replaced = replaceMessage(messages, replacement);
    expect(replaced).not.toBe(messages);
    expect(replaced).toEqual([messages[0], replacement]);
  });
});

describe('folding relayed events', () => {
  it('gives exactly what the streaming tab folded, event by event', () => {
    const events: ChatStreamEvent[] = [
      { type: 'THINKING', content: '想' },
      { type: 'FUNCTION', id: 'f1', status: 'STARTED', toolType: 'flow', metaData: { title: '流程' } },
      { type: 'FUNCTION', id: 'f1', status: 'SUCCEEDED', toolType: 'flow' },
      { type: 'CHAT_RECORD', recordId: 'r1' },
      { type: 'TEXT', content: '你' },
      { type: 'TEXT', content: '好' },
      { type: 'RESULT', status: 'SUCCEEDED' },
    ];
    let streamed = reply('A1');
    for (const event of events) streamed = reduceAssistantMessage(streamed, event);
    expect(foldEvents(reply('A1'), events.slice(0, 3))).toEqual(
      events.slice(0, 3).reduce(reduceAssistantMessage, reply('A1')),
    );
    expect(foldEvents(foldEvents(reply('A1'), events.slice(0, 4)), events.slice(4))).toEqual(streamed);
  });

  it('leaves the answer as it was for a heartbeat', () => {
    const answer = reply('A1', { content: '字' });
    expect(foldEvents(answer, [])).toBe(answer);
  });
});

describe("taking another tab's conversation", () => {
  const item = (id: string, title: string): Conversation => ({
    id,
    title,
    latestCreateTime: 1,
    runType: 'CHAT_CLIENT',
    unreadCount: 0,
    modelConfig: null,
  });
  const list = [item('c1', '一'), item('c2', '二')];

  it('replaces a renamed or titled one where it is', () => {
    const renamed = item('c2', '新名字');
    expect(upsertConversation(list, renamed)).toEqual([list[0], renamed]);
  });

  it('puts a new one first', () => {
    const created = item('c3', '新会话');
    expect(upsertConversation(list, created)).toEqual([created, ...list]);
  });
});
