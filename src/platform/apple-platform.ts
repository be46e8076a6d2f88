/** Whether the visitor is on a Mac, iPhone or iPad, where shortcuts use Cmd (screens doc section 9). */
export function isApplePlatform(navigatorLike: Navigator | undefined = globalThis.navigator): boolean {
  if (!navigatorLike) return false;
  const hinted = (navigatorLike as Navigator & { userAgentData?: { platform?: string } }).userAgentData
    ?.platform;
  const platform = hinted || navigatorLike.platform || navigatorLike.userAgent || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}
