import { toastAtom } from '../../state/chat-store';
import { useAtomValue } from '../hooks/atom-hooks';

/**
 * The toast area: one message at a time, announced by the chat's status region (ChatAnnouncer). It
 * sits just above the composer, whatever the composer's height (shortcuts, a quote, six rows of text),
 * over the end of the messages rather than over the input.
 */
export function Toast() {
  const toast = useAtomValue(toastAtom);
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-full z-50 flex justify-center">
      {toast ? (
        <div className="rounded-lg bg-gray-900/90 px-4 py-2 text-sm text-white shadow-lg" part="toast">
          {toast.text}
        </div>
      ) : null}
    </div>
  );
}
