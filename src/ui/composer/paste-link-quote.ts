import type { ClipboardEvent } from 'react';
import type { QuoteDraft } from '../../model/composer-input';
import { linkQuoteOfPaste } from '../../model/quote-input';

/**
 * A paste that is one http(s) link and nothing else becomes the composer's URL quote instead of
 * text (decision 018). Pastes carrying files are left to the attachment handling.
 */
export function pasteLinkAsQuote(
  event: ClipboardEvent<HTMLTextAreaElement>,
  setQuote: (quote: QuoteDraft) => void,
): boolean {
  const data = event.clipboardData;
  if (!data || data.files.length > 0) return false;
  const quote = linkQuoteOfPaste(data.getData('text/plain'));
  if (!quote) return false;
  event.preventDefault();
  setQuote(quote);
  return true;
}
