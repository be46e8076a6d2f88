import { describe, expect, it } from 'vitest';
import { textHash } from '../../src/model/text-hash';

describe('hashing a scope', () => {
  it('gives the same name for the same text and another for a text one character apart', () => {
    const key = '["agent","ws","secret-access-key"]';
    expect(textHash(key)).toBe(textHash(key));
    expect(textHash(key)).not.toBe(textHash(key.replace('key"', 'kez"')));
    expect(textHash('')).not.toBe(textHash(' '));
  });

  it('holds nothing of the text it names', () => {
    const hash = textHash('secret-access-key');
    expect(hash).toMatch(/^[0-9a-z]+$/);
    expect(hash).not.toContain('secret');
    expect(hash.length).toBeLessThanOrEqual(14);
  });
});
