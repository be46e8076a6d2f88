import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/model/message';
import { withSessionSeparators } from '../../src/model/session-separators';

const user = (id: string, sessionId?: string): ChatMessage => ({
  role: 'USER',
  id,
  content: id,
  createTime: 0,
  sessionId,
});
const shape = (items: ReturnType<typeof withSessionSeparators>) =>
  items.map((item) => ('separator' in item ? '|' : item.id));

describe('session separators', () => {
  it('separates messages whose session id changes', () => {
    expect(shape(withSessionSeparators([user('a', 's1'), user('b', 's1'), user('c', 's2')], 's2'))).toEqual([
      'a',
      'b',
      '|',
      'c',
    ]);
  });

  it('adds one at the end when the current session differs from the last message', () => {
    expect(shape(withSessionSeparators([user('a', 's1')], 's2'))).toEqual(['a', '|']);
  });

  it('adds none when sessions are unknown', () => {
    expect(shape(withSessionSeparators([user('a'), user('b', 's1'), user('c')], null))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
