import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../src/model/conversation';
import { mergeConversationPages, pageHasMore } from '../../src/model/conversation-pages';
import { parseConversationConfig } from '../../src/model/conversation-scope';

const conversation = (id: string): Conversation => ({
  id,
  title: id,
  latestCreateTime: undefined,
  runType: undefined,
  unreadCount: 0,
  modelConfig: null,
});

describe('conversation pages', () => {
  it('merges pages keeping the first of an id seen twice', () => {
    const merged = mergeConversationPages([
      [conversation('a'), conversation('b')],
      [conversation('b'), conversation('c')],
    ]);
    expect(merged.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('has more after a full page that added something, unless total_pages says it was the last', () => {
    const full = { pageNo: 1, pageSize: 3, itemCount: 3, totalPages: undefined, addedCount: 3 };
    expect(pageHasMore(full)).toBe(true);
    expect(pageHasMore({ ...full, itemCount: 2, addedCount: 2 })).toBe(false);
    expect(pageHasMore({ ...full, totalPages: 1 })).toBe(false);
    expect(pageHasMore({ ...full, totalPages: 2 })).toBe(true);
    // A server that ignores pageNo sends page 1 again: nothing new, so stop.
    expect(pageHasMore({ ...full, pageNo: 2, addedCount: 0 })).toBe(false);
  });
});

describe('conversation-config', () => {
  it('accepts a JSON object, nothing for empty text, and refuses anything else', () => {
    expect(parseConversationConfig('')).toEqual({ ok: true, value: undefined });
    expect(parseConversationConfig('{"theme":"dark"}')).toEqual({ ok: true, value: { theme: 'dark' } });
    expect(parseConversationConfig('{oops').ok).toBe(false);
    expect(parseConversationConfig('[1]').ok).toBe(false);
    expect(parseConversationConfig('"text"').ok).toBe(false);
  });
});
