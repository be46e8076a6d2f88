/**
 * Screens doc section 9: HH:mm today, 昨天 HH:mm yesterday, MM-DD HH:mm this year,
 * YYYY MM-DD HH:mm older. Local time.
 */
export function formatMessageTime(time: number, now: number): string {
  const date = new Date(time);
  const today = new Date(now);
  const two = (value: number) => String(value).padStart(2, '0');
  const clock = `${two(date.getHours())}:${two(date.getMinutes())}`;
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  if (time >= startOfToday) return clock;
  const startOfYesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1).getTime();
  if (time >= startOfYesterday) return `昨天 ${clock}`;
  const monthDay = `${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  if (date.getFullYear() === today.getFullYear()) return `${monthDay} ${clock}`;
  return `${date.getFullYear()} ${monthDay} ${clock}`;
}
