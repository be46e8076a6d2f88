import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { texts } from '../../i18n/texts';
import type { AssistantMessage } from '../../model/message';
import { dislikeAtom, regenerateAtom } from '../../state/actions/answer-actions';
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
  const regenerate = useSetAtom(regenerateAtom);
  const dislike = useSetAtom(dislikeAtom);
  const [opinionOpen, setOpinionOpen] = useState(false);
  const [opinion, setOpinion] = useState('');
  const disliked = Boolean(message.feedbackId);
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
            type="button"
            className={`${ACTION_BUTTON} ${disliked ? 'text-brand-600' : ''}`}
            aria-pressed={disliked}
            disabled={disliked}
            part="dislike feedback-button"
            title={texts.dislike}
            aria-label={texts.dislike}
            onClick={() => setOpinionOpen((value) => !value)}
          >
            <ThumbDownIcon className="w-3.5 h-3.5" />
          </button>
        ) : null}
      </div>
      {opinionOpen && !disliked ? (
        <div
          className="mt-2 max-w-[480px] rounded-lg border border-gray-200 bg-white p-3"
          part="dislike-form"
        >
          <textarea
            className="w-full resize-none rounded-md border border-gray-200 p-2 text-sm touch:text-base outline-none focus:border-brand-500"
            rows={3}
            placeholder={texts.dislikePlaceholder}
            value={opinion}
            onInput={(event) => setOpinion((event.target as HTMLTextAreaElement).value)}
          />
          <div className="mt-2 flex justify-end gap-2">
            <button
              type="button"
              className="px-3 py-1 text-xs text-gray-600 touch:min-w-[44px] touch:min-h-[44px]"
              onClick={() => setOpinionOpen(false)}
            >
              {texts.cancel}
            </button>
            <button
              type="button"
              className="px-3 py-1 touch:min-w-[44px] touch:min-h-[44px] rounded-md bg-brand-600 text-xs text-white hover:bg-brand-700"
              part="dislike-submit"
              onClick={() => {
                void dislike({ messageId: message.id, opinion }).then(
                  (sent) => sent && setOpinionOpen(false),
                );
              }}
            >
              {texts.submit}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
