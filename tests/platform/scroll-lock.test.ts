// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { lockDocumentScroll } from '../../src/platform/scroll-lock';

describe('lockDocumentScroll', () => {
  it('hides the page overflow while locked and puts back the host page own value', () => {
    document.documentElement.style.overflow = 'scroll';
    const release = lockDocumentScroll(document);
    expect(document.documentElement.style.overflow).toBe('hidden');
    release();
    expect(document.documentElement.style.overflow).toBe('scroll');
  });

  it('stays locked until the last of nested locks is released, and ignores a second release', () => {
    document.documentElement.style.overflow = '';
    const first = lockDocumentScroll(document);
    const second = lockDocumentScroll(document);
    first();
    first();
    expect(document.documentElement.style.overflow).toBe('hidden');
    second();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
