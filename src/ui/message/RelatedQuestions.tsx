import { useRef } from 'react';
import { format } from '../../i18n/texts';
import type { RelatedQuestionPart } from '../../model/message';
import { switchOffRelatedQuestionsAtom } from '../../state/actions/related-questions';
import { sendMessageAtom } from '../../state/actions/send-message';
import { currentConversationIdAtom, relatedQuestionsOffAtom } from '../../state/chat-store';
import { useFocusInput } from '../focus/use-focus-hand-off';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useRevealInSlices } from '../hooks/use-reveal-in-slices';
import { useTexts } from '../hooks/use-texts';
import { Spinner } from '../primitives/icons';
import { ShowMoreButton } from './ShowMoreButton';

/**
 * Questions shown at first, and how many more each asking shows (decision 068): the spec's screens
 * show three, and 5,000 rendered at once blocked the page for 324 ms.
 */
const QUESTIONS_SHOWN = 5;
const MORE_QUESTIONS = 10;

/** Placeholder rows shaped like the questions to come. */
const SKELETON_WIDTHS = ['w-[220px]', 'w-[180px]', 'w-[240px]'];

/** Loading while PENDING, hidden when FAILED or switched off; a click asks the question. */
export function RelatedQuestions({ part }: { part: RelatedQuestionPart }) {
  const texts = useTexts();
  const send = useSetAtom(sendMessageAtom);
  const switchOff = useSetAtom(switchOffRelatedQuestionsAtom);
  const conversationId = useAtomValue(currentConversationIdAtom);
  const off = useAtomValue(relatedQuestionsOffAtom);
  const focusInput = useFocusInput();
  const list = useRef<HTMLDivElement>(null);
  const questions = part.status === 'PENDING' || part.status === 'FAILED' ? [] : part.content;
  const reveal = useRevealInSlices(
    questions.length,
    QUESTIONS_SHOWN,
    MORE_QUESTIONS,
    Number.POSITIVE_INFINITY,
  );
  if (part.status === 'FAILED' || (conversationId && off.has(conversationId))) return null;
  if (part.status === 'PENDING') {
    return (
      <div className="mt-3 flex flex-col items-start gap-1.5" part="related-loading" aria-busy="true">
        {SKELETON_WIDTHS.map((width) => (
          <span
            key={width}
            className={`${width} h-[34px] rounded-lg border border-gray-100 bg-gray-100 motion-safe:animate-pulse`}
          />
        ))}
        <span className="flex items-center gap-1.5 text-xs text-gray-400">
          <Spinner className="w-3 h-3" />
          {texts.relatedQuestionsLoading}
        </span>
      </div>
    );
  }
  if (questions.length === 0) return null;
  return (
    // Focusable by script: where focus goes when the last 显示更多 has shown them all and goes.
    <div
      ref={list}
      tabIndex={-1}
      className="mt-3 flex flex-col items-start gap-1.5 focus:outline-none"
      part="related-questions"
    >
      {questions.slice(0, reveal.shown).map((question) => (
        <button
          key={question}
          type="button"
          className="max-w-full text-left text-sm text-gray-700 bg-gray-50 border border-gray-200 rounded-lg px-3 py-1.5 touch:min-h-[44px] hover:border-brand-500 hover:text-brand-700"
          part="related-question"
          // The question is sent; the input takes focus, so this list vanishing never drops it.
          onClick={() => {
            void send({ content: question });
            focusInput();
          }}
        >
          {question}
        </button>
      ))}
      {reveal.held > 0 ? (
        <ShowMoreButton
          label={format(texts.showMoreItems, reveal.held)}
          showMore={reveal.showMore}
          last={reveal.held <= MORE_QUESTIONS}
          revealed={list}
        />
      ) : null}
      <button
        type="button"
        className="text-xs text-gray-400 hover:text-gray-600 touch:min-h-[44px]"
        part="related-off"
        onClick={() => {
          void switchOff();
          focusInput();
        }}
      >
        {texts.relatedQuestionsOff}
      </button>
    </div>
  );
}
