import { describe, expect, it } from 'vitest';
import { createIncrementalMarkdown } from '../../src/content';

function longAnswer(characters: number): string {
  const parts = [
    '## 小节标题\n\n',
    '这是一段流式输出的文字，包含 **加粗** 和 `代码`。',
    '\n\n- 列表项\n- 第二项\n\n',
    '| a | b |\n| - | - |\n| 1 | 2 |\n\n',
  ];
  let text = '';
  for (let index = 0; text.length < characters; index += 1) text += parts[index % parts.length];
  return text.slice(0, characters);
}

describe('incremental parse speed', () => {
  it('parses a 16,000-character answer fed in 2,000 chunks in linear time (well under 1 s)', () => {
    const answer = longAnswer(16_000);
    const parser = createIncrementalMarkdown();
    const chunk = answer.length / 2000;
    const started = performance.now();
    for (let index = 1; index <= 2000; index += 1) parser.update(answer.slice(0, Math.round(index * chunk)));
    const elapsed = performance.now() - started;
    console.log(`incremental parse: 16,000 characters in 2,000 chunks took ${elapsed.toFixed(1)} ms`);
    // About 110 ms on an idle machine here; re-parsing the whole answer per update takes seconds.
    // The bound is loose so a busy CI machine does not fail it, yet any quadratic regression does.
    expect(elapsed).toBeLessThan(1000);
  });
});
