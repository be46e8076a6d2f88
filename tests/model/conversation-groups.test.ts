import { describe, expect, it } from 'vitest';
import { ageLabel, groupConversationsByAge } from '../../src/model/conversation-groups';

const DAY = 86_400_000;
const now = Date.parse('2026-11-22T12:00:00Z');

describe('conversation age groups', () => {
  it.each([
    [0, ''],
    [6, ''],
    [7, '1周前'],
    [29, '1周前'],
    [30, '1个月前'],
    [90, '3个月前'],
    [180, '6个月前'],
    [365, '1年前'],
    [900, '1年前'],
  ])('labels a conversation %i days old as "%s"', (days, label) => {
    expect(ageLabel(now - days * DAY, now)).toBe(label);
  });

  it('groups consecutive conversations with the same label, keeping the order', () => {
    const conversation = (id: string, days: number) => ({
      id,
      title: id,
      latestCreateTime: now - days * DAY,
      runType: undefined,
      unreadCount: 0,
      modelConfig: null,
    });
    const groups = groupConversationsByAge(
      [conversation('a', 1), conversation('b', 2), conversation('c', 10), conversation('d', 40)],
      now,
    );
    expect(groups.map((group) => [group.label, group.conversations.map((item) => item.id)])).toEqual([
      ['', ['a', 'b']],
      ['1周前', ['c']],
      ['1个月前', ['d']],
    ]);
  });
});
