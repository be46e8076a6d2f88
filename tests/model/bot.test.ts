import { describe, expect, it } from 'vitest';
import {
  type Bot,
  botFromWire,
  botsFromWire,
  filterBots,
  groupBots,
  unreadBadgeText,
} from '../../src/model/bot';

const bot = (id: string, name: string, pinned = false): Bot => ({
  id,
  name,
  description: '',
  icon: '',
  color: '',
  pinned,
  hasSubBot: false,
  unreadCount: 0,
});

describe('decoding bot/list items', () => {
  it('reads every field and keeps ids as strings when they arrive as numbers', () => {
    expect(
      botFromWire({
        robot_id: 42,
        name: '数据分析师',
        description: '表格',
        icon: 'https://x.test/a.png',
        color: '#059669',
        is_pinned: true,
        has_sub_bot: 1,
        unread_count: '3',
      }),
    ).toEqual({
      id: '42',
      name: '数据分析师',
      description: '表格',
      icon: 'https://x.test/a.png',
      color: '#059669',
      pinned: true,
      hasSubBot: true,
      unreadCount: 3,
    });
  });

  it('leaves the unread count unknown when the item has none, and tolerates missing optional fields', () => {
    expect(botFromWire({ robot_id: 'a', is_pinned: 'false', has_sub_bot: false })).toMatchObject({
      id: 'a',
      name: 'a',
      description: '',
      pinned: false,
      hasSubBot: false,
      unreadCount: undefined,
    });
  });

  it('drops items without an id and repeated ids', () => {
    expect(botsFromWire([{ name: 'x' }, null, { robot_id: 'a' }, { robot_id: 'a', name: 'again' }])).toEqual([
      expect.objectContaining({ id: 'a', name: 'a' }),
    ]);
  });
});

describe('grouping and filtering', () => {
  const bots = [
    bot('1', 'Alpha'),
    bot('2', '数据分析师', true),
    bot('3', 'alphabet', true),
    bot('4', 'Beta'),
  ];

  it('puts pinned bots under 置顶 first and the rest under 最近使用, keeping the server order', () => {
    expect(groupBots(bots).map((group) => [group.key, group.bots.map((item) => item.id)])).toEqual([
      ['pinned', ['2', '3']],
      ['recent', ['1', '4']],
    ]);
  });

  it('leaves out an empty group', () => {
    expect(groupBots([bot('1', 'a')]).map((group) => group.key)).toEqual(['recent']);
    expect(groupBots([])).toEqual([]);
  });

  it('filters on the name, ignoring case and outer spaces', () => {
    expect(filterBots(bots, '  ALPHA ').map((item) => item.id)).toEqual(['1', '3']);
    expect(filterBots(bots, '分析').map((item) => item.id)).toEqual(['2']);
    expect(filterBots(bots, '')).toHaveLength(4);
    expect(filterBots(bots, 'zzz')).toEqual([]);
  });
});

describe('the unread badge', () => {
  it('shows nothing at zero or unknown, the count up to 99, then 99+', () => {
    expect(unreadBadgeText(undefined)).toBeNull();
    expect(unreadBadgeText(0)).toBeNull();
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});
