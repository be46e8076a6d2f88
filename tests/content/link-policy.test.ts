import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeLinkUrl } from '../../src/content/link-policy';

describe('link policy', () => {
  it.each([
    'https://example.com/a?b=1',
    'http://example.com',
    'mailto:hello@example.com',
    'HTTPS://EXAMPLE.COM',
  ])('allows %s', (url) => {
    expect(safeLinkUrl(url)).not.toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript&#58;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/relative/path',
    '//evil.example.com',
    '#anchor',
    '',
  ])('refuses %j', (url) => {
    expect(safeLinkUrl(url)).toBeNull();
  });

  it('allows only http(s) images', () => {
    expect(safeImageUrl('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeImageUrl('mailto:a@b.c')).toBeNull();
  });
});
