import { markdownToPlainText } from '../../content/plain-text';
import { format, type Texts } from '../../i18n/texts';
import { type Announcement, announcerAtom } from '../../state/announcements';
import { onlineAtom, toastAtom } from '../../state/chat-store';
import { useAtomValue } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';

function spokenText(announcement: Announcement, texts: Texts): string {
  switch (announcement.kind) {
    case 'answer':
      return markdownToPlainText(announcement.markdown, texts.cellSeparator);
    case 'stopped':
      return texts.stopped;
    case 'failed':
      return format(texts.answerFailed, announcement.error || texts.unknownError);
    default:
      return announcement satisfies never;
  }
}

/**
 * The chat's one polite status region (decision 030): each finished answer as plain text, a
 * failure, 已停止生成, the toasts and going offline (decision 066), each once. A new key per
 * announcement makes the region announce a new node even when the words repeat an earlier answer's.
 */
export function ChatAnnouncer() {
  const texts = useTexts();
  const { announcement } = useAtomValue(announcerAtom);
  const toast = useAtomValue(toastAtom);
  const online = useAtomValue(onlineAtom);
  return (
    // Not atomic: a toast arriving must not re-read the answer announced before it.
    <div className="sr-only" role="status" aria-atomic="false" part="announcer">
      {announcement ? <p key={announcement.messageId}>{spokenText(announcement, texts)}</p> : null}
      {online ? null : <p key="offline">{texts.offline}</p>}
      {toast ? <p key={`toast-${toast.id}`}>{toast.text}</p> : null}
    </div>
  );
}
