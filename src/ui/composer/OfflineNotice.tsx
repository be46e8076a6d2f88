import { onlineAtom } from '../../state/chat-store';
import { useAtomValue } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';

/**
 * Decision 066: while the browser is offline, a quiet line above the composer says so. Screen
 * readers hear it once from the chat's status region (ChatAnnouncer), not from here.
 */
export function OfflineNotice() {
  const texts = useTexts();
  if (useAtomValue(onlineAtom)) return null;
  return (
    <p className="max-w-[864px] mx-auto mb-2 text-center text-xs text-gray-500" part="offline-notice">
      {texts.offline}
    </p>
  );
}
