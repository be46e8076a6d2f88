import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { ageLabel } from '../../src/model/conversation-groups';
import { CHINESE_FORMAT, localeFormat } from '../../src/model/locale-format';
import { formatMessageTime } from '../../src/model/message-time';
import { formatTaskTime } from '../../src/model/task';
import { scheduleLabel } from '../../src/model/task-schedule';

const english = localeFormat('en');
const now = new Date(2026, 10, 22, 15, 30).getTime();

describe('English formats (decision 040)', () => {
  it('are made once per language', () => {
    expect(localeFormat('en')).toBe(english);
    expect(localeFormat('en-GB')).not.toBe(english);
  });

  it('write clock times, days and older dates the English way', () => {
    expect(formatMessageTime(new Date(2026, 10, 22, 9, 5).getTime(), now, en, english)).toBe('9:05 AM');
    expect(formatMessageTime(new Date(2026, 10, 21, 23, 59).getTime(), now, en, english)).toBe(
      'Yesterday 11:59 PM',
    );
    expect(formatMessageTime(new Date(2026, 0, 3, 8, 0).getTime(), now, en, english)).toBe('Jan 3, 8:00 AM');
    expect(formatMessageTime(new Date(2025, 11, 31, 18, 7).getTime(), now, en, english)).toBe(
      'Dec 31, 2025, 6:07 PM',
    );
    expect(formatTaskTime(new Date(2026, 10, 23, 8, 30).getTime(), now, en, english)).toBe(
      'Tomorrow 8:30 AM',
    );
  });

  it('write file sizes in bytes, kB and MB, one decimal below ten', () => {
    expect([0, 1, 532, 1536, 12_595, 4 * 1024 * 1024, 3.25 * 1024 ** 3].map(english.fileSize)).toEqual([
      '0 bytes',
      '1 byte',
      '532 bytes',
      '1.5 kB',
      '12 kB',
      '4 MB',
      '3.3 GB',
    ]);
    expect(english.fileSize(undefined)).toBe('');
  });

  it('join lists with the language’s separators; Chinese keeps 、 and its own formats', () => {
    expect(english.list(['Mon', 'Wed', 'Fri'])).toBe('Mon, Wed, Fri');
    expect(CHINESE_FORMAT.list(['一', '三'])).toBe('一、三');
    expect(CHINESE_FORMAT.fileSize(1536)).toBe('1.5 KB');
    expect(scheduleLabel({ type: 'weekly', time: '09:00', weekdays: [1, 3] }, en, english.list)).toBe(
      'Weekly on Mon, Wed 09:00',
    );
    expect(scheduleLabel({ type: 'monthly', time: '10:00', day: 5 }, en)).toBe('Monthly on day 5 10:00');
  });

  it('name the age groups of the conversation list in the language given', () => {
    expect(ageLabel(now - 8 * 86_400_000, now, en)).toBe('1 week ago');
    expect(ageLabel(now - 400 * 86_400_000, now, en)).toBe('1 year ago');
  });
});
