import { texts } from '../i18n/texts';
import { startOfLocalDay } from './local-time';
import { CHINESE_FORMAT, type LocaleFormat } from './locale-format';

/**
 * Screens doc section 9: HH:mm today, 昨天 HH:mm yesterday, MM-DD HH:mm this year,
 * YYYY MM-DD HH:mm older. Local time.
 */
export function formatMessageTime(
  time: number,
  now: number,
  words: { yesterday: string } = texts,
  dates: LocaleFormat = CHINESE_FORMAT,
): string {
  if (time >= startOfLocalDay(now)) return dates.clock(time);
  if (time >= startOfLocalDay(now, -1)) return `${words.yesterday} ${dates.clock(time)}`;
  return dates.dayClock(time, now, ' ');
}
