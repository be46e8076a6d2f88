import { useCallback, useRef, useState } from 'react';
import type { AssistantMessage } from '../../model/message';
import { dislikeAtom, regenerateAtom } from '../../state/actions/answer-actions';
import { useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { RefreshIcon, ThumbDownIcon } from '../primitives/icons';
import { CopyButton } from './CopyButton';
import { SpeakButton } from './SpeakButton';

const ACTION_BUTTON =
  'inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs text-gray-400 hover:bg-gray-100 hover:text-gray-700 disabled:opacity-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 touch:min-w-[44px] touch:min-h-[44px] touch:justify-center';

interface AnswerActionsProps {
  message: AssistantMessage;
  isLast: boolean;
}

/**
 * Copy, speak (successful answers), regenerate (last answer only) and negative feedback; all hidden in
 * readonly mode by the caller.
 */
export function AnswerActions({ message, isLast }: AnswerActionsProps) {
  const texts = useTexts();
  const regenerate = useSetAtom(regenerateAtom);
  const dislike = useSetAtom(dislikeAtom);
  const [opinionOpen, setOpinionOpen] = useState(false);
  const [opinion, setOpinion] = useState('');
  const disliked = Boolean(message.feedbackId);
  const feedbackButton = useRef<HTMLButtonElement>(null);
  // Stable, so a later render does not pull focus back into the textarea.
  const focusOnMount = useCallback((element: HTMLTextAreaElement | null) => element?.focus(), []);
  // The form closes (sent, cancelled or Escape) with focus back on the button that opened it.
  const closeOpinion = () => {
    setOpinionOpen(false);
    feedbackButton.current?.focus();
  };
  return (
    <div className="mt-1" part="answer-actions">
      <div className="flex items-center gap-1">
        {message.success && message.content ? (
          <CopyButton message={message} className={ACTION_BUTTON} />
        ) : null}
        {message.success ? <SpeakButton message={message} className={ACTION_BUTTON} /> : null}
        {isLast ? (
          <button
            type="button"
            className={ACTION_BUTTON}
            part="regenerate regenerate-button"
            onClick={() => void regenerate()}
          >
            <RefreshIcon className="w-3.5 h-3.5" />
            {texts.regenerate}
          </button>
        ) : null}
        {message.recordId ? (
          <button
            ref={feedbackButton}
            type="button"
            className={`${ACTION_BUTTON} ${disliked ? 'text-brand-600' : ''}`}
            aria-pressed={disliked}
            // Not `disabled`: sent feedback keeps its button focusable, so focus can return to it.
            aria-disabled={disliked}
            part="dislike feedback-button"
            aria-label={texts.dislike}
            onClick={() => !disliked && setOpinionOpen((value) => !value)}
          >
            <ThumbDownIcon className="w-3.5 h-3.5" />
          </button>
        ) : null}
      </div>
      {opinionOpen && !disliked ? (
        <fieldset
          aria-label={texts.dislike}
          className="mt-2 min-w-0 max-w-[480px] rounded-lg border border-gray-200 bg-white p-3"
          part="dislike-form"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            // Only the form closes, not the launcher panel around it (nor, when full screen, its
            // modal <dialog>, which closes on an Escape whose default is not prevented).
            event.preventDefault();
            event.stopPropagation();
            closeOpinion();
          }}
        >
          <textarea
            // Opened from its button: typing can start at once (and Escape closes it again).
            ref={focusOnMount}
            aria-label={texts.dislikePlaceholder}
            className="w-full resize-none rounded-md border border-field p-2 text-sm touch:text-base outline-none focus:border-brand-500 focus:ring-1 focus:ring-brand-500"
            rows={3}
            placeholder={texts.dislikePlaceholder}
            value={opinion}
            onInput={(event) => setOpinion((event.target as HTMLTextAreaElement).value)}
          />
          <div className="mt-2 flex justify-end gap-2">
            <button
              type="button"
              className="px-3 py-1 text-xs text-gray-600 touch:min-w-[44px] touch:min-h-[44px]"
              onClick={closeOpinion}
            >
              {texts.cancel}
            </button>
            <button
              type="button"
              className="px-3 py-1 touch:min-w-[44px] touch:min-h-[44px] rounded-md bg-brand-600 text-xs text-white hover:bg-brand-700"
              part="dislike-submit"
              onClick={() => {
                void dislike({ messageId: message.id, opinion }).then((sent) => sent && closeOpinion());
              }}
            >
              {texts.submit}
            </button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
