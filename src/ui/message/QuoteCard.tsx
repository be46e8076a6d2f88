import { type ReactNode, useState } from 'react';
import { safeWebUrl } from '../../content';
import type { MessageQuote, UserMessage } from '../../model/message';
import { useImageUrl } from '../hooks/use-image-url';
import { LinkIcon, QuoteIcon } from '../primitives/icons';
import { CopyButton } from './CopyButton';

const CARD = 'flex max-w-full items-start gap-2 rounded-lg bg-gray-100 px-3 py-2 text-xs text-gray-500';
const COPY_BUTTON =
  'shrink-0 -my-1 -mr-2 w-6 h-6 touch:w-11 touch:h-11 rounded flex items-center justify-center text-gray-400 hover:bg-gray-200 hover:text-gray-700';

/**
 * A quote attached to a message (screens doc section 3, Quote). TEXT shows the quoted text; URL
 * shows the site icon and a link (http(s) only; a failing icon falls back to the default one).
 * Either can be copied (screens doc section 8: 复制成功).
 */
export function QuoteCard({ message, quote }: { message: UserMessage; quote: MessageQuote }) {
  const copy = <CopyButton message={message} quote={quote} className={COPY_BUTTON} />;
  if (quote.quoteType === 'URL') return <UrlQuote quote={quote} copy={copy} />;
  return (
    <div className={CARD} part="user-quote" data-quote-type="TEXT">
      <QuoteIcon className="mt-0.5 h-3 w-3 shrink-0 text-gray-400" />
      <span className="line-clamp-3 whitespace-pre-wrap">{quote.content}</span>
      {copy}
    </div>
  );
}

function UrlQuote({ quote, copy }: { quote: MessageQuote; copy: ReactNode }) {
  const href = safeWebUrl(quote.url ?? '') ?? safeWebUrl(quote.content);
  const icon = useImageUrl(quote.icon);
  const [iconFailed, setIconFailed] = useState(false);
  const label = quote.content || quote.url || '';
  const iconView =
    icon && !iconFailed ? (
      <img
        src={icon}
        alt=""
        referrerPolicy="no-referrer"
        className="h-4 w-4 shrink-0 rounded-sm"
        onError={() => setIconFailed(true)}
      />
    ) : (
      <LinkIcon className="h-4 w-4 shrink-0 text-gray-400" />
    );
  return (
    <div className={`${CARD} items-center`} part="user-quote" data-quote-type="URL">
      {iconView}
      {href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="truncate text-brand-600 hover:underline"
          part="quote-link"
          title={href}
        >
          {label}
        </a>
      ) : (
        // Not an http(s) address: shown as text, never as a link.
        <span className="truncate">{label}</span>
      )}
      {copy}
    </div>
  );
}
