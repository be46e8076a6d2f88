/**
 * Whether the visitor is on a Mac, iPhone or iPad, where shortcuts use Cmd (screens doc section 9).
 * Only ever called in a page (or happy-dom), which always has a `navigator`.
 */
export function isApplePlatform(navigatorLike: Navigator = navigator): boolean {
  const hinted = (navigatorLike as Navigator & { userAgentData?: { platform?: string } }).userAgentData
    ?.platform;
  const platform = hinted || navigatorLike.platform || navigatorLike.userAgent || '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}
