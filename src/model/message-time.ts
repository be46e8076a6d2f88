import { texts } from '../i18n/texts';
import { localTimeParts, startOfLocalDay } from './local-time';

/**
 * Screens doc section 9: HH:mm today, 昨天 HH:mm yesterday, MM-DD HH:mm this year,
 * YYYY MM-DD HH:mm older. Local time.
 */
export function formatMessageTime(time: number, now: number): string {
  const { year, monthDay, clock } = localTimeParts(time);
  if (time >= startOfLocalDay(now)) return clock;
  if (time >= startOfLocalDay(now, -1)) return `${texts.yesterday} ${clock}`;
  if (year === new Date(now).getFullYear()) return `${monthDay} ${clock}`;
  return `${year} ${monthDay} ${clock}`;
}
