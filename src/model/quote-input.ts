/** What becomes a quote in the composer (screens doc section 3, "Quote"; decision 018). */
import type { QuoteDraft } from './composer-input';

/** Selected answer text becomes a TEXT quote; blank selections quote nothing. */
export function quoteOfSelection(selected: string): QuoteDraft | undefined {
  const content = selected.trim();
  return content ? { quoteType: 'TEXT', content } : undefined;
}

/**
 * Pasted text that is one http(s) link and nothing else becomes a URL quote instead of text
 * (decision 018). A link inside a sentence stays text: the visitor is writing, not attaching.
 */
export function linkQuoteOfPaste(pasted: string): QuoteDraft | undefined {
  const candidate = pasted.trim();
  if (!/^https?:\/\/\S+$/i.test(candidate)) return undefined;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  } catch {
    return undefined;
  }
  return { quoteType: 'URL', content: candidate, url: candidate };
}
