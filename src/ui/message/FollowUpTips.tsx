import { sendMessageAtom } from '../../state/actions/send-message';
import { useFocusInput } from '../focus/use-focus-hand-off';
import { useSetAtom } from '../hooks/atom-hooks';
import { SparkIcon } from '../primitives/icons';

/** Follow-up tips (message.tips) under the last finished answer; a click sends the tip. */
export function FollowUpTips({ tips, disabled }: { tips: string[]; disabled: boolean }) {
  const send = useSetAtom(sendMessageAtom);
  const focusInput = useFocusInput();
  if (tips.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2" part="follow-up-tips">
      {tips.map((tip) => (
        <button
          key={tip}
          type="button"
          disabled={disabled}
          className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 px-3 py-1 text-left text-sm text-brand-700 transition hover:border-brand-500 hover:bg-white disabled:opacity-50"
          part="follow-up-tip"
          // The tip is sent; the input takes focus, so these tips vanishing never drops it.
          onClick={() => {
            void send({ content: tip });
            focusInput();
          }}
        >
          <SparkIcon className="h-3.5 w-3.5 shrink-0" />
          <span>{tip}</span>
        </button>
      ))}
    </div>
  );
}
