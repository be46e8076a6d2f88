import { describe, expect, it } from 'vitest';
import { hostQuoteOf } from '../../src/model/quote-input';

describe("the host's quote()", () => {
  it('quotes trimmed text as a TEXT quote and refuses blank text', () => {
    expect(hostQuoteOf('  选中的一段话 ')).toEqual({ quoteType: 'TEXT', content: '选中的一段话' });
    expect(hostQuoteOf('   ')).toBeUndefined();
  });

  it('quotes a page as a URL quote titled by its title, or by its address without one', () => {
    expect(hostQuoteOf({ url: 'https://shop.example/p/1', title: ' 商品详情 ' })).toEqual({
      quoteType: 'URL',
      content: '商品详情',
      url: 'https://shop.example/p/1',
    });
    expect(hostQuoteOf({ url: 'https://shop.example/p/1' })).toEqual({
      quoteType: 'URL',
      content: 'https://shop.example/p/1',
      url: 'https://shop.example/p/1',
    });
  });

  it('refuses addresses that are not http(s)', () => {
    expect(hostQuoteOf({ url: 'javascript:alert(1)' })).toBeUndefined();
    expect(hostQuoteOf({ url: '/relative/page' })).toBeUndefined();
    expect(hostQuoteOf({} as { url: string })).toBeUndefined();
  });
});
