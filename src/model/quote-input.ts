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
  // The pattern already fixes the scheme as http(s); the parser only refuses a malformed rest.
  try {
    new URL(candidate);
  } catch {
    return undefined;
  }
  return { quoteType: 'URL', content: candidate, url: candidate };
}

/** What a host page may quote (`quote()` on the elements). */
export type HostQuote = string | { url: string; title?: string };

/**
 * The host's `quote()` (decision 035): text becomes a TEXT quote; `{ url, title? }` an http(s) URL
 * quote whose chip shows, and whose `content` sends, the title (or the address without one).
 */
export function hostQuoteOf(input: HostQuote): QuoteDraft | undefined {
  if (typeof input === 'string') return quoteOfSelection(input);
  const link = linkQuoteOfPaste(String(input?.url ?? ''));
  return link && { ...link, content: String(input.title ?? '').trim() || link.content };
}
