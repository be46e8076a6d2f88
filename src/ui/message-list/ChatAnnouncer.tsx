import { useMemo } from 'react';
import { markdownToPlainText, READABLE_CHARACTERS } from '../../content/plain-text';
import { format, type Texts } from '../../i18n/texts';
import { type Announcement, announcerAtom } from '../../state/announcements';
import { onlineAtom, toastAtom } from '../../state/chat-store';
import { useAtomValue } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';

function spokenText(announcement: Announcement, texts: Texts): string {
  switch (announcement.kind) {
    case 'answer': {
      const text = markdownToPlainText(announcement.markdown, texts.cellSeparator);
      return announcement.markdown.length > READABLE_CHARACTERS ? `${text}\n${texts.answerReadInPart}` : text;
    }
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
  // Not again for each toast: an answer's plain text is a parse of up to READABLE_CHARACTERS.
  const spoken = useMemo(() => announcement && spokenText(announcement, texts), [announcement, texts]);
  const toast = useAtomValue(toastAtom);
  const online = useAtomValue(onlineAtom);
  return (
    // Not atomic: a toast arriving must not re-read the answer announced before it.
    <div className="sr-only" role="status" aria-atomic="false" part="announcer">
      {announcement ? <p key={announcement.messageId}>{spoken}</p> : null}
      {online ? null : <p key="offline">{texts.offline}</p>}
      {toast ? <p key={`toast-${toast.id}`}>{toast.text}</p> : null}
    </div>
  );
}
