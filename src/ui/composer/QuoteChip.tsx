import { quoteDraftAtom } from '../../state/composer-state';
import { useAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { IconButton } from '../primitives/IconButton';
import { CloseIcon, LinkIcon, QuoteIcon } from '../primitives/icons';

/** Screens doc section 9 asks 44 px targets on coarse pointers (touch). */
const TOUCH_TARGET = '[@media(pointer:coarse)]:min-w-[44px] [@media(pointer:coarse)]:min-h-[44px]';

/** The quote waiting to be sent, above the input, with a button that removes it. */
export function QuoteChip({ onRemoved }: { onRemoved(): void }) {
  const texts = useTexts();
  const [quote, setQuote] = useAtom(quoteDraftAtom);
  if (!quote) return null;
  const Icon = quote.quoteType === 'URL' ? LinkIcon : QuoteIcon;
  return (
    <div className="max-w-[864px] mx-auto mb-1.5 flex">
      <div
        className="flex min-w-0 max-w-full items-center gap-2 rounded-lg bg-gray-100 pl-3 pr-1 py-1 text-xs text-gray-500"
        part="quote-chip"
        data-quote-type={quote.quoteType}
      >
        <Icon className="h-3 w-3 shrink-0 text-gray-400" />
        <span className="min-w-0 truncate" title={quote.content}>
          {quote.content}
        </span>
        <IconButton
          label={texts.removeQuote}
          part="quote-remove"
          className={`shrink-0 w-6 h-6 rounded-md flex items-center justify-center text-gray-400 hover:bg-gray-200 hover:text-gray-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${TOUCH_TARGET}`}
          onClick={() => {
            setQuote(null);
            onRemoved();
          }}
        >
          <CloseIcon className="w-3.5 h-3.5" />
        </IconButton>
      </div>
    </div>
  );
}
