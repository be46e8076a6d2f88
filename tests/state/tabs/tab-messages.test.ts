import { describe, expect, it } from 'vitest';
import { createPendingAssistantMessage, type UserMessage } from '../../../src/model/message';
import { decodeTabMessage, TAB_PROTOCOL } from '../../../src/state/tabs/tab-messages';

const user: UserMessage = { role: 'USER', id: 'USER-1', content: '问', createTime: 1 };
const answer = createPendingAssistantMessage('1', 1);
const conversation = {
  id: 'c1',
  title: '会话',
  latestCreateTime: 1,
  runType: undefined,
  unreadCount: 0,
  modelConfig: null,
};
const v = TAB_PROTOCOL;

describe('decoding what another tab posted', () => {
  it.each([
    ['an answer', { v, t: 'answer', c: 'c1', user, answer }],
    ['events', { v, t: 'events', c: 'c1', id: answer.id, events: [{ type: 'TEXT', content: '字' }] }],
    ['a heartbeat (no events)', { v, t: 'events', c: 'c1', id: answer.id, events: [] }],
    ['a sync request', { v, t: 'sync', c: 'c1' }],
    ['a stop request', { v, t: 'stop', c: 'c1' }],
    ['a new tab saying hello', { v, t: 'hello', c: '' }],
    ['a tab answering a hello', { v, t: 'here', c: '' }],
    ['a goodbye', { v, t: 'gone', c: 'c1' }],
    ['a conversation', { v, t: 'conversation', c: 'c1', conversation }],
    ['a deletion', { v, t: 'deleted', c: 'c1' }],
    ['a read', { v, t: 'read', c: 'c1', unread: 0 }],
  ])('takes %s', (_name, data) => {
    expect(decodeTabMessage(data)).toBe(data);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'answer'],
    ['another version', { v: v + 1, t: 'sync', c: 'c1' }],
    ['no version', { t: 'sync', c: 'c1' }],
    ['no conversation id', { v, t: 'sync' }],
    ['a kind it does not know', { v, t: 'typing', c: 'c1' }],
    ['an answer without its question', { v, t: 'answer', c: 'c1', answer }],
    ['an answer without an id', { v, t: 'answer', c: 'c1', user, answer: { ...answer, id: 7 } }],
    ['events of no answer', { v, t: 'events', c: 'c1', events: [] }],
    ['events that are no list', { v, t: 'events', c: 'c1', id: answer.id, events: {} }],
    [
      'an event type it does not know',
      { v, t: 'events', c: 'c1', id: answer.id, events: [{ type: 'TEXT', content: 'a' }, { type: 'AUDIO' }] },
    ],
    ['an event that is no object', { v, t: 'events', c: 'c1', id: answer.id, events: ['TEXT'] }],
    ['a conversation without an id', { v, t: 'conversation', c: 'c1', conversation: { title: 'x' } }],
    ['a read without its count', { v, t: 'read', c: 'c1', unread: '0' }],
  ])('ignores %s', (_name, data) => {
    expect(decodeTabMessage(data)).toBeUndefined();
  });
});
