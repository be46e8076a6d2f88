import { describe, expect, it } from 'vitest';
import { leadingText } from '../../src/content/leading-text';
import { markdownToPlainText, READABLE_CHARACTERS } from '../../src/content/plain-text';

describe('the leading part of a huge answer (decision 068)', () => {
  it('is the whole text when the text is no longer than asked', () => {
    expect(leadingText('第一行\n第二行', 7)).toBe('第一行\n第二行');
    expect(leadingText('', 10)).toBe('');
  });

  it('ends at the last line break within the last 1,000 characters, so it ends with whole lines', () => {
    const text = `${'甲'.repeat(5_000)}\n${'乙'.repeat(5_000)}`;
    expect(leadingText(text, 5_600)).toBe('甲'.repeat(5_000));
  });

  it('cuts inside a line when no line ends near the cut, so each slice of a long line still grows', () => {
    const text = `${'甲'.repeat(100)}\n${'乙'.repeat(5_000)}`;
    expect(leadingText(text, 3_000)).toHaveLength(3_000);
  });

  it('never splits a character written as two UTF-16 units', () => {
    const text = '😀'.repeat(10);
    expect(leadingText(text, 5)).toBe('😀😀');
  });
});

describe('an answer read out or spoken (decision 068)', () => {
  it('reads at most the first READABLE_CHARACTERS of a huge answer, in whole lines', () => {
    const line = `${'回答'.repeat(49)}。`;
    const answer = Array.from({ length: 4_000 }, (_, index) => `${index} ${line}`).join('\n\n');
    const spoken = markdownToPlainText(answer);
    expect(spoken.length).toBeLessThanOrEqual(READABLE_CHARACTERS);
    expect(spoken.length).toBeGreaterThan(READABLE_CHARACTERS - 1_000);
    expect(spoken.startsWith(`0 ${line}\n1 ${line}`)).toBe(true);
    expect(spoken.endsWith(line)).toBe(true);
  });
});
