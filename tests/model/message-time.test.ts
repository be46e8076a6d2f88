import { describe, expect, it } from 'vitest';
import { formatMessageTime } from '../../src/model/message-time';

const now = new Date(2026, 10, 22, 15, 30).getTime();

describe('message time', () => {
  it('shows HH:mm today', () => {
    expect(formatMessageTime(new Date(2026, 10, 22, 9, 5).getTime(), now)).toBe('09:05');
  });

  it('shows 昨天 HH:mm yesterday', () => {
    expect(formatMessageTime(new Date(2026, 10, 21, 23, 59).getTime(), now)).toBe('昨天 23:59');
  });

  it('shows MM-DD HH:mm earlier this year', () => {
    expect(formatMessageTime(new Date(2026, 0, 3, 8, 0).getTime(), now)).toBe('01-03 08:00');
  });

  it('shows YYYY MM-DD HH:mm for older years', () => {
    expect(formatMessageTime(new Date(2025, 11, 31, 18, 7).getTime(), now)).toBe('2025 12-31 18:07');
  });

  it('puts midnight in today and the minute before it in yesterday', () => {
    expect(formatMessageTime(new Date(2026, 10, 22, 0, 0).getTime(), now)).toBe('00:00');
    expect(formatMessageTime(new Date(2026, 10, 21, 0, 0).getTime(), now)).toBe('昨天 00:00');
    expect(formatMessageTime(new Date(2026, 10, 20, 23, 59).getTime(), now)).toBe('11-20 23:59');
  });

  it("says 昨天 for New Year's Eve seen on New Year's Day, and the year for the day before", () => {
    const newYear = new Date(2027, 0, 1, 8, 0).getTime();
    expect(formatMessageTime(new Date(2026, 11, 31, 22, 10).getTime(), newYear)).toBe('昨天 22:10');
    expect(formatMessageTime(new Date(2026, 11, 30, 22, 10).getTime(), newYear)).toBe('2026 12-30 22:10');
  });

  it('shows a time slightly in the future (clock skew) as today', () => {
    expect(formatMessageTime(now + 60_000, now)).toBe('15:31');
  });
});
