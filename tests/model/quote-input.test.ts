import { describe, expect, it } from 'vitest';
import { linkQuoteOfPaste, quoteOfSelection } from '../../src/model/quote-input';

describe('quotes from the composer', () => {
  it('quotes selected answer text, trimmed, and nothing for a blank selection', () => {
    expect(quoteOfSelection('  季度增长 18%\n')).toEqual({ quoteType: 'TEXT', content: '季度增长 18%' });
    expect(quoteOfSelection(' \n ')).toBeUndefined();
  });

  it('turns a pasted lone http(s) link into a URL quote', () => {
    expect(linkQuoteOfPaste(' https://example.com/a?b=1 ')).toEqual({
      quoteType: 'URL',
      content: 'https://example.com/a?b=1',
      url: 'https://example.com/a?b=1',
    });
    expect(linkQuoteOfPaste('HTTP://EXAMPLE.COM')?.quoteType).toBe('URL');
  });

  it('leaves other pastes as text', () => {
    expect(linkQuoteOfPaste('see https://example.com')).toBeUndefined();
    expect(linkQuoteOfPaste('https://a.com https://b.com')).toBeUndefined();
    expect(linkQuoteOfPaste('javascript:alert(1)')).toBeUndefined();
    expect(linkQuoteOfPaste('ftp://example.com')).toBeUndefined();
    expect(linkQuoteOfPaste('https://')).toBeUndefined();
  });
});
