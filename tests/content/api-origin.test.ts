import { describe, expect, it } from 'vitest';
import { isApiOrigin } from '../../src/content/link-policy';

const PAGE = 'https://shop.example/help/refunds';

describe('privacy mode image origins (decision 037)', () => {
  it('allows an image on the base-url origin, whatever its path', () => {
    expect(isApiOrigin('https://api.example/icons/a.png', 'https://api.example/v1', PAGE)).toBe(true);
  });

  it('treats an empty base-url as the page itself', () => {
    expect(isApiOrigin('https://shop.example/a.png', '', PAGE)).toBe(true);
    expect(isApiOrigin('https://cdn.example/a.png', '', PAGE)).toBe(false);
  });

  it('refuses another host, port or scheme', () => {
    expect(isApiOrigin('https://cdn.api.example/a.png', 'https://api.example', PAGE)).toBe(false);
    expect(isApiOrigin('https://api.example:8443/a.png', 'https://api.example', PAGE)).toBe(false);
    expect(isApiOrigin('http://api.example/a.png', 'https://api.example', PAGE)).toBe(false);
  });

  it('reads a relative base-url against the page', () => {
    expect(isApiOrigin('https://shop.example/a.png', '/api', PAGE)).toBe(true);
  });
});
