import { describe, expect, it } from 'vitest';
import { textDirection } from '../../src/content/text-direction';

describe('textDirection (decision 100)', () => {
  it('is right to left for a text whose first letter is Hebrew, Arabic or another right-to-left script', () => {
    expect(textDirection('שלום, מה שלומך?')).toBe('rtl');
    expect(textDirection('مرحبًا! هل يمكنك مساعدتي؟')).toBe('rtl');
    // Syriac, Thaana, N'Ko, an Arabic presentation form, and Adlam beyond the basic plane.
    for (const text of ['ܫܠܡܐ', 'ދިވެހި', 'ߒߞߏ', 'ﻻ', '𞤀𞤣𞤤𞤢𞤥']) expect(textDirection(text)).toBe('rtl');
  });

  it('is left to right for a text whose first letter is Latin, Chinese, Cyrillic or another script', () => {
    for (const text of ['Google Cloud', '回答到此结束', 'Привет', 'Γειά', 'こんにちは', 'नमस्ते']) {
      expect(textDirection(text)).toBe('ltr');
    }
  });

  it('goes by the first letter: digits, punctuation and emoji before it decide nothing', () => {
    expect(textDirection('1. 😀 «مرحبا» Google')).toBe('rtl');
    expect(textDirection('2024 — Google في مرحبا')).toBe('ltr');
    expect(textDirection('## **مرحبا**')).toBe('rtl');
    // Arabic punctuation lies in the Arabic block, but it is no letter.
    expect(textDirection('؟، Google')).toBe('ltr');
  });

  it('decides nothing for a text without a letter, so the widget keeps its own direction', () => {
    for (const text of ['', '   ', '123 456', '😀👍', '١٢٣', '?!…', '\n'])
      expect(textDirection(text)).toBeUndefined();
  });
});
