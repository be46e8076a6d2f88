import type { RefObject } from 'react';
import { quoteOfSelection } from '../../model/quote-input';
import { focusRequestAtom } from '../../state/chat-store';
import { quoteDraftAtom } from '../../state/composer-state';
import { useSetAtom } from '../hooks/atom-hooks';
import { useAnswerSelection } from '../hooks/use-answer-selection';
import { useTexts } from '../hooks/use-texts';
import { QuoteIcon } from '../primitives/icons';

/** Shared with the host page's 问问Agent button (decision 037). */
export const QUOTE_BUTTON_CLASS =
  'flex items-center gap-1 rounded-lg bg-gray-900 px-2.5 py-1 text-xs text-white shadow-lg hover:bg-gray-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 [@media(pointer:coarse)]:min-h-[44px]';

/**
 * The small 引用 button by text selected in an answer: it puts the text into the composer as a
 * TEXT quote and sends focus to the input. Positioned inside the chat container (`relative`).
 */
export function QuoteSelectionButton({ container }: { container: RefObject<HTMLElement | null> }) {
  const texts = useTexts();
  const { selection, clear } = useAnswerSelection(container);
  const setQuote = useSetAtom(quoteDraftAtom);
  const requestFocus = useSetAtom(focusRequestAtom);
  if (!selection) return null;
  const choose = () => {
    const quote = quoteOfSelection(selection.text);
    if (!quote) return;
    setQuote(quote);
    clear();
    requestFocus((count) => count + 1);
  };
  return (
    <button
      type="button"
      part="quote-button"
      className={`absolute z-30 ${QUOTE_BUTTON_CLASS}`}
      style={{ top: `${selection.top}px`, left: `${selection.left}px` }}
      // Pressing must not collapse the selection before the click reads it.
      onMouseDown={(event) => event.preventDefault()}
      onClick={choose}
    >
      <QuoteIcon className="h-3 w-3" />
      {texts.quote}
    </button>
  );
}
